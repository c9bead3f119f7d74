import { i18n } from '../../../i18n';

/** Rules §9: the leave attachment is a PDF of at most 2 MB. */
export const MAX_ATTACHMENT_BYTES = 2097152;
export const DURATIONS = ['Full Day', 'Half Day'] as const;
export type Duration = (typeof DURATIONS)[number];

export interface LeaveFormValues {
  type: string;
  reason: string;
  duration: Duration | '';
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
}

export type LeaveField = keyof LeaveFormValues | 'attachment' | 'signature';
export type LeaveErrors = Partial<Record<LeaveField, string>>;

export const emptyLeaveForm = (): LeaveFormValues => ({
  type: '',
  reason: '',
  duration: 'Full Day',
  startDate: '',
  endDate: '',
  startTime: '',
  endTime: '',
});

/** Why a chosen file cannot be the attachment (rules §5), or null when it can. */
export function attachmentProblem(file: File): string | null {
  const isPdf = /\.pdf$/i.test(file.name) && (file.type === '' || file.type === 'application/pdf');
  if (!isPdf) return i18n.t('leave.errors.attachmentNotPdf');
  if (file.size > MAX_ATTACHMENT_BYTES) return i18n.t('leave.errors.attachmentTooLarge');
  return null;
}

/**
 * Every problem of the Add leave form at once (rules §5), for a person's quick feedback; the api
 * checks all of it again. Empty when the form may be sent. The letter is asked for only where the
 * type's policy needs one (the api's preview says; until it has, it is asked for).
 */
export function leaveFormProblems(
  form: LeaveFormValues,
  attachment: File | null,
  signed: boolean,
  attachmentRequired = true,
): LeaveErrors {
  const errors: LeaveErrors = {};
  if (!form.type) errors.type = i18n.t('leave.errors.typeRequired');
  if (!form.reason.trim()) errors.reason = i18n.t('leave.errors.reasonRequired');
  if (!form.duration) errors.duration = i18n.t('leave.errors.durationRequired');
  if (!form.startDate) errors.startDate = i18n.t('leave.errors.startRequired');
  if (!form.endDate) errors.endDate = i18n.t('leave.errors.endRequired');
  else if (form.startDate && form.endDate < form.startDate) errors.endDate = i18n.t('leave.errors.endBeforeStart');
  if (form.duration === 'Half Day') {
    if (!form.startTime) errors.startTime = i18n.t('leave.errors.startTimeRequired');
    if (!form.endTime) errors.endTime = i18n.t('leave.errors.endTimeRequired');
    else if (form.startTime && form.endTime <= form.startTime)
      errors.endTime = i18n.t('leave.errors.endTimeBeforeStart');
    if (!errors.endDate && form.startDate && form.endDate && form.startDate !== form.endDate)
      errors.endDate = i18n.t('leave.errors.halfDaySpansDays');
  }
  if (!attachment && attachmentRequired) errors.attachment = i18n.t('leave.errors.attachmentRequired');
  if (!signed) errors.signature = i18n.t('leave.errors.signatureRequired');
  return errors;
}
