import PersonOffRounded from '@mui/icons-material/PersonOffRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { QueryList } from '../../../components/query-list';
import { paths } from '../../../config/paths';
import type { LeaveDelegationsQuery } from '../../../gql/graphql';
import { dayRangeLabel } from '../../../i18n/labels';
import { readError } from '../../../lib/graphql-error';
import { displayDay } from '../../../lib/jakarta';
import { useAddLeaveDelegation, useLeaveDelegations, useRemoveLeaveDelegation } from '../api/use-leave-delegations';

type Delegation = LeaveDelegationsQuery['leaveDelegations'][number];

/**
 * Setting → Stand-in (issue 26): a supervisor names a colleague (by NIK) who decides the requests
 * that would reach them from one day to another (dd-mm-yyyy), and sees and removes the ones named.
 */
export function StandInScreen() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useLeaveDelegations();
  const [add, adding] = useAddLeaveDelegation();
  const [remove, removing] = useRemoveLeaveDelegation();
  const [nik, setNik] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [touched, setTouched] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [removingOne, setRemovingOne] = useState<Delegation | null>(null);
  const nikError = touched && !nik.trim() ? t('standIn.nikRequired') : null;
  const fromError = touched && !from ? t('leave.errors.startRequired') : null;
  const toError =
    touched && !to ? t('leave.errors.endRequired') : from && to && to < from ? t('standIn.endBeforeStart') : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!nik.trim() || !from || !to || to < from) return;
    try {
      const { data: saved } = await add({ variables: { nik: nik.trim(), fromDate: from, toDate: to } });
      // The api's name for the NIK: the supervisor sees at once whether it is the colleague they meant.
      setNotice({
        severity: 'success',
        text: t('standIn.saved', {
          name: saved!.addLeaveDelegation.delegation.name,
          from: displayDay(from),
          to: displayDay(to),
        }),
      });
      setNik('');
      setFrom('');
      setTo('');
      setTouched(false);
    } catch (failure) {
      setNotice({ severity: 'error', text: readError(failure).message });
    }
  };
  const confirmRemove = async () => {
    const one = removingOne!;
    setRemovingOne(null);
    try {
      await remove({ variables: { id: one.id } });
      setNotice({ severity: 'success', text: t('standIn.removed') });
    } catch (failure) {
      setNotice({ severity: 'error', text: readError(failure).message });
    }
  };

  return (
    <PageLayout title={t('standIn.title')} backTo={paths.setting.href()}>
      <Stack spacing={2}>
        <Card
          component="form"
          onSubmit={(event: FormEvent) => void save(event)}
          noValidate
          aria-label={t('standIn.title')}
        >
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {t('standIn.intro')}
              </Typography>
              <TextField
                label={t('standIn.nik')}
                value={nik}
                onChange={(event) => setNik(event.target.value)}
                error={!!nikError}
                helperText={nikError}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
                required
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <DateField
                  label={t('standIn.from')}
                  value={from}
                  onChange={setFrom}
                  error={!!fromError}
                  helperText={fromError}
                  required
                  fullWidth
                />
                <DateField
                  label={t('standIn.to')}
                  value={to}
                  onChange={setTo}
                  min={from || undefined}
                  error={!!toError}
                  helperText={toError}
                  required
                  fullWidth
                />
              </Stack>
              {notice && (
                <Alert severity={notice.severity} onClose={() => setNotice(null)}>
                  {notice.text}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" disabled={adding.loading}>
                {adding.loading ? t('standIn.saving') : t('standIn.save')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="stand-in-list-title">
          <Typography id="stand-in-list-title" component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>
            {t('standIn.listTitle')}
          </Typography>
          <QueryList
            items={data?.leaveDelegations}
            loading={loading}
            error={error}
            failed={t('standIn.failed')}
            onRetry={() => void refetch()}
            empty={
              <EmptyState
                icon={<PersonOffRounded fontSize="large" aria-hidden />}
                title={t('standIn.empty')}
                hint={t('standIn.emptyHint')}
              />
            }
          >
            {(delegations) => (
              <List aria-labelledby="stand-in-list-title">
                {delegations.map((one, index) => (
                  <ListItem
                    key={one.id}
                    divider={index < delegations.length - 1}
                    secondaryAction={
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setRemovingOne(one)}
                        aria-label={t('standIn.removeFor', { name: one.name })}
                      >
                        {t('standIn.remove')}
                      </Button>
                    }
                  >
                    <ListItemText
                      primary={`${one.name} · ${one.nik}`}
                      secondary={dayRangeLabel(t, displayDay(one.fromDate), displayDay(one.toDate))}
                      slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                      sx={{ pr: 10 }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </QueryList>
        </Card>
      </Stack>
      <ConfirmDialog
        question={
          removingOne
            ? t('standIn.removeQuestion', {
                name: removingOne.name,
                from: displayDay(removingOne.fromDate),
                to: displayDay(removingOne.toDate),
              })
            : null
        }
        confirmLabel={t('standIn.remove')}
        danger
        busy={removing.loading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemovingOne(null)}
      />
    </PageLayout>
  );
}
