import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from './load-failure';

interface Props<T> {
  items: readonly T[] | undefined;
  loading: boolean;
  error: unknown;
  /** What to say when the list could not be loaded (a dropped connection says so instead). */
  failed: string;
  empty: ReactNode;
  onRetry?: () => void;
  rowHeight?: number;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * The four states of a fetched list, the same on every screen: a shimmer while the first answer is
 * on its way, a readable failure with a retry, an empty state, and the items. Items already shown
 * stay when a later refresh fails.
 */
export function QueryList<T>({ items, loading, error, failed, empty, onRetry, rowHeight = 56, children }: Props<T>) {
  const { t } = useTranslation();
  if (!items && loading) {
    return (
      <Stack spacing={1} sx={{ p: 2 }} role="progressbar" aria-label={t('app.loading')} aria-busy>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" animation="wave" height={rowHeight} />
        ))}
      </Stack>
    );
  }
  if (!items && error) return <LoadFailure error={error} failed={failed} onRetry={onRetry} sx={{ m: 2 }} />;
  if (!items || items.length === 0) return empty;
  return children(items);
}
