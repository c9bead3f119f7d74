import EventRounded from '@mui/icons-material/EventRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDay, isCalendarDay, isoDay, writtenDay } from '../lib/jakarta';

export interface DateFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'label' | 'slotProps' | 'select'
> {
  label: string;
  /** The day as yyyy-mm-dd, or '' for none. */
  value: string;
  /** Called with a yyyy-mm-dd the calendar has (within min and max), or '' when the field is emptied. */
  onChange: (day: string) => void;
  /** The first day allowed, yyyy-mm-dd. */
  min?: string;
  /** The last day allowed, yyyy-mm-dd. */
  max?: string;
}

/** The picker's native input: out of sight and out of the tab order, but rendered, so showPicker() may open it. */
const HIDDEN_PICKER = {
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: 1,
  height: 1,
  padding: 0,
  border: 0,
  opacity: 0,
  pointerEvents: 'none',
} as const;

/**
 * Digits typed at the end get their dashes: 251 → 25-1, 25-112 → 25-11-2, 25112026 → 25-11-2026.
 * Anything else (a separator typed by hand, a paste of 2026-11-25, an edit in the middle) stays as written.
 */
function withDashes(next: string, previous: string, caretAtEnd: boolean): string {
  if (!caretAtEnd || next.length <= previous.length) return next;
  if (!/^\d{3,8}$/.test(next) && !/^\d{2}-\d{3,6}$/.test(next)) return next;
  const digits = next.replace('-', '');
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('-');
}

/**
 * The one date input of the app (rules §9: dates are dd-mm-yyyy): a text field that shows and takes
 * dd-mm-yyyy whatever the browser's language — a native `type="date"` shows the browser's own order —
 * and speaks yyyy-mm-dd to its caller. A calendar button opens the browser's picker on a hidden
 * native input. What cannot be a day (31-02-2026) or lies outside min/max is said under the field
 * when it loses focus, and the caller's value stays as it was.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  helperText,
  disabled,
  onBlur,
  ...field
}: DateFieldProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => displayDay(value));
  const [problem, setProblem] = useState<string | null>(null);
  // A value set from outside (a reset, a default that arrives later) replaces what is shown, unless
  // the text already says that day.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (isoDay(text) !== value) {
      setText(displayDay(value));
      setProblem(null);
    }
  }

  /** What is wrong with a text, in the person's language; null when it is empty or a day allowed. */
  const check = (written: string): string | null => {
    if (written.trim() === '') return null;
    const day = writtenDay(written);
    if (!day) return t('dateField.unreadable');
    if (!isCalendarDay(day)) return t('dateField.noSuchDay');
    if (min && day < min) return t('dateField.tooEarly', { date: displayDay(min) });
    if (max && day > max) return t('dateField.tooLate', { date: displayDay(max) });
    return null;
  };

  const take = (written: string) => {
    setText(written);
    const wrong = check(written);
    if (wrong) return;
    setProblem(null);
    const day = written.trim() === '' ? '' : (isoDay(written) as string);
    if (day !== value) onChange(day);
  };

  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    take(withDashes(input.value, text, input.selectionStart === null || input.selectionStart >= input.value.length));
  };

  const left = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const wrong = check(text);
    setProblem(wrong);
    // A day written another way (25/11/2026, 25112026) is shown the app's way once it is read.
    const day = isoDay(text);
    if (!wrong && day) setText(displayDay(day));
    onBlur?.(event);
  };

  /** The picker's choice, said at once when it is outside min/max (the field never had focus to lose). */
  const picked = (day: string) => {
    const written = displayDay(day);
    take(written);
    setProblem(check(written));
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      if (typeof input.showPicker === 'function') {
        input.showPicker();
        return;
      }
    } catch {
      // showPicker refuses in some frames and older engines; a click opens the picker there.
    }
    input.focus();
    input.click();
  };

  return (
    <TextField
      {...field}
      label={label}
      value={text}
      onChange={typed}
      onBlur={left}
      disabled={disabled}
      error={Boolean(problem) || error}
      helperText={problem ?? helperText}
      placeholder={t('dateField.format')}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        formHelperText: problem ? { role: 'alert' } : undefined,
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                aria-label={t('dateField.pick', { label })}
                onClick={openPicker}
                disabled={disabled}
                edge="end"
                size="small"
              >
                <EventRounded />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={isoDay(value) ?? ''}
                min={min}
                max={max}
                onChange={(event) => picked(event.target.value)}
                style={HIDDEN_PICKER}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
