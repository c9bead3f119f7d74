import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { TeamRecapQuery } from '../gql/graphql';

type Row = TeamRecapQuery['teamRecap']['items'][number];

/** The team's month, a line per person in figures; a tap opens their days. */
export function TeamMonthList({ rows, month }: { rows: readonly Row[]; month: string }) {
  const { t } = useTranslation();
  return (
    <List dense aria-label={t('time.team.month')}>
      {rows.map((row) => (
        <ListItemButton key={row.nik} component={RouterLink} to={paths.teamPerson.href(row.nik, month)}>
          <ListItemText
            primary={row.name}
            secondary={t('time.team.monthLine', {
              present: row.present,
              scheduled: row.scheduledDays,
              restDays: row.restDaysWorked,
              late: row.lateDays,
              minutes: row.lateMinutes,
              absent: row.absent,
              leave: row.leaveDays,
            })}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
