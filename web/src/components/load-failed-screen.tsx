import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isChunkLoadFailure } from '../lib/load-failure-kind';

interface Props {
  error: unknown;
  /** Loads the page again (a lazy part that failed once stays failed until then); the tests pass their own. */
  onRetry?: () => void;
}

/** In place of a screen that could not be loaded or drawn: what happened, and Retry. */
export function LoadFailedScreen({ error, onRetry = () => window.location.reload() }: Props) {
  const { t } = useTranslation();
  const notLoaded = isChunkLoadFailure(error);
  return (
    <Stack
      role="alert"
      spacing={2}
      sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}
    >
      <CloudOffRounded color="action" sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="h1" variant="h6">
        {notLoaded ? t('app.partNotLoaded') : t('app.partFailed')}
      </Typography>
      <Typography color="text.secondary">{notLoaded ? t('app.partNotLoadedHint') : t('app.partFailedHint')}</Typography>
      <Button variant="contained" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </Stack>
  );
}
