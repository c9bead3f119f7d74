import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session-store';
import { readError } from '../../../lib/graphql-error';
import { displayDay } from '../../../lib/jakarta';
import { useAnswerShiftSwap, useAskShiftSwap, useDecideShiftSwap, useShiftSwaps, useSwapTeam } from '../api/use-swaps';

/** /swaps (issue 25): ask a teammate to swap shifts on a day; answer one asked of you; a supervisor approves or rejects. */
export function SwapsScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [day, setDay] = useState('');
  const [colleague, setColleague] = useState('');
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const team = useSwapTeam(day);
  const swaps = useShiftSwaps();
  const [ask, asking] = useAskShiftSwap();
  const [answer] = useAnswerShiftSwap();
  const [decide] = useDecideShiftSwap();
  const run = async (
    action: () => Promise<unknown>,
    done: 'asked' | 'accepted' | 'declined' | 'approved' | 'rejected',
  ) => {
    try {
      await action();
      setNotice({ severity: 'success', text: t(`swap.done.${done}`) });
    } catch (failure) {
      setNotice({ severity: 'error', text: readError(failure).message });
    }
  };
  return (
    <PageLayout title={t('swap.title')} backTo={paths.home.href()}>
      <Stack spacing={2}>
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        <Stack spacing={1.5} component="section" aria-label={t('swap.ask')}>
          <Typography variant="h6" component="h2">
            {t('swap.ask')}
          </Typography>
          <DateField
            label={t('swap.day')}
            value={day}
            onChange={(next) => {
              setDay(next);
              setColleague('');
            }}
          />
          {/* A long name and shift wrap, in the list and once chosen, rather than lose the shift off a phone's edge. */}
          <TextField
            select
            label={t('swap.colleague')}
            value={colleague}
            onChange={(event) => setColleague(event.target.value)}
            disabled={!day || !team.data}
            sx={{ '& .MuiInputBase-input.MuiSelect-select': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
          >
            {(team.data?.swapTeam ?? []).map((mate) => (
              <MenuItem
                key={mate.nik}
                value={String(mate.nik)}
                sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
              >{`${mate.name} · ${mate.shift ?? t('swap.noShift')}`}</MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={!day || !colleague || asking.loading}
            onClick={() => void run(() => ask({ variables: { day, colleagueNik: Number(colleague) } }), 'asked')}
          >
            {t('swap.send')}
          </Button>
        </Stack>
        <Stack spacing={1} component="section" aria-label={t('swap.list')}>
          <Typography variant="h6" component="h2">
            {t('swap.list')}
          </Typography>
          {swaps.data?.shiftSwaps.length === 0 && <Typography color="text.secondary">{t('swap.none')}</Typography>}
          {swaps.data?.shiftSwaps.map((swap) => {
            const mine = String(swap.requesterNik) === String(user?.nik);
            const askedOfMe = String(swap.colleagueNik) === String(user?.nik);
            return (
              <Card
                key={swap.id}
                variant="outlined"
                aria-label={`${displayDay(swap.day)} ${swap.requesterName} ↔ ${swap.colleagueName}`}
              >
                <CardContent sx={{ pb: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{displayDay(swap.day)}</Typography>
                  <Typography variant="body2">{`${swap.requesterName} ↔ ${swap.colleagueName}`}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`swap.status.${swap.status}`)}
                  </Typography>
                </CardContent>
                <CardActions>
                  {askedOfMe && swap.status === 'ASKED' && (
                    <>
                      <Button
                        onClick={() => void run(() => answer({ variables: { id: swap.id, accept: true } }), 'accepted')}
                      >
                        {t('swap.accept')}
                      </Button>
                      <Button
                        color="error"
                        onClick={() =>
                          void run(() => answer({ variables: { id: swap.id, accept: false } }), 'declined')
                        }
                      >
                        {t('swap.decline')}
                      </Button>
                    </>
                  )}
                  {!mine && !askedOfMe && swap.status === 'ACCEPTED' && (
                    <>
                      <Button
                        onClick={() =>
                          void run(() => decide({ variables: { id: swap.id, approve: true } }), 'approved')
                        }
                      >
                        {t('swap.approve')}
                      </Button>
                      <Button
                        color="error"
                        onClick={() =>
                          void run(() => decide({ variables: { id: swap.id, approve: false } }), 'rejected')
                        }
                      >
                        {t('swap.reject')}
                      </Button>
                    </>
                  )}
                </CardActions>
              </Card>
            );
          })}
        </Stack>
      </Stack>
    </PageLayout>
  );
}
