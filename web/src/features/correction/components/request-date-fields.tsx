import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { correctionWindow, DEFAULT_WINDOW_DAYS, jakartaInstant } from '../lib/correction-window';
import { displayDay, jakartaLongDate } from '../../../lib/jakarta';
import type { CorrectionForm } from '../lib/correction-validation';

const pad = (value: number) => String(value).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, hour) => pad(hour));
const MINUTES = Array.from({ length: 60 }, (_, minute) => pad(minute));

type Value = Pick<CorrectionForm, 'date' | 'hour' | 'minute'>;

interface Props {
  value: Value;
  onChange: (next: Value) => void;
  error?: string;
  now: Date;
  /** The company's correction window in calendar days back (1: yesterday to now). */
  windowDays?: number;
}

/**
 * The day and the 24-hour time of the missed clocking (rules §5): the window is from 00:00 of the
 * day `windowDays` back (the company's setting; yesterday by default) to now, Jakarta time, so the
 * day is one of those and hours and minutes after now are not offered.
 * Native selects: a phone shows its own wheel, and the time is 24-hour whatever the device's locale
 * (a native time input follows the browser's locale and may show AM/PM).
 */
export function RequestDateFields({ value, onChange, error, now, windowDays = DEFAULT_WINDOW_DAYS }: Props) {
  const { t } = useTranslation();
  const window = correctionWindow(now, windowDays);
  const yesterday = window.days.at(-2);
  const dayLabel = (day: string) =>
    day === window.maxDate
      ? t('correction.modal.today', { day: displayDay(day) })
      : day === yesterday
        ? t('correction.modal.yesterday', { day: displayDay(day) })
        : jakartaLongDate(jakartaInstant(day, '12:00')!);
  const [nowHour, nowMinute] = window.maxTimeToday.split(':');
  const today = value.date === window.maxDate;
  const select = (name: keyof Value, label: string) => ({
    select: true,
    name,
    label,
    value: value[name],
    error: Boolean(error),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...value, [name]: event.target.value }),
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
  });
  return (
    <div>
      <TextField {...select('date', t('correction.modal.date'))}>
        <option value="">{t('correction.modal.choose')}</option>
        {window.days.map((day) => (
          <option key={day} value={day}>
            {dayLabel(day)}
          </option>
        ))}
      </TextField>
      <Stack direction="row" spacing={1.5}>
        <TextField {...select('hour', t('correction.modal.hour'))}>
          <option value="">{t('correction.modal.emptyTime')}</option>
          {HOURS.map((hour) => (
            <option key={hour} value={hour} disabled={today && hour > nowHour}>
              {hour}
            </option>
          ))}
        </TextField>
        <TextField {...select('minute', t('correction.modal.minute'))}>
          <option value="">{t('correction.modal.emptyTime')}</option>
          {MINUTES.map((minute) => (
            <option key={minute} value={minute} disabled={today && value.hour === nowHour && minute > nowMinute}>
              {minute}
            </option>
          ))}
        </TextField>
      </Stack>
      <FormHelperText error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ??
          (windowDays === 1
            ? t('correction.modal.window')
            : t('correction.modal.windowFrom', { day: displayDay(window.minDate) }))}
      </FormHelperText>
    </div>
  );
}
