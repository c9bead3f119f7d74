import GpsFixedRounded from '@mui/icons-material/GpsFixedRounded';
import GpsNotFixedRounded from '@mui/icons-material/GpsNotFixedRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The latest fix's accuracy circle, metres. */
  accuracy: number;
  /** The accuracy a clock-in at the circle the person is in (or nearest to) needs; null before the circles load. */
  limit: number | null;
}

/**
 * The live accuracy of the position (issue 29), against the circle it will be checked at: the api
 * refuses a fix whose accuracy circle is wider than the location's limit, so the person sees
 * before pressing whether to wait a moment or step outside.
 */
export function AccuracyIndicator({ accuracy, limit }: Props) {
  const { t } = useTranslation();
  const metres = Math.round(accuracy);
  const tooVague = limit !== null && accuracy > limit;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      role="status"
      aria-live="polite"
      sx={{ alignItems: 'center' }}
      data-testid="accuracy"
    >
      {tooVague ? (
        <GpsNotFixedRounded fontSize="small" color="warning" aria-hidden />
      ) : (
        <GpsFixedRounded fontSize="small" color="success" aria-hidden />
      )}
      <Typography variant="caption" color={tooVague ? 'warning.main' : 'text.secondary'}>
        {tooVague ? t('attendance.clock.accuracyPoor', { metres }) : t('attendance.clock.accuracy', { metres })}
      </Typography>
    </Stack>
  );
}
