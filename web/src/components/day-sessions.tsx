import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** What a half of a pair not clocked (yet) shows, as the log's missing half does. */
const MISSING_TIME = '--:--';

/** One in/out pair of a day, as the viewer reads it (HH:mm, Jakarta); a half not clocked (yet) is null. */
export interface DayPair {
  in?: string | null;
  out?: string | null;
}

/** The words of one pair: the last one still open is "In since 17:15", any other "07:55 – 12:00" (a dash for a missing half). */
export function pairText(t: TFunction, pair: DayPair, last: boolean): string {
  if (last && pair.in && !pair.out) return t('daySessions.inSince', { time: pair.in });
  return t('daySessions.pair', { in: pair.in ?? MISSING_TIME, out: pair.out ?? MISSING_TIME });
}

/** "9 h 10 m worked": whole hours and the minutes left. */
export const workedText = (t: TFunction, minutes: number) =>
  t('daySessions.worked', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });

/**
 * Every in/out pair of a day in time order, the latest state last (issue 25: a second session is
 * never hidden behind the first), and the day's worked time (the api's day engine sums the closed
 * pairs) when there is any.
 */
export function DaySessions({ pairs, workedMinutes }: { pairs: readonly DayPair[]; workedMinutes: number }) {
  const { t } = useTranslation();
  return (
    <Stack role="group" aria-label={t('daySessions.label')} sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {pairs.map((pair, index) => (
        <Typography key={index} variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {pairText(t, pair, index === pairs.length - 1)}
        </Typography>
      ))}
      {workedMinutes > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {workedText(t, workedMinutes)}
        </Typography>
      )}
    </Stack>
  );
}
