import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import type { NotificationChannel, NotificationSettingsQuery } from '../../../gql/graphql';
import { readError } from '../../../lib/graphql-error';
import { PushRefused, pushSupport, thisDeviceEndpoint } from '../../../lib/push-device';
import { usePushThisDevice } from '../../../lib/use-push-this-device';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/use-notifications';

type Settings = NotificationSettingsQuery['notificationSettings'];
const CHANNELS: NotificationChannel[] = ['push', 'email', 'none'];
/** An event's words: i18next reads a dot as a nesting, so request.filed is request_filed. */
const eventKey = (event: string) => `setting.notifications.events.${event.replace('.', '_')}` as const;

/**
 * Setting → Notifications (issue 47): push on or off for this browser (the browser's prompt only on
 * that press), how each kind of event reaches the person, and quiet hours. Says how to get pushes on
 * an iPhone (from the home screen) and what to do where the browser was told no.
 */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useNotificationSettings();
  const settings = data?.notificationSettings;
  return (
    <PageLayout title={t('setting.notifications.title')} backTo={paths.setting.href()}>
      <Stack spacing={2}>
        <ThisDevice />
        {!settings && loading && <Typography role="progressbar">{t('app.loading')}</Typography>}
        {!settings && error && (
          <LoadFailure error={error} failed={t('setting.notifications.failed')} onRetry={() => void refetch()} />
        )}
        {settings && <Preferences settings={settings} />}
      </Stack>
    </PageLayout>
  );
}

function ThisDevice() {
  const { t } = useTranslation();
  const push = usePushThisDevice();
  const [support] = useState(pushSupport);
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => {
    void thisDeviceEndpoint().then(
      (endpoint) => setOn(endpoint !== null),
      () => setOn(false),
    );
  }, []);

  const toggle = async () => {
    setBusy(true);
    setResult(null);
    try {
      if (on) await push.turnOff();
      else await push.turnOn();
      setResult({ ok: true, message: on ? t('setting.notifications.pushOff') : t('setting.notifications.pushOn') });
      setOn(!on);
    } catch (failure) {
      setResult({
        ok: false,
        message: failure instanceof PushRefused ? t('setting.notifications.denied') : readError(failure).message,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {t('setting.notifications.thisDevice')}
          </Typography>
          {support === 'ios-install' && <Alert severity="info">{t('setting.notifications.iosInstall')}</Alert>}
          {support === 'unsupported' && <Alert severity="info">{t('setting.notifications.unsupported')}</Alert>}
          {support === 'denied' && <Alert severity="warning">{t('setting.notifications.denied')}</Alert>}
          {support === 'ready' && (
            <>
              <Typography variant="body2">
                {on ? t('setting.notifications.pushOnHere') : t('setting.notifications.pushOffHere')}
              </Typography>
              <Button
                variant={on ? 'outlined' : 'contained'}
                disabled={busy || on === null}
                onClick={() => void toggle()}
              >
                {on ? t('setting.notifications.turnOff') : t('setting.notifications.turnOn')}
              </Button>
            </>
          )}
          {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}

function Preferences({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const [save, { loading }] = useSaveNotificationSettings();
  const [channels, setChannels] = useState(() => new Map(settings.events.map((row) => [row.event, row.channel])));
  const [quietFrom, setQuietFrom] = useState(settings.quietFrom ?? '');
  const [quietUntil, setQuietUntil] = useState(settings.quietUntil ?? '');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const halfQuiet = (quietFrom === '') !== (quietUntil === '');

  const submit = async () => {
    if (halfQuiet) return setResult({ ok: false, message: t('setting.notifications.quietBoth') });
    try {
      await save({
        variables: {
          input: {
            events: [...channels].map(([event, channel]) => ({ event, channel })),
            quietFrom: quietFrom || null,
            quietUntil: quietUntil || null,
          },
        },
      });
      setResult({ ok: true, message: t('setting.notifications.saved') });
    } catch (failure) {
      setResult({ ok: false, message: readError(failure).message });
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), void submit())}>
          <Typography variant="h6" component="h2">
            {t('setting.notifications.howTitle')}
          </Typography>
          <Typography variant="body2">{t('setting.notifications.devices', { count: settings.pushDevices })}</Typography>
          {[...channels].map(([event, channel]) => (
            <TextField
              key={event}
              select
              size="small"
              label={t(eventKey(event), { defaultValue: event })}
              value={channel}
              onChange={(change) =>
                setChannels(new Map(channels).set(event, change.target.value as NotificationChannel))
              }
            >
              {CHANNELS.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`setting.notifications.channels.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          ))}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('setting.notifications.quietTitle')}
          </Typography>
          <Typography variant="body2">
            {settings.remindersIgnoreQuiet
              ? t('setting.notifications.quietIntroReminders')
              : t('setting.notifications.quietIntro')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <TextField
              type="time"
              size="small"
              label={t('setting.notifications.quietFrom')}
              value={quietFrom}
              onChange={(change) => setQuietFrom(change.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={halfQuiet && quietFrom === ''}
              fullWidth
            />
            <TextField
              type="time"
              size="small"
              label={t('setting.notifications.quietUntil')}
              value={quietUntil}
              onChange={(change) => setQuietUntil(change.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={halfQuiet && quietUntil === ''}
              fullWidth
            />
          </Stack>
          {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
          <Button type="submit" variant="contained" disabled={loading}>
            {t('setting.notifications.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
