import { i18n } from '../../../i18n';
import { DEFAULT_WINDOW_DAYS, isInCorrectionWindow } from './correction-window';

/** Rules §9: a request attachment is a PDF, PNG or JPEG of at most 5 MB (5242880 bytes). */
export const ATTACHMENT_MAX_BYTES = 5_242_880;
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
const ATTACHMENT_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/jpg']);

/**
 * The reasons of rules §5 as the api stores them (the spec's Indonesian words, whatever the screen's
 * language), each with its catalogue label; Other is never sent, its free text is.
 */
export const CORRECTION_REASONS = [
  { value: 'Ganti Jadwal', label: 'changeSchedule' },
  { value: 'Handphone Bermasalah', label: 'phoneProblem' },
  { value: 'Tidak Bisa Login', label: 'cannotLogin' },
  { value: 'Aplikasi Bermasalah', label: 'appProblem' },
  { value: 'Lupa Clock In / Clock Out', label: 'forgotClocking' },
  { value: 'Other', label: 'other' },
] as const;
export const OTHER_REASON = 'Other';

/** A stored reason in the reader's language: a listed one by its label, Other's free text as written. */
export function correctionReasonLabel(reason: string): string {
  const listed = CORRECTION_REASONS.find((option) => option.value === reason);
  return listed ? i18n.t(`correction.reasons.${listed.label}`) : reason;
}

export type Clocking = '' | 'in' | 'out';
export type CorrectionField = 'date' | 'reason' | 'clocking';

export interface CorrectionForm {
  /** yyyy-mm-dd, Jakarta. */
  date: string;
  /** 00-23. */
  hour: string;
  /** 00-59. */
  minute: string;
  reason: string;
  otherReason: string;
  clocking: Clocking;
}

export const emptyCorrectionForm: CorrectionForm = {
  date: '',
  hour: '',
  minute: '',
  reason: '',
  otherReason: '',
  clocking: '',
};

/** HH:mm once both the hour and the minute are chosen, else ''. */
export const chosenTime = (form: Pick<CorrectionForm, 'hour' | 'minute'>) =>
  form.hour && form.minute ? `${form.hour}:${form.minute}` : '';

/** The reason sent: Other's own text replaces it (rules §5). */
export const chosenReason = (form: CorrectionForm) =>
  form.reason === OTHER_REASON ? form.otherReason.trim() : form.reason;

/** The words for a day outside the window: the spec's for 1 day, the window's width for more (as the api says them). */
export const outOfWindowText = (windowDays: number) =>
  windowDays === 1
    ? i18n.t('correction.errors.outOfWindow')
    : i18n.t('correction.errors.outOfWindowDays', { days: windowDays });

/** The modal's checks (rules §5, Attendance request modal); `now` is injectable for the window's edges, `windowDays` is the company's. */
export function validateCorrection(
  form: CorrectionForm,
  now: Date,
  windowDays = DEFAULT_WINDOW_DAYS,
): Partial<Record<CorrectionField, string>> {
  const errors: Partial<Record<CorrectionField, string>> = {};
  const time = chosenTime(form);
  if (!form.date || !time) errors.date = i18n.t('correction.errors.dateRequired');
  else if (!isInCorrectionWindow(form.date, time, now, windowDays)) errors.date = outOfWindowText(windowDays);
  if (!chosenReason(form)) errors.reason = i18n.t('correction.errors.reasonRequired');
  if (!form.clocking) errors.clocking = i18n.t('correction.errors.clockingRequired');
  return errors;
}

/** The message for an attachment the api would refuse, or null. */
export function attachmentProblem(file: File): string | null {
  const named = /\.(pdf|png|jpe?g)$/i.test(file.name);
  if (!named || (file.type !== '' && !ATTACHMENT_TYPES.has(file.type)))
    return i18n.t('correction.errors.attachmentType');
  if (file.size > ATTACHMENT_MAX_BYTES) return i18n.t('correction.errors.attachmentTooLarge');
  return null;
}
