import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '../../../../lib/geofence';
import { readError } from '../../../../lib/graphql-error';
import { useHrPlaceSearch, useHrPlaceSearchOffered } from '../../api/use-locations';

/**
 * A place search for the editor, offered only where the company runs a geocoder (GEOCODER_URL):
 * HR types a name, presses Enter or the search button, and picks one of the places found.
 */
export function PlaceSearch({ onPick }: { onPick: (point: Point) => void }) {
  const { t } = useTranslation();
  const offered = useHrPlaceSearchOffered();
  const [search, { data, loading, error, called }] = useHrPlaceSearch();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState(false);
  if (!offered.data?.hrPlaces.available) return null;

  const run = () => {
    if (query.trim() === '') return;
    setPicked(false);
    void search({ variables: { query: query.trim() } });
  };
  const places = data?.hrPlaces.places ?? [];
  return (
    <>
      <TextField
        label={t('hr.locations.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          run();
        }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={t('hr.locations.searchGo')} onClick={run} disabled={loading} edge="end">
                  <SearchRounded />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {loading && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('hr.locations.searching')}
        </Typography>
      )}
      {error && <Alert severity="error">{readError(error).message}</Alert>}
      {called && !loading && !error && !picked && places.length === 0 && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('hr.locations.searchNone')}
        </Typography>
      )}
      {!picked && places.length > 0 && (
        <List
          dense
          aria-label={t('hr.locations.searchResults')}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {places.map((place) => (
            <ListItemButton
              key={`${place.latitude},${place.longitude}`}
              onClick={() => {
                onPick({ latitude: place.latitude, longitude: place.longitude });
                setPicked(true);
              }}
            >
              <ListItemText primary={place.name} />
            </ListItemButton>
          ))}
        </List>
      )}
    </>
  );
}
