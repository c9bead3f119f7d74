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
import { useHrSetWage, useHrWages } from '../../api/use-overtime';
import { SettingsCard, useNotice } from '../settings-card';
import { rupiah } from '../../lib/rupiah';

/**
 * Monthly wages for overtime pay (docs/rules.md §13: multiplier-hours × wage / 173): HR enters one by
 * NIK; the recap's pay column and both exports follow. HR's alone (never a supervisor's), audited.
 */
export function WagesCard() {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useHrWages();
  const [setWage, { loading }] = useHrSetWage();
  const [nik, setNik] = useState('');
  const [amount, setAmount] = useState('');
  const [notice, setNotice] = useNotice();
  const wages = data?.hrWages;
  const nikValid = /^\d{1,12}$/.test(nik.trim());
  const digits = amount.replace(/[.,\s]/g, '');
  const amountValid = /^\d{1,13}$/.test(digits) && Number(digits) > 0;

  const change = async (target: number, monthlyWage: number | null) => {
    try {
      const reply = await setWage({ variables: { nik: target, monthlyWage } });
      const wage = reply.data!.hrSetWage.wage;
      setNotice({
        severity: 'success',
        text:
          monthlyWage === null
            ? t('time.wages.removed', { name: wage.name })
            : t('time.wages.saved', { name: wage.name, amount: rupiah(monthlyWage, i18n.language) }),
      });
      if (monthlyWage !== null) {
        setNik('');
        setAmount('');
      }
    } catch (failure) {
      setNotice({ severity: 'error', text: readError(failure).message });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nikValid && amountValid) void change(Number(nik.trim()), Number(digits));
  };

  return (
    <SettingsCard
      id="wages"
      title={t('time.wages.title')}
      hint={t('time.wages.hint')}
      failure={error && !data ? { error, failed: t('time.wages.failed'), onRetry: () => void refetch() } : null}
      notice={notice}
      onNoticeClose={() => setNotice(null)}
      grow
    >
      <>
        {wages && wages.total === 0 && <Typography color="text.secondary">{t('time.wages.none')}</Typography>}
        {wages && wages.items.length > 0 && (
          <List dense aria-labelledby="wages-title">
            {wages.items.map((wage) => (
              <ListItem
                key={wage.nik}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    disabled={loading}
                    aria-label={t('time.wages.removeNamed', { name: wage.name })}
                    onClick={() => void change(wage.nik, null)}
                  >
                    {t('time.wages.remove')}
                  </Button>
                }
              >
                <ListItemText
                  primary={wage.name}
                  secondary={`${wage.nik} · ${rupiah(wage.monthlyWage ?? 0, i18n.language)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Stack component="form" noValidate onSubmit={submit} spacing={1.5} sx={{ alignItems: 'flex-start', mt: 1.5 }}>
          <TextField
            size="small"
            label={t('time.wages.nik')}
            value={nik}
            onChange={(event) => setNik(event.target.value)}
            error={nik !== '' && !nikValid}
            helperText={nik !== '' && !nikValid ? t('time.overtimeRules.nikInvalid') : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
          <TextField
            size="small"
            label={t('time.wages.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={amount !== '' && !amountValid}
            helperText={amount !== '' && !amountValid ? t('time.wages.amountInvalid') : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
          <Button type="submit" variant="outlined" disabled={!nikValid || !amountValid || loading}>
            {t('time.wages.save')}
          </Button>
        </Stack>
      </>
    </SettingsCard>
  );
}
