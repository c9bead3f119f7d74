import { i18n } from '../../../i18n';
import type { HrLocationFieldsFragment, HrLocationInput, HrLocationScope } from '../gql/graphql';

/** The editor's fields as typed. */
export interface LocationValues {
  code: string;
  name: string;
  latitude: string;
  longitude: string;
  radius: number;
  scope: HrLocationScope;
  scopeCode: string;
  active: boolean;
  /** IANA zone of the location's clock (issue 25). */
  timeZone: string;
}

/** Indonesia's three zones, as HR chooses a location's: WIB, WITA, WIT. */
export const TIME_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;

export const MIN_RADIUS = 20;
export const MAX_RADIUS = 2000;
/** Kantor Pusat Jakarta: where a new location starts when the company has none yet. */
const JAKARTA = { latitude: -6.2, longitude: 106.816666 };

/** A radius as a person reads it: metres, or kilometres from 1 km. */
export const radiusText = (metres: number) =>
  metres >= 1000
    ? i18n.t('hr.locations.kilometres', { value: Number((metres / 1000).toFixed(2)) })
    : i18n.t('hr.locations.metres', { value: metres });

/** Coordinates as typed and shown: six decimals (about 0.1 m). */
export const coordinate = (value: number) => value.toFixed(6);

export const newLocation = (near?: { latitude: number; longitude: number }): LocationValues => ({
  code: '',
  name: '',
  latitude: coordinate((near ?? JAKARTA).latitude),
  longitude: coordinate((near ?? JAKARTA).longitude),
  radius: 100,
  scope: 'ALL',
  scopeCode: '',
  active: true,
  timeZone: 'Asia/Jakarta',
});

export const locationValues = (location: HrLocationFieldsFragment): LocationValues => ({
  code: location.code,
  name: location.name,
  latitude: coordinate(location.latitude),
  longitude: coordinate(location.longitude),
  radius: location.radius,
  scope: location.scope,
  scopeCode: location.scopeCode ?? '',
  active: location.active,
  timeZone: location.timeZone,
});

/** The first thing wrong with the values, said for a person (the api checks again and decides). */
export function locationProblem(values: LocationValues): string | null {
  const t = i18n.t.bind(i18n);
  const required = (label: string) => t('hr.common.required', { label });
  if (!values.code.trim()) return required(t('hr.locations.code'));
  if (!values.name.trim()) return required(t('hr.locations.name'));
  const latitude = Number(values.latitude);
  const longitude = Number(values.longitude);
  if (values.latitude.trim() === '' || Number.isNaN(latitude))
    return t('hr.locations.badNumber', { label: t('hr.locations.latitude') });
  if (values.longitude.trim() === '' || Number.isNaN(longitude))
    return t('hr.locations.badNumber', { label: t('hr.locations.longitude') });
  if (latitude < -90 || latitude > 90) return t('hr.locations.latitudeRange');
  if (longitude < -180 || longitude > 180) return t('hr.locations.longitudeRange');
  if (!(values.radius >= MIN_RADIUS && values.radius <= MAX_RADIUS)) return t('hr.locations.radiusOutOfRange');
  if (values.scope !== 'ALL' && !values.scopeCode) return required(t('hr.locations.unit'));
  return null;
}

/** What the editor sends (the code only when the location is new: it cannot change). */
export const locationInput = (values: LocationValues, isNew: boolean): HrLocationInput => ({
  ...(isNew ? { code: values.code.trim() } : {}),
  name: values.name.trim(),
  latitude: Number(values.latitude),
  longitude: Number(values.longitude),
  radius: values.radius,
  scope: values.scope,
  scopeCode: values.scope === 'ALL' ? null : values.scopeCode,
  active: values.active,
  timeZone: values.timeZone,
});
