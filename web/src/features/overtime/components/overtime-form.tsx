import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../components/alert-dialog';
import { DateField } from '../../../components/date-field';
import { apiReplyText } from '../../../i18n/api-text';
import { displayDay, jakartaDay } from '../../../lib/jakarta';
import { useSubmit } from '../../../lib/use-submit';
import { useAskOvertime, useOvertimeShift } from '../api/use-overtime';
import { defaultWindow, endDateOf } from '../lib/window';

/**
 * The staff's request: a window of real instants (issue 45) — the day it starts, from and until (an
 * until not after the from is the next morning's, and the form says which day), the reason, and the
 * consent tap (PP 35/2021 art. 28). With `nik`, a supervisor's order for that team member, who agrees
 * to it themself (no consent tap). The api checks the limits. Until the person changes the times, the
 * window offered starts when the day's shift ends (lib/window.ts `defaultWindow`).
 */
export function OvertimeForm({ onSent, nik }: { onSent: () => void; nik?: number }) {
  const { t } = useTranslation();
  const [ask] = useAskOvertime();
  const { submit, busy, alert, setAlert, closeAlert } = useSubmit();
  const [date, setDate] = useState(() => jakartaDay(Date.now()));
  const [start, setStart] = useState('17:00');
  const [end, setEnd] = useState('19:00');
  // Times the person typed are theirs: a new day's shift no longer moves them.
  const [typed, setTyped] = useState(false);
  const shift = useOvertimeShift(date, nik).data?.overtimeShift;
  useEffect(() => {
    if (!shift || typed || shift.date !== date) return;
    const offered = defaultWindow(shift);
    setStart(offered.start);
    setEnd(offered.end);
  }, [shift, typed, date]);
  const [reason, setReason] = useState('');
  const [consent, setConsent] = useState(false);
  const endDay = endDateOf(date, start, end);

  const send = () =>
    submit(async () => {
      await ask({
        variables: {
          input: nik === undefined ? { date, start, end, reason, consent } : { nik, date, start, end, reason },
        },
      });
      setReason('');
      setConsent(false);
      setAlert({ status: 'success', message: apiReplyText('Overtime request submitted') });
      onSent();
    });

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      aria-label={t('overtime.form.title')}
    >
      <DateField label={t('overtime.form.date')} value={date} onChange={setDate} />
      <Stack direction="row" spacing={1.5}>
        <TextField
          type="time"
          label={t('overtime.form.start')}
          value={start}
          onChange={(event) => {
            setTyped(true);
            setStart(event.target.value);
          }}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="time"
          label={t('overtime.form.end')}
          value={end}
          onChange={(event) => {
            setTyped(true);
            setEnd(event.target.value);
          }}
          // An end not after the start is the next morning's (a night shift's overtime): said, so the window is plain.
          helperText={endDay === date ? undefined : t('overtime.form.nextDay', { date: displayDay(endDay) })}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField
        label={t('overtime.form.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
      />
      {nik === undefined && (
        <FormControlLabel
          control={<Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />}
          label={t('overtime.form.consent')}
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('overtime.form.send')}
      </Button>
      <AlertDialog alert={alert} onClose={closeAlert} />
    </Stack>
  );
}
