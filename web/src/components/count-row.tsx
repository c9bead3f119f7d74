import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface Count {
  label: string;
  value: number | undefined;
  /** A palette path, e.g. 'success.main'. */
  color: string;
}

/** A row of labelled counts (Home's month summary, the leave summary); shimmer until they arrive. */
export function CountRow({ counts, loading }: { counts: Count[]; loading: boolean }) {
  return (
    <Stack direction="row">
      {counts.map((count) => (
        <Stack
          key={count.label}
          sx={{ alignItems: 'center', flex: 1 }}
          aria-label={`${count.label} ${count.value ?? ''}`}
        >
          {/* The shimmer sits in the number's own line box, so the row keeps its height when the counts land. */}
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: count.color }}>
            {loading ? <Skeleton animation="wave" width={32} /> : (count.value ?? 0)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {count.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
