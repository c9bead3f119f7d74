import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readError } from '../../../../lib/graphql-error';
import { SettingsCard, useNotice } from '../settings-card';
import { useHrCorrectionSettings, useHrSaveCorrectionSettings } from '../../api/use-time-rules';

/** The widest window the api takes: a month of calendar days (docs/rules.md §9). */
const MAX_DAYS = 31;
/** The latest monthly cut-off day: one every month has. */
const MAX_CUTOFF = 28;
type Mode = 'days' | 'cutoff';

/**
 * The company's correction window (issue 25): how many calendar days back an employee may ask to
 * correct a clocking; 1 (yesterday to now) until HR sets another. Saved at once, audited by the api.
 */
export function CorrectionWindowCard() {
  const { t } = useTranslation();
  const { data, error, refetch } = useHrCorrectionSettings();
  const [save, { loading }] = useHrSaveCorrectionSettings();
  const [typed, setTyped] = useState<string | null>(null);
  const [typedCutoff, setTypedCutoff] = useState<string | null>(null);
  const [chosenMode, setMode] = useState<Mode | null>(null);
  const [notice, setNotice] = useNotice();
  const current = data?.hrCorrectionSettings.windowDays;
  const currentCutoff = data?.hrCorrectionSettings.cutoffDay ?? null;
  const mode: Mode = chosenMode ?? (currentCutoff !== null ? 'cutoff' : 'days');
  const value = typed ?? (current === undefined ? '' : String(current));
  const cutoffValue = typedCutoff ?? (currentCutoff === null ? '25' : String(currentCutoff));
  const days = Number(value);
  const cutoff = Number(cutoffValue);
  const valid =
    mode === 'days'
      ? /^\d+$/.test(value) && days >= 1 && days <= MAX_DAYS
      : /^\d+$/.test(cutoffValue) && cutoff >= 1 && cutoff <= MAX_CUTOFF;
  const unchanged = mode === 'days' ? days === current && currentCutoff === null : cutoff === currentCutoff;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      const reply = await save({
        variables:
          mode === 'days' ? { windowDays: days, cutoffDay: null } : { windowDays: current ?? 1, cutoffDay: cutoff },
      });
      const saved = reply.data!.hrSaveCorrectionSettings.settings;
      setTyped(null);
      setTypedCutoff(null);
      setMode(null);
      setNotice({
        severity: 'success',
        text:
          saved.cutoffDay != null
            ? t('time.correctionWindow.savedCutoff', { day: saved.cutoffDay })
            : t('time.correctionWindow.saved', { count: saved.windowDays }),
      });
    } catch (failure) {
      setNotice({ severity: 'error', text: readError(failure).message });
    }
  };

  return (
    <SettingsCard
      id="correction-window"
      title={t('time.correctionWindow.title')}
      hint={t('time.correctionWindow.hint')}
      failure={
        error && !data ? { error, failed: t('time.correctionWindow.failed'), onRetry: () => void refetch() } : null
      }
      notice={notice}
      onNoticeClose={() => setNotice(null)}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1.5 }}
      >
        <TextField
          select
          size="small"
          label={t('time.correctionWindow.mode')}
          value={mode}
          disabled={current === undefined}
          onChange={(event) => setMode(event.target.value as Mode)}
          sx={{ width: 240 }}
        >
          <MenuItem value="days">{t('time.correctionWindow.modes.days')}</MenuItem>
          <MenuItem value="cutoff">{t('time.correctionWindow.modes.cutoff')}</MenuItem>
        </TextField>
        {mode === 'cutoff' ? (
          <TextField
            size="small"
            type="number"
            label={t('time.correctionWindow.cutoffDay')}
            value={cutoffValue}
            onChange={(event) => setTypedCutoff(event.target.value)}
            error={cutoffValue !== '' && !valid}
            helperText={
              cutoffValue !== '' && !valid
                ? t('time.correctionWindow.invalidCutoff')
                : t('time.correctionWindow.cutoffHint', { day: cutoffValue || '25' })
            }
            slotProps={{ htmlInput: { min: 1, max: MAX_CUTOFF, step: 1, inputMode: 'numeric' } }}
            sx={{ width: 260 }}
          />
        ) : (
          <TextField
            size="small"
            type="number"
            label={t('time.correctionWindow.days')}
            value={value}
            disabled={current === undefined}
            onChange={(event) => setTyped(event.target.value)}
            error={value !== '' && !valid}
            helperText={value !== '' && !valid ? t('time.correctionWindow.invalid') : undefined}
            slotProps={{ htmlInput: { min: 1, max: MAX_DAYS, step: 1, inputMode: 'numeric' } }}
            sx={{ width: 160 }}
          />
        )}
        <Button type="submit" variant="contained" disabled={!valid || loading || unchanged}>
          {t('time.correctionWindow.save')}
        </Button>
      </Stack>
    </SettingsCard>
  );
}
