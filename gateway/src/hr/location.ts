import { HrLocationScope, type HrLocation, type HrLocationInput } from '../__generated__/resolvers-types.js';
import type { ReplyData } from '../datasource/contract.js';

/** docs/hr-api.md's Location. */
type ProviderLocation = ReplyData<'/api/v1/hr/locations/{code}', 'patch'>;

const SCOPE: Record<ProviderLocation['scope']['kind'], HrLocationScope> = {
  all: HrLocationScope.All,
  division: HrLocationScope.Division,
  subdivision: HrLocationScope.Subdivision,
  department: HrLocationScope.Department,
};

export const toHrLocation = (location: ProviderLocation): HrLocation => ({
  code: location.lok_kd,
  name: location.lok_nm,
  latitude: location.latitude,
  longitude: location.longitude,
  radius: location.radius,
  scope: SCOPE[location.scope.kind],
  scopeCode: location.scope.code,
  active: location.active,
  timeZone: location.time_zone,
});

/** The form's fields in the provider's names; on an update a field left out stays as it is. */
export function toProviderLocation(input: HrLocationInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.code != null) body.lok_kd = input.code;
  if (input.name != null) body.lok_nm = input.name;
  if (input.latitude != null) body.latitude = input.latitude;
  if (input.longitude != null) body.longitude = input.longitude;
  if (input.radius != null) body.radius = input.radius;
  if (input.scope != null)
    body.scope = {
      kind: input.scope.toLowerCase(),
      code: input.scope === HrLocationScope.All ? null : (input.scopeCode ?? null),
    };
  if (input.active != null) body.active = input.active;
  if (input.timeZone != null) body.time_zone = input.timeZone;
  return body;
}
