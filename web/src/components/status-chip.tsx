import Chip from '@mui/material/Chip';
import { statusColor } from '../lib/status-color';

/** A leave or inbox status, coloured by rules §4's rule (Approved and Success alike). */
export function StatusChip({ status, label }: { status: string; label: string }) {
  return <Chip size="small" label={label} color={statusColor(status)} variant="outlined" sx={{ fontWeight: 600 }} />;
}
