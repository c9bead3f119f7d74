import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { StatusChip } from '../../../components/status-chip';
import type { LeaveListQuery } from '../../../gql/graphql';
import { messages } from '../../../i18n/messages';
import { displayDay } from '../../../lib/jakarta';

const t = messages.leave;
type Leave = LeaveListQuery['leaves'][number];

/** One request: its type, its dates (dd-mm-yyyy) and its status. */
export function LeaveListItem({ leave, divider }: { leave: Leave; divider: boolean }) {
  return (
    <ListItem divider={divider} secondaryAction={<StatusChip status={leave.status} label={t.status[leave.status] ?? leave.status} />}>
      <ListItemText
        primary={leave.type}
        secondary={t.list.dates(displayDay(leave.startDate), displayDay(leave.endDate))}
        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        sx={{ pr: 10 }}
      />
    </ListItem>
  );
}
