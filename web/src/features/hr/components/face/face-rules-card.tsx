import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readError } from '../../../../lib/graphql-error';
import { useHrSaveFaceSettings } from '../../api/use-face';
import type { HrFaceFieldsFragment } from '../../gql/graphql';
import { SettingsCard, useNotice } from '../settings-card';

type Settings = HrFaceFieldsFragment['settings'];

/** A similarity (0-1) as HR reads it: a whole percent. */
const percent = (similarity: number) => String(Math.round(similarity * 100));
const wholePercent = (text: string) => /^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= 100;
const wholeDays = (text: string) => /^\d{1,4}$/.test(text) && Number(text) <= 3650;

/** The form, drawn once the rules have loaded, starting from them. */
function RulesForm({
  settings,
  onSaved,
  onFailed,
}: {
  settings: Settings;
  onSaved: () => void;
  onFailed: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [save, { loading }] = useHrSaveFaceSettings();
  const [on, setOn] = useState(settings.faceCheck);
  const [match, setMatch] = useState(percent(settings.matchThreshold));
  const [uncertain, setUncertain] = useState(percent(settings.uncertainThreshold));
  const [keepFrames, setKeepFrames] = useState(settings.keepFrames);
  const [days, setDays] = useState(String(settings.retentionDays));
  const valid = wholePercent(match) && wholePercent(uncertain) && wholeDays(days);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      await save({
        variables: {
          input: {
            faceCheck: on,
            matchThreshold: Number(match) / 100,
            uncertainThreshold: Number(uncertain) / 100,
            keepFrames,
            retentionDays: Number(days),
          },
        },
      });
      onSaved();
    } catch (failure) {
      onFailed(readError(failure).message);
    }
  };

  const number = { inputMode: 'numeric' as const, step: 1 };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <FormControlLabel
        control={<Switch checked={on} onChange={(event) => setOn(event.target.checked)} />}
        label={t('hr.face.rules.on')}
      />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="number"
          label={t('hr.face.rules.match')}
          value={match}
          onChange={(event) => setMatch(event.target.value)}
          error={!wholePercent(match)}
          helperText={wholePercent(match) ? t('hr.face.rules.matchHint') : t('hr.face.rules.invalid')}
          slotProps={{ htmlInput: { ...number, min: 1, max: 100 } }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
        <TextField
          size="small"
          type="number"
          label={t('hr.face.rules.uncertain')}
          value={uncertain}
          onChange={(event) => setUncertain(event.target.value)}
          error={!wholePercent(uncertain)}
          helperText={wholePercent(uncertain) ? t('hr.face.rules.uncertainHint') : t('hr.face.rules.invalid')}
          slotProps={{ htmlInput: { ...number, min: 1, max: 100 } }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
        <TextField
          size="small"
          type="number"
          label={t('hr.face.rules.retention')}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={!wholeDays(days)}
          helperText={wholeDays(days) ? undefined : t('hr.face.rules.invalidDays')}
          slotProps={{ htmlInput: { ...number, min: 0, max: 3650 } }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
      </Stack>
      <FormControlLabel
        control={<Switch checked={keepFrames} onChange={(event) => setKeepFrames(event.target.checked)} />}
        label={t('hr.face.rules.keepFrames')}
      />
      <Button type="submit" variant="contained" disabled={!valid || loading} sx={{ alignSelf: 'flex-start' }}>
        {t('hr.face.rules.save')}
      </Button>
    </Stack>
  );
}

/**
 * The company's face check rules (issue 49): on or off, the two thresholds, keeping the enrolment
 * pictures, and how long a template outlives the employment. Saved together, audited by the api.
 */
export function FaceRulesCard(props: {
  settings: Settings | undefined;
  error: Error | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const [notice, setNotice] = useNotice();
  return (
    <SettingsCard
      id="face-rules"
      title={t('hr.face.rules.title')}
      hint={t('hr.face.rules.hint')}
      failure={
        props.error && !props.settings
          ? { error: props.error, failed: t('hr.face.rules.failed'), onRetry: props.onRetry }
          : null
      }
      notice={notice}
      onNoticeClose={() => setNotice(null)}
    >
      {props.settings && (
        <RulesForm
          settings={props.settings}
          onSaved={() => setNotice({ severity: 'success', text: t('hr.face.rules.saved') })}
          onFailed={(text) => setNotice({ severity: 'error', text })}
        />
      )}
    </SettingsCard>
  );
}
