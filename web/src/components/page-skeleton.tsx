import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { messages } from '../i18n/messages';

/** The shimmer placeholder screens show while they load (spec 2). */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Box role="progressbar" aria-label={messages.app.loading} aria-busy sx={{ p: 2 }}>
      <Skeleton variant="rounded" animation="wave" height={120} sx={{ mb: 2 }} />
      <Stack spacing={1.5}>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" animation="wave" height={56} />
        ))}
      </Stack>
    </Box>
  );
}
