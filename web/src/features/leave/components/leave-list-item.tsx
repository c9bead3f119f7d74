import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';
import type { LeaveListQuery } from '../../../gql/graphql';
import { dayRangeLabel, statusLabel } from '../../../i18n/labels';
import { displayDay } from '../../../lib/jakarta';

type Leave = LeaveListQuery['leaves'][number];

/**
 * One request: its type, its dates (dd-mm-yyyy), the working days it counts (when it has the count) and its status;
 * a Pending one can be withdrawn (issue 45 case 10).
 */
export function LeaveListItem({
  leave,
  divider,
  onWithdraw,
}: {
  leave: Leave;
  divider: boolean;
  onWithdraw?: (leave: Leave) => void;
}) {
  const { t } = useTranslation();
  const dates = dayRangeLabel(t, displayDay(leave.startDate), displayDay(leave.endDate));
  return (
    <ListItem divider={divider} aria-label={`${leave.type} ${dates}`}>
      <ListItemText
        primary={leave.type}
        secondary={
          leave.days === null || leave.days === undefined
            ? dates
            : `${dates} · ${t('leave.approve.days', { count: leave.days })}`
        }
        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
      />
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
        <StatusChip status={leave.status} label={statusLabel(t, leave.status)} />
        {leave.status === 'Pending' && onWithdraw && (
          <Button size="small" color="error" onClick={() => onWithdraw(leave)}>
            {t('leave.list.withdraw')}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}
