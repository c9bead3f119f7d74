import MyLocationRounded from '@mui/icons-material/MyLocationRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocationMap } from '../../../components/location-map';
import type { WorkLocationsQuery } from '../../../gql/graphql';
import { distanceLabel } from '../../../i18n/labels';
import { nearestCircle } from '../../../lib/geofence';
import type { PositionState } from '../lib/use-current-position';
import { accuracyLimitOf, bestAccuracy } from '../lib/position-precision';
import { AccuracyIndicator } from './accuracy-indicator';

type Location = WorkLocationsQuery['workLocations'][number];

interface Props {
  position: PositionState & { relocate: () => void };
  locations: readonly Location[] | undefined;
  locationsFailed: boolean;
  onRetryLocations: () => void;
  matched: Location | null;
  /** Hold the tiled map's library back (the camera is starting). */
  deferMap?: boolean;
}

function PositionProblem({
  position,
}: {
  position: Extract<PositionState, { status: 'failed' }> & { relocate: () => void };
}) {
  const { t } = useTranslation();
  const action = position.reloadable ? (
    <Button color="inherit" size="small" onClick={() => window.location.reload()} sx={{ whiteSpace: 'nowrap' }}>
      {t('attendance.clock.reload')}
    </Button>
  ) : (
    <Button color="inherit" size="small" onClick={position.relocate} sx={{ whiteSpace: 'nowrap' }}>
      {t('app.retry')}
    </Button>
  );
  return (
    <Alert severity="error" action={action}>
      {position.message}
    </Alert>
  );
}

/**
 * Where the person is: the map, the matched work location (or why there is none), and Locate again.
 * Until the position and the circles are known the card keeps their places (the map's skeleton, the
 * name's line saying it is being found, the accuracy's line, Locate again disabled), so nothing
 * below it moves when they come (issue 31: the row appearing pushed the selfie down 32 px).
 */
export function ClockLocationCard({
  position,
  locations,
  locationsFailed,
  onRetryLocations,
  matched,
  deferMap = false,
}: Props) {
  const { t } = useTranslation();
  const point = position.status === 'ready' ? position.point : null;
  const located = point && locations ? { point, locations } : null;
  const nearest = located && !matched ? nearestCircle(located.point, located.locations) : null;
  return (
    <Card component="section" aria-label={t('attendance.clock.location')}>
      <CardContent>
        <Stack spacing={1.5}>
          {position.status === 'failed' && <PositionProblem position={{ ...position, relocate: position.relocate }} />}
          {position.status === 'locating' && <Skeleton variant="rounded" animation="wave" height={200} />}
          {point && (
            <LocationMap
              center={point}
              circles={locations ?? []}
              label={t('attendance.clock.map')}
              height={200}
              deferTiles={deferMap}
            />
          )}
          {locationsFailed && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={onRetryLocations}>
                  {t('app.retry')}
                </Button>
              }
            >
              {t('attendance.clock.locationsFailed')}
            </Alert>
          )}
          {position.status !== 'failed' && !locationsFailed && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <PlaceRounded color={matched ? 'primary' : 'disabled'} aria-hidden />
              <Stack sx={{ minWidth: 0, flex: 1, alignItems: 'flex-start' }}>
                {located ? (
                  <Typography sx={{ fontWeight: 600 }} data-testid="location-name">
                    {matched?.name ??
                      (located.locations.length === 0
                        ? t('attendance.clock.noLocations')
                        : t('attendance.clock.nearest', {
                            name: nearest!.circle.name,
                            distance: distanceLabel(t, nearest!.distance),
                          }))}
                  </Typography>
                ) : (
                  <Typography color="text.secondary" role="status" aria-label={t('attendance.clock.locating')}>
                    {t('attendance.clock.locating')}
                  </Typography>
                )}
                {/* The accuracy's line, kept while there is none yet. */}
                <Stack sx={{ minHeight: 20, justifyContent: 'center' }}>
                  {position.status === 'ready' && position.accuracy > 0 && (
                    // The fix and the limit the api judges by, so the line and Submit agree (issue 46).
                    <AccuracyIndicator
                      accuracy={bestAccuracy(position.fixes) ?? position.accuracy}
                      limit={matched || nearest ? accuracyLimitOf(matched ?? nearest!.circle) : null}
                    />
                  )}
                </Stack>
                <Button
                  size="small"
                  startIcon={<MyLocationRounded />}
                  onClick={position.relocate}
                  disabled={!located}
                  sx={{ ml: -0.5, whiteSpace: 'nowrap' }}
                >
                  {t('attendance.clock.locateAgain')}
                </Button>
              </Stack>
            </Stack>
          )}
          {located && !matched && <Alert severity="warning">{t('attendance.clock.outOfRadius')}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
