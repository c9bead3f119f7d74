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
  const problem = readError(error);
  // The api refused what was asked (a month that has not started yet): its words say why, and
  // asking again would get the same answer.
  if (problem.code === 'BAD_USER_INPUT')
    return (
      <Alert severity="info" sx={sx}>
        {problem.message}
      </Alert>
    );
  return (
    <Alert severity="error" sx={sx} action={onRetry && <Button onClick={onRetry}>{t('app.retry')}</Button>}>
      {problem.code === 'NETWORK' ? t('app.offline') : failed}
    </Alert>
  );
}
