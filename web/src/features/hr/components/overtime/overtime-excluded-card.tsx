import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readError } from '../../../../lib/graphql-error';
import { SettingsCard, useNotice } from '../settings-card';
import { useHrOvertimeSettings, useHrSetOvertimeExcluded } from '../../api/use-overtime';

/**
 * The people excluded from overtime (PP 35/2021 art. 27: positions whose working time cannot be
 * limited): HR adds one by NIK and includes them again with one press; each change is audited.
 */
export function OvertimeExcludedCard() {
  const { t } = useTranslation();
  const { data, error, refetch } = useHrOvertimeSettings();
  const [setExcluded, { loading }] = useHrSetOvertimeExcluded();
  const [nik, setNik] = useState('');
  const [notice, setNotice] = useNotice();
  const people = data?.hrOvertimeSettings.excluded;
  const valid = /^\d{1,12}$/.test(nik.trim());

  const change = async (target: number, excluded: boolean) => {
    try {
      const reply = await setExcluded({ variables: { nik: target, excluded } });
      const settings = reply.data!.hrSetOvertimeExcluded.settings;
      const name =
        settings.excluded.find((person) => person.nik === target)?.name ??
        people?.find((person) => person.nik === target)?.name ??
        String(target);
      setNotice({
        severity: 'success',
        text: t(excluded ? 'time.overtimeRules.excludedSaved' : 'time.overtimeRules.includedSaved', { name }),
      });
      if (excluded) setNik('');
    } catch (failure) {
      setNotice({ severity: 'error', text: readError(failure).message });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) void change(Number(nik.trim()), true);
  };

  return (
    <SettingsCard
      id="overtime-excluded"
      title={t('time.overtimeRules.excludedTitle')}
      hint={t('time.overtimeRules.excludedHint')}
      failure={error && !data ? { error, failed: t('time.overtimeRules.failed'), onRetry: () => void refetch() } : null}
      notice={notice}
      onNoticeClose={() => setNotice(null)}
      grow
    >
      <>
        {people && people.length === 0 && (
          <Typography color="text.secondary">{t('time.overtimeRules.excludedNone')}</Typography>
        )}
        {people && people.length > 0 && (
          <List dense aria-labelledby="overtime-excluded-title">
            {people.map((person) => (
              <ListItem
                key={person.nik}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    disabled={loading}
                    aria-label={t('time.overtimeRules.includeNamed', { name: person.name })}
                    onClick={() => void change(person.nik, false)}
                  >
                    {t('time.overtimeRules.include')}
                  </Button>
                }
              >
                <ListItemText
                  primary={person.name}
                  secondary={[person.nik, person.department].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Stack component="form" noValidate onSubmit={submit} spacing={1.5} sx={{ alignItems: 'flex-start', mt: 1.5 }}>
          <TextField
            size="small"
            label={t('time.overtimeRules.excludeNik')}
            value={nik}
            onChange={(event) => setNik(event.target.value)}
            error={nik !== '' && !valid}
            helperText={nik !== '' && !valid ? t('time.overtimeRules.nikInvalid') : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
          <Button type="submit" variant="outlined" disabled={!valid || loading}>
            {t('time.overtimeRules.exclude')}
          </Button>
        </Stack>
      </>
    </SettingsCard>
  );
}
