import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readError } from '../../../../lib/graphql-error';
import { SettingsCard, useNotice } from '../settings-card';
import { useHrNotificationSettings, useHrSaveNotificationSettings } from '../../api/use-time-rules';

/** The api's limits (api/src/reminders/settings.ts): a reminder waits at most 12 hours, an e-mail at most a week. */
const MAX_REMIND_MINUTES = 720;
const MAX_EMAIL_AFTER_MINUTES = 10_080;

/** What the form holds: text as typed; an empty field is off (null). */
interface Typed {
  clockIn: string;
  clockOut: string;
  digest: string;
  ignoreQuiet: boolean;
  emailAfter: string;
}

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

/** An empty field is null; a whole number in [min, max] is itself; anything else is invalid (undefined). */
function minutesOf(value: string, min: number, max: number): number | null | undefined {
  if (value.trim() === '') return null;
  if (!/^\d+$/.test(value.trim())) return undefined;
  const minutes = Number(value);
  return minutes >= min && minutes <= max ? minutes : undefined;
}
const timeOf = (value: string): string | null | undefined =>
  value.trim() === '' ? null : /^([01]\d|2[0-3]):[0-5]\d$/.test(value.trim()) ? value.trim() : undefined;

/**
 * The company's reminders (issue 47, docs/reminders-and-announcements.md): minutes after a shift's
 * start and end, the approvers' morning digest, whether reminders ring through quiet hours, and when
 * an unopened push about something waiting is followed by an e-mail. Saved at once, audited by the api.
 */
export function RemindersCard() {
  const { t } = useTranslation();
  const { data, error, refetch } = useHrNotificationSettings();
  const [save, { loading }] = useHrSaveNotificationSettings();
  const [typed, setTyped] = useState<Typed | null>(null);
  const [notice, setNotice] = useNotice();
  const current = data?.hrNotificationSettings;
  const form: Typed | null =
    typed ??
    (current
      ? {
          clockIn: text(current.remindClockInMinutes),
          clockOut: text(current.remindClockOutMinutes),
          digest: text(current.digestTime),
          ignoreQuiet: current.remindersIgnoreQuiet,
          emailAfter: text(current.notifyEmailAfterMinutes),
        }
      : null);
  const clockIn = form ? minutesOf(form.clockIn, 0, MAX_REMIND_MINUTES) : undefined;
  const clockOut = form ? minutesOf(form.clockOut, 0, MAX_REMIND_MINUTES) : undefined;
  const digest = form ? timeOf(form.digest) : undefined;
  const emailAfter = form ? minutesOf(form.emailAfter, 1, MAX_EMAIL_AFTER_MINUTES) : undefined;
  const valid =
    form !== null &&
    clockIn !== undefined &&
    clockOut !== undefined &&
    digest !== undefined &&
    emailAfter !== undefined;
  const change = (patch: Partial<Typed>) => form && setTyped({ ...form, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      await save({
        variables: {
          input: {
            remindClockInMinutes: clockIn,
            remindClockOutMinutes: clockOut,
            digestTime: digest,
            remindersIgnoreQuiet: form.ignoreQuiet,
            notifyEmailAfterMinutes: emailAfter,
          },
        },
      });
      setTyped(null);
      setNotice({ severity: 'success', text: t('time.reminders.saved') });
    } catch (failure) {
      setNotice({ severity: 'error', text: readError(failure).message });
    }
  };

  const minutesField = (
    field: 'clockIn' | 'clockOut' | 'emailAfter',
    parsed: number | null | undefined,
    label: string,
    hint: string,
    invalid: string,
  ) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={form?.[field] ?? ''}
      disabled={!form}
      onChange={(event) => change({ [field]: event.target.value })}
      error={form !== null && parsed === undefined}
      helperText={form !== null && parsed === undefined ? invalid : hint}
      slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
      sx={{ width: '100%', maxWidth: 460 }}
    />
  );

  return (
    <SettingsCard
      id="reminders"
      title={t('time.reminders.title')}
      hint={t('time.reminders.hint')}
      failure={error && !data ? { error, failed: t('time.reminders.failed'), onRetry: () => void refetch() } : null}
      notice={notice}
      onNoticeClose={() => setNotice(null)}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        spacing={1.5}
        sx={{ alignItems: 'flex-start' }}
      >
        {minutesField(
          'clockIn',
          clockIn,
          t('time.reminders.clockIn'),
          t('time.reminders.off'),
          t('time.reminders.invalidMinutes'),
        )}
        {minutesField(
          'clockOut',
          clockOut,
          t('time.reminders.clockOut'),
          t('time.reminders.off'),
          t('time.reminders.invalidMinutes'),
        )}
        <TextField
          size="small"
          label={t('time.reminders.digest')}
          placeholder="07:30"
          value={form?.digest ?? ''}
          disabled={!form}
          onChange={(event) => change({ digest: event.target.value })}
          error={form !== null && digest === undefined}
          helperText={
            form !== null && digest === undefined ? t('time.reminders.invalidTime') : t('time.reminders.digestHint')
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: '100%', maxWidth: 460 }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={form?.ignoreQuiet ?? true}
              disabled={!form}
              onChange={(event) => change({ ignoreQuiet: event.target.checked })}
            />
          }
          label={t('time.reminders.ignoreQuiet')}
        />
        {minutesField(
          'emailAfter',
          emailAfter,
          t('time.reminders.emailAfter'),
          t('time.reminders.emailAfterHint'),
          t('time.reminders.invalidEmailAfter'),
        )}
        <Button type="submit" variant="contained" disabled={!valid || loading || typed === null}>
          {t('time.reminders.save')}
        </Button>
      </Stack>
    </SettingsCard>
  );
}
