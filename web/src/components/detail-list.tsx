import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface DetailRow {
  label: string;
  value: string;
  /** Takes the whole width when the list has two columns (a name, a reason). */
  wide?: boolean;
}

/** Read-only fields as a definition list: a small label above each value, in one or two columns. */
export function DetailList({ rows, columns = 1 }: { rows: DetailRow[]; columns?: 1 | 2 }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.5, columnGap: 2, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ gridColumn: row.wide ? '1 / -1' : undefined }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
