import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { DayStatusChip } from '../../../components/recap/day-status-chip';
import { displayDay, jakartaDisplayTime } from '../../../lib/jakarta';
import type { TeamTodayQuery } from '../gql/graphql';

type Person = TeamTodayQuery['teamToday']['people'][number];

/** Each person under the supervisor: their clock-in time today, or why there is none. */
export function TeamTodayList({ people, date }: { people: readonly Person[]; date?: string }) {
  const { t } = useTranslation();
  // A person in a later zone (WITA, WIT) may already be on the next day near midnight: said, so their status reads right.
  const theirDay = (person: Person) =>
    date && person.date !== date ? t('time.team.theirDay', { day: displayDay(person.date) }) : '';
  const detail = (person: Person) =>
    [
      person.firstIn
        ? t('time.team.inAt', { time: jakartaDisplayTime(person.firstIn) })
        : (person.leaveType ?? person.holiday ?? ''),
      theirDay(person),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <List dense aria-label={t('time.team.today')}>
      {people.map((person) => (
        <ListItem
          key={person.nik}
          secondaryAction={<DayStatusChip status={person.status} lateMinutes={person.lateMinutes} />}
        >
          <ListItemText
            primary={person.name}
            secondary={
              <>
                {`${person.nik}${detail(person) ? ` · ${detail(person)}` : ''}`}
                {person.flagged && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color="warning"
                    component="span"
                    label={t('time.review.flagged')}
                    sx={{ ml: 1 }}
                  />
                )}
              </>
            }
            sx={{ pr: 16 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
