import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readError } from '../../../../lib/graphql-error';
import { SettingsCard, useNotice } from '../settings-card';
import { useHrOvertimeSettings, useHrSaveOvertimeSettings } from '../../api/use-overtime';

const ROUNDINGS = [0, 15, 30, 60] as const;
const WEEKDAYS = [1, 2, 3, 4, 5, 6] as const;
/** The select's value for "no shortest day" (an empty value would leave its label floating over nothing). */
const NONE = 'none';

interface Rules {
  rounding: number;
  shortest: number | null;
  /** The company closes on cuti bersama (off, the strict reading: worked, it is an ordinary working day). */
  closed: boolean;
  /** Take art. 79(2)(a)'s break out of a rest day's continuous work (off, the strict reading: what is clocked counts). */
  breaks: boolean;
}

/**
 * The company's overtime rules (docs/rules.md §13): the rounding before the tiers, the shortest working
 * day of a 6-day week (a national holiday on it is paid by art. 31(2)(b)), and the two choices the law
 * leaves to the company (issue 45). Saved together, audited.
 */
export function OvertimeRulesCard() {
  const { t } = useTranslation();
  const { data, error, refetch } = useHrOvertimeSettings();
  const [save, { loading }] = useHrSaveOvertimeSettings();
  const current = data?.hrOvertimeSettings;
  const [typed, setTyped] = useState<Rules | null>(null);
  const [notice, setNotice] = useNotice();
  const saved: Rules | null = current
    ? {
        rounding: current.roundingMinutes,
        shortest: current.shortestWeekday ?? null,
        closed: current.cutiBersamaClosed,
        breaks: current.restDayBreak,
      }
    : null;
  const value = typed ?? saved;
  const changed =
    !!value && !!saved && (Object.keys(saved) as (keyof Rules)[]).some((key) => value[key] !== saved[key]);
  const change = (part: Partial<Rules>) => value && setTyped({ ...value, ...part });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    try {
      await save({
        variables: {
          roundingMinutes: value.rounding,
          shortestWeekday: value.shortest,
          cutiBersamaClosed: value.closed,
          restDayBreak: value.breaks,
        },
      });
      setTyped(null);
      setNotice({ severity: 'success', text: t('time.overtimeRules.saved') });
    } catch (failure) {
      setNotice({ severity: 'error', text: readError(failure).message });
    }
  };

  return (
    <SettingsCard
      id="overtime-rules"
      title={t('time.overtimeRules.title')}
      hint={t('time.overtimeRules.hint')}
      failure={error && !data ? { error, failed: t('time.overtimeRules.failed'), onRetry: () => void refetch() } : null}
      notice={notice}
      onNoticeClose={() => setNotice(null)}
      grow
    >
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
        <TextField
          select
          size="small"
          label={t('time.overtimeRules.rounding')}
          value={value ? String(value.rounding) : ''}
          disabled={!value}
          onChange={(event) => change({ rounding: Number(event.target.value) })}
        >
          {ROUNDINGS.map((minutes) => (
            <MenuItem key={minutes} value={String(minutes)}>
              {minutes === 0
                ? t('time.overtimeRules.roundingNone')
                : t('time.overtimeRules.roundingBlocks', { minutes })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('time.overtimeRules.shortest')}
          helperText={t('time.overtimeRules.shortestHint')}
          value={value ? String(value.shortest ?? NONE) : ''}
          disabled={!value}
          onChange={(event) => change({ shortest: event.target.value === NONE ? null : Number(event.target.value) })}
        >
          <MenuItem value={NONE}>{t('time.overtimeRules.shortestNone')}</MenuItem>
          {WEEKDAYS.map((day) => (
            <MenuItem key={day} value={String(day)}>
              {t(`time.weekdays.${day}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={value?.closed ?? false}
              disabled={!value}
              onChange={(event) => change({ closed: event.target.checked })}
            />
          }
          label={t('time.overtimeRules.cutiBersamaClosed')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={value?.breaks ?? false}
              disabled={!value}
              onChange={(event) => change({ breaks: event.target.checked })}
            />
          }
          label={t('time.overtimeRules.restDayBreak')}
        />
        <Button type="submit" variant="contained" disabled={!changed || loading} sx={{ alignSelf: 'flex-start' }}>
          {t('time.overtimeRules.save')}
        </Button>
      </Stack>
    </SettingsCard>
  );
}
