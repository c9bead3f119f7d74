import PlaceRounded from '@mui/icons-material/PlaceRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocationMap } from '../../../components/location-map';
import type { WorkLocationsQuery } from '../../../gql/graphql';
import { messages } from '../../../i18n/messages';
import { nearestCircle } from '../../../lib/geofence';
import type { PositionState } from '../../../lib/use-current-position';

const t = messages.attendance.clock;
type Location = WorkLocationsQuery['workLocations'][number];

interface Props {
  position: PositionState & { retry: () => void };
  locations: readonly Location[] | undefined;
  locationsFailed: boolean;
  onRetryLocations: () => void;
  matched: Location | null;
  street: string | null;
}

function PositionProblem({ position }: { position: Extract<PositionState, { status: 'failed' }> & { retry: () => void } }) {
  const action = position.reloadable ? (
    <Button color="inherit" size="small" onClick={() => window.location.reload()} sx={{ whiteSpace: 'nowrap' }}>
      {t.reload}
    </Button>
  ) : (
    <Button color="inherit" size="small" onClick={position.retry} sx={{ whiteSpace: 'nowrap' }}>
      {messages.app.retry}
    </Button>
  );
  return (
    <Alert severity="error" action={action}>
      {position.message}
    </Alert>
  );
}

/** Where the person is: the map, the matched work location (or why there is none), and the street. */
export function ClockLocationCard({ position, locations, locationsFailed, onRetryLocations, matched, street }: Props) {
  const point = position.status === 'ready' ? position.point : null;
  const nearest = point && locations && !matched ? nearestCircle(point, locations) : null;
  return (
    <Card component="section" aria-label={t.location}>
      <CardContent>
        <Stack spacing={1.5}>
          {position.status === 'failed' && <PositionProblem position={{ ...position, retry: position.retry }} />}
          {position.status === 'locating' && (
            <Stack spacing={1} role="status" aria-label={t.locating}>
              <Skeleton variant="rounded" animation="wave" height={200} />
              <Typography variant="body2" color="text.secondary">
                {t.locating}
              </Typography>
            </Stack>
          )}
          {point && <LocationMap center={point} circles={locations ?? []} label={t.map} height={200} />}
          {locationsFailed && (
            <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetryLocations}>{messages.app.retry}</Button>}>
              {t.locationsFailed}
            </Alert>
          )}
          {point && locations && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <PlaceRounded color={matched ? 'primary' : 'disabled'} aria-hidden />
              <Stack sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} data-testid="location-name">
                  {matched?.name ?? (locations.length === 0 ? t.noLocations : t.nearest(nearest!.circle.name, messages.attendance.distance(nearest!.distance)))}
                </Typography>
                {street && (
                  <Typography variant="body2" color="text.secondary" aria-label={t.street}>
                    {street}
                  </Typography>
                )}
                {position.status === 'ready' && position.accuracy > 0 && (
                  <Typography variant="caption" color="text.secondary">
                    {t.accuracy(Math.round(position.accuracy))}
                  </Typography>
                )}
              </Stack>
            </Stack>
          )}
          {point && locations && !matched && <Alert severity="warning">{t.outOfRadius}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
