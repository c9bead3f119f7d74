import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readError } from '../lib/graphql-error';
import { PushRefused, pushOfferDue, pushOfferAnswered } from '../lib/push-device';
import { usePushThisDevice } from '../lib/use-push-this-device';

type State = { step: 'hidden' | 'offered' | 'busy' } | { step: 'done'; ok: boolean; message: string };

/**
 * Right after a person files a request, pushes are offered once (issue 47): "hear when it is
 * decided". The browser's own prompt comes only from the press on Turn on, never on opening the app;
 * either answer is kept on this phone, so it is not asked again (Setting → Notifications stays).
 */
export function PushOffer() {
  const { t } = useTranslation();
  const push = usePushThisDevice();
  const [state, setState] = useState<State>({ step: 'hidden' });

  useEffect(() => {
    let live = true;
    void pushOfferDue().then((due) => live && due && setState({ step: 'offered' }));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setState({ step: 'busy' });
    pushOfferAnswered();
    try {
      await push.turnOn();
      setState({ step: 'done', ok: true, message: t('setting.notifications.offer.on') });
    } catch (failure) {
      const message =
        failure instanceof PushRefused ? t('setting.notifications.offer.refused') : readError(failure).message;
      setState({ step: 'done', ok: false, message });
    }
  };

  if (state.step === 'hidden') return null;
  if (state.step === 'done') {
    return (
      <Alert severity={state.ok ? 'success' : 'info'} onClose={() => setState({ step: 'hidden' })}>
        {state.message}
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="region" aria-label={t('setting.notifications.offer.title')}>
      <AlertTitle>{t('setting.notifications.offer.title')}</AlertTitle>
      {t('setting.notifications.offer.text')}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="contained" size="small" disabled={state.step === 'busy'} onClick={() => void turnOn()}>
          {t('setting.notifications.offer.turnOn')}
        </Button>
        <Button
          size="small"
          disabled={state.step === 'busy'}
          onClick={() => {
            pushOfferAnswered();
            setState({ step: 'hidden' });
          }}
        >
          {t('setting.notifications.offer.notNow')}
        </Button>
      </Stack>
    </Alert>
  );
}
