import { LeaveStatus, type Leave, type LeaveDetail } from '../__generated__/resolvers-types.js';
import type { ProviderLeaveDetail, ProviderLeaveItem } from './provider.js';

/** The api documents a request's status as text; the four it sends are the schema's LeaveStatus names. */
const leaveStatus = (status: string) => LeaveStatus[status as keyof typeof LeaveStatus];

const proxied = (prefix: string, name: string | null | undefined) =>
  name ? `${prefix}${encodeURIComponent(name)}` : null;

export const toLeave = (item: ProviderLeaveItem): Leave => ({
  id: String(item.id),
  type: item.tipe,
  startDate: item.start_date,
  endDate: item.end_date,
  status: leaveStatus(item.status),
  days: item.days ?? null,
});

/** The provider's leave detail, its files as paths behind the gateway's proxies. */
export function toLeaveDetail({ leave, karyawan, user }: ProviderLeaveDetail): LeaveDetail {
  return {
    id: String(leave.id),
    type: leave.tipe,
    startDate: leave.start_date,
    endDate: leave.end_date,
    status: leaveStatus(leave.status),
    reason: leave.reason,
    duration: leave.leave_duration,
    startTime: leave.start_time ?? null,
    endTime: leave.end_time ?? null,
    days: leave.days ?? null,
    attachmentUrl: proxied('/files/attachment/', leave.attachment),
    signatureUrl: proxied('/images/signature/', leave.signature)!,
    supervisorSignatureUrl: proxied('/images/signature/', leave.spv_signature),
    description: leave.description ?? null,
    replacementDate: leave.replacement_date ?? null,
    pdfUrl: proxied('/api/v1/view-leave/', leave.pdf_name),
    pdfName: leave.pdf_name ?? null,
    createdAt: leave.created_at ?? '',
    decidedAt: leave.decided_at ?? null,
    supervisorName: karyawan?.name ?? null,
    employeeName: user.name,
    employeeNik: String(user.nik),
    employeeDepartment: user.department,
  };
}
