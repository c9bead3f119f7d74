import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import DevicesRounded from '@mui/icons-material/DevicesRounded';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { QueryList } from '../../../components/query-list';
import { paths } from '../../../config/paths';
import { readError } from '../../../lib/graphql-error';
import { jakartaDisplayDate, jakartaDisplayTime } from '../../../lib/jakarta';
import { useEndOtherSessions, useEndSession, useMySessions } from '../api/use-devices';
import type { MySessionsQuery } from '../../../gql/graphql';

type DeviceSession = MySessionsQuery['mySessions'][number];

const when = (instant: string) => `${jakartaDisplayDate(instant)} ${jakartaDisplayTime(instant)}`;

/** Why a sign-in ended, in words; unknown reasons say only that it ended. */
const ENDINGS = [
  'logout',
  'relogin',
  'signed_out_elsewhere',
  'password_changed',
  'password_reset',
  'hr_signed_out',
  'deactivated',
  'password_required',
] as const;

/**
 * Setting → Devices: where the person is signed in and where they were lately, so a sign-in that is
 * not theirs stands out; they can sign any other device out, or all of them at once.
 */
export function DevicesScreen() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useMySessions();
  const [endOne, { loading: endingOne }] = useEndSession();
  const [endOthers, { loading: endingOthers }] = useEndOtherSessions();
  const [asking, setAsking] = useState<DeviceSession | 'others' | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const sessions = data?.mySessions;
  const othersLive = sessions?.some((session) => session.live && !session.current) ?? false;

  const run = async () => {
    const target = asking;
    setAsking(null);
    try {
      if (target === 'others') await endOthers();
      else if (target) await endOne({ variables: { id: target.id } });
      setResult({
        ok: true,
        message: target === 'others' ? t('setting.devices.endedOthers') : t('setting.devices.ended'),
      });
    } catch (failure) {
      setResult({ ok: false, message: readError(failure).message });
    }
  };

  /** "Chrome on Android" in the reader's language: the names are the same everywhere, the words between are not. */
  const deviceName = ({ browser, system }: DeviceSession) =>
    browser && system
      ? t('setting.devices.deviceOn', { browser, system })
      : (browser ?? system ?? t('setting.devices.unknownDevice'));

  const status = (session: DeviceSession) => {
    if (session.current) return t('setting.devices.thisDevice');
    if (session.live) return t('setting.devices.signedIn');
    const reason = ENDINGS.find((ending) => ending === session.endReason);
    return reason ? t(`setting.devices.endings.${reason}`) : t('setting.devices.ended');
  };

  return (
    <PageLayout title={t('setting.devices.title')} backTo={paths.setting.href()}>
      <Stack spacing={2}>
        <Typography variant="body2">{t('setting.devices.intro')}</Typography>
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} onClose={() => setResult(null)}>
            {result.message}
          </Alert>
        )}
        <QueryList
          items={sessions}
          loading={loading}
          error={error}
          failed={t('setting.devices.failed')}
          onRetry={() => void refetch()}
          empty={<EmptyState icon={<DevicesRounded />} title={t('setting.devices.empty')} />}
        >
          {(items) => (
            <Stack
              spacing={1}
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label={t('setting.devices.title')}
            >
              {items.map((session) => (
                <Card component="li" key={session.id} variant="outlined">
                  <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Stack sx={{ flex: 1, minWidth: 180 }}>
                      <Typography sx={{ fontWeight: 700 }}>{deviceName(session)}</Typography>
                      <Typography variant="body2">
                        {t('setting.devices.started', { when: when(session.startedAt) })}
                        {session.address ? ` · ${session.address}` : ''}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {session.live
                          ? t('setting.devices.lastSeen', { when: when(session.lastSeenAt) })
                          : session.endedAt && t('setting.devices.endedAt', { when: when(session.endedAt) })}
                      </Typography>
                    </Stack>
                    <Chip
                      size="small"
                      label={status(session)}
                      color={session.current ? 'primary' : session.live ? 'success' : 'default'}
                    />
                    {session.live && !session.current && (
                      <Button size="small" color="error" onClick={() => setAsking(session)} disabled={endingOne}>
                        {t('setting.devices.signOut')}
                      </Button>
                    )}
                  </CardContent>
                </Card>
              ))}
            </Stack>
          )}
        </QueryList>
        <Button
          variant="outlined"
          color="error"
          onClick={() => setAsking('others')}
          disabled={!othersLive || endingOthers}
        >
          {t('setting.devices.signOutOthers')}
        </Button>
      </Stack>
      <ConfirmDialog
        question={
          asking === 'others'
            ? t('setting.devices.confirmOthers')
            : asking
              ? t('setting.devices.confirmOne', { device: deviceName(asking) })
              : null
        }
        confirmLabel={t('setting.devices.signOut')}
        danger
        onConfirm={() => void run()}
        onCancel={() => setAsking(null)}
      />
    </PageLayout>
  );
}
