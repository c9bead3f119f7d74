import { CorrectionStatus, type Correction } from '../__generated__/resolvers-types.js';
import type { ProviderCorrection } from './provider.js';

/** The provider's request as the schema's Correction; files as paths behind the gateway's proxies. */
export function toCorrection({ request, user }: ProviderCorrection): Correction {
  return {
    id: String(request.id),
    employeeName: user.name,
    employeeNik: String(user.nik),
    date: request.attend_date,
    time: request.attend_time,
    clocking: request.clocking,
    reason: request.reason,
    locationName: request.lok_nm,
    latitude: request.latitude,
    longitude: request.longitude,
    status: CorrectionStatus[request.status],
    photoUrl: `/images/correction/${encodeURIComponent(request.photo)}`,
    attachmentUrl: request.attachment ? `/files/correction/${encodeURIComponent(request.attachment)}` : null,
    createdAt: request.createdAt,
    decidedAt: request.decidedAt,
  };
}
