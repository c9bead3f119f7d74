import AddLocationAltRounded from '@mui/icons-material/AddLocationAltRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { PageSkeleton } from '../../../../components/page-skeleton';
import { QueryList } from '../../../../components/query-list';
import { RouteNotice } from '../../../../components/route-notice';
import { paths } from '../../../../config/paths';
import { useTranslation } from 'react-i18next';
import { useHrLocations } from '../../api/use-locations';
import { LocationEditor } from './location-editor';
import { radiusText } from '../../lib/location-values';

/** /hr/locations: the company's work locations. */
export function LocationsScreen() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useHrLocations();
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <RouteNotice />
      <div>
        <Button
          component={RouterLink}
          to={paths.hrLocationNew.href()}
          variant="contained"
          startIcon={<AddLocationAltRounded />}
        >
          {t('hr.locations.add')}
        </Button>
      </div>
      <QueryList
        items={data?.hrLocations}
        loading={loading}
        error={error}
        failed={t('hr.locations.failed')}
        onRetry={() => void refetch()}
        empty={
          <EmptyState
            icon={<PlaceRounded fontSize="large" />}
            title={t('hr.locations.none')}
            hint={t('hr.locations.noneHint')}
          />
        }
      >
        {(locations) => (
          <Card>
            <List disablePadding aria-label={t('hr.nav.locations')}>
              {locations.map((location) => (
                <ListItemButton
                  key={location.code}
                  component={RouterLink}
                  to={paths.hrLocation.href(location.code)}
                  divider
                >
                  <ListItemText
                    primary={`${location.code} · ${location.name}`}
                    secondary={t('hr.locations.summary', {
                      radius: radiusText(location.radius),
                      scope: location.scopeCode ?? t('hr.locations.scopes.ALL'),
                      latitude: location.latitude.toFixed(6),
                      longitude: location.longitude.toFixed(6),
                    })}
                  />
                  <Chip
                    size="small"
                    variant="outlined"
                    color={location.active ? 'success' : 'default'}
                    label={location.active ? t('hr.common.active') : t('hr.common.inactive')}
                  />
                </ListItemButton>
              ))}
            </List>
          </Card>
        )}
      </QueryList>
    </Stack>
  );
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <div>
      <Button component={RouterLink} to={paths.hrLocations.href()} startIcon={<ArrowBackRounded />}>
        {t('hr.locations.back')}
      </Button>
    </div>
  );
}

/** /hr/locations/new and /hr/locations/:code: the editor. */
export function LocationEditorScreen() {
  const { t } = useTranslation();
  const { code } = useParams();
  const { data, loading, error, refetch } = useHrLocations();
  const locations = data?.hrLocations;
  const location = code ? locations?.find((candidate) => candidate.code === code) : undefined;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <BackToList />
      <QueryList
        items={locations ? [locations] : undefined}
        loading={loading}
        error={error}
        failed={t('hr.locations.failed')}
        onRetry={() => void refetch()}
        empty={<PageSkeleton />}
      >
        {([all]) =>
          code && !location ? (
            <EmptyState icon={<PlaceRounded fontSize="large" />} title={t('hr.locations.notFound')} />
          ) : (
            <LocationEditor key={code ?? 'new'} location={location} near={all[0]} />
          )
        }
      </QueryList>
    </Stack>
  );
}
