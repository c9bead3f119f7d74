/** Spec 4: Approved and Success are styled as success, Rejected as error, Pending as warning. */
export type StatusColor = 'success' | 'error' | 'warning' | 'default';

export function statusColor(status: string): StatusColor {
  switch (status) {
    case 'Approved':
    case 'Success':
      return 'success';
    case 'Rejected':
      return 'error';
    case 'Pending':
      return 'warning';
    default:
      return 'default';
  }
}
