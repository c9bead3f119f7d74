import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';
import type { LeaveListQuery } from '../../../gql/graphql';
import { dayRangeLabel, statusLabel } from '../../../i18n/labels';
import { displayDay } from '../../../lib/jakarta';

type Leave = LeaveListQuery['leaves'][number];

/** One request: its type, its dates (dd-mm-yyyy), the working days it counts (when it has the count) and its status. */
export function LeaveListItem({ leave, divider }: { leave: Leave; divider: boolean }) {
  const { t } = useTranslation();
  const dates = dayRangeLabel(t, displayDay(leave.startDate), displayDay(leave.endDate));
  return (
    <ListItem
      divider={divider}
      secondaryAction={<StatusChip status={leave.status} label={statusLabel(t, leave.status)} />}
    >
      <ListItemText
        primary={leave.type}
        secondary={
          leave.days === null || leave.days === undefined
            ? dates
            : `${dates} · ${t('leave.approve.days', { count: leave.days })}`
        }
        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        sx={{ pr: 10 }}
      />
    </ListItem>
  );
}
