import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jakartaClock, jakartaLongDate, zoneName } from '../../../lib/jakarta';
import { useSessionUser } from '../../../lib/session-store';

/** Spec 9: the clock refreshes every second. */
const TICK_MS = 1000;

/** The time and date on the person's own zone (WIB, WITA or WIT, named: issue 45), ticking every second. */
export function LiveClock() {
  const { t } = useTranslation();
  const zone = useSessionUser()?.timeZone;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <Typography
        component="time"
        dateTime={now.toISOString()}
        aria-label={t('attendance.live.clockLabel')}
        data-testid="live-clock"
        sx={{ fontSize: 44, fontWeight: 700, letterSpacing: 1, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}
      >
        {jakartaClock(now, zone)}
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.9 }} data-testid="live-date">
        {jakartaLongDate(now, zone)} <span data-testid="live-zone">{zoneName(zone)}</span>
      </Typography>
    </Stack>
  );
}
