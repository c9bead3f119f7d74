import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { readError } from '../lib/graphql-error';

interface Props {
  error: unknown;
  /** What to say when it could not be loaded (a dropped connection says so instead). */
  failed: string;
  onRetry?: () => void;
  sx?: SxProps<Theme>;
}

/** A query that could not be answered: a readable failure and, where it can help, Retry. */
export function LoadFailure({ error, failed, onRetry, sx }: Props) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" sx={sx} action={onRetry && <Button onClick={onRetry}>{t('app.retry')}</Button>}>
      {readError(error).code === 'NETWORK' ? t('app.offline') : failed}
    </Alert>
  );
}
