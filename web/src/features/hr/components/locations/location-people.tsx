import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useHrLocationPeople } from '../../api/use-locations';
import type { HrEmployeeFilter, HrLocationScope } from '../../gql/graphql';

const FILTER_KEY: Record<Exclude<HrLocationScope, 'ALL'>, keyof HrEmployeeFilter> = {
  DIVISION: 'division',
  SUBDIVISION: 'subdivision',
  DEPARTMENT: 'department',
};

/** The employee filter of a location's scope; null while its unit is not chosen. */
export function scopeFilter(scope: HrLocationScope, unit: string): HrEmployeeFilter | null {
  if (scope === 'ALL') return { active: true };
  return unit ? { active: true, [FILTER_KEY[scope]]: unit } : null;
}

/** Who the location is for, under its scope: how many active people, and the first names of them. */
export function LocationPeople({ scope, unit }: { scope: HrLocationScope; unit: string }) {
  const { t } = useTranslation();
  const filter = scopeFilter(scope, unit);
  const { data, loading, error } = useHrLocationPeople(filter);
  if (!filter) return null;
  const people = data?.hrEmployees;
  let text: string;
  if (people) {
    const names = people.items.map((person) => person.name).join(', ');
    const more = people.total - people.items.length;
    if (people.total === 0) text = t('hr.locations.peopleNone');
    else if (more > 0) text = t('hr.locations.peopleMore', { count: people.total, names, more });
    else text = t('hr.locations.people', { count: people.total, names });
  } else if (loading) text = t('hr.locations.peopleLoading');
  else if (error) text = t('hr.locations.peopleFailed');
  else return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="location-people" role="status">
      {text}
    </Typography>
  );
}
