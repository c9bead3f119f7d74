import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The shimmer placeholder screens show while they load (rules §2). */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Box role="progressbar" aria-label={t('app.loading')} aria-busy sx={{ p: 2 }}>
      <Skeleton variant="rounded" animation="wave" height={120} sx={{ mb: 2 }} />
      <Stack spacing={1.5}>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" animation="wave" height={56} />
        ))}
      </Stack>
    </Box>
  );
}
