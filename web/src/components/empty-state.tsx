import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing: an icon, a line, and a hint of what would appear. */
export function EmptyState({ icon, title, hint }: { icon: ReactNode; title: string; hint?: string }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 4, px: 2, color: 'text.secondary', textAlign: 'center' }}>
      {icon}
      <Typography>{title}</Typography>
      {hint && <Typography variant="body2">{hint}</Typography>}
    </Stack>
  );
}
