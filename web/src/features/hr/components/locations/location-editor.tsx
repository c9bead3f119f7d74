import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useTranslation } from 'react-i18next';
import type { Point } from '../../../../lib/geofence';
import { readError } from '../../../../lib/graphql-error';
import { useHrCreateLocation, useHrDeleteLocation, useHrUpdateLocation } from '../../api/use-locations';
import { useHrOrganisation } from '../../api/use-organisation';
import type { HrLocationFieldsFragment, HrLocationScope } from '../../gql/graphql';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { UnitSelect } from '../unit-select';
import { pastedPoint } from '../../lib/pasted-point';
import { LocationEditorMap } from './location-editor-map';
import { LocationPeople } from './location-people';
import { PlaceSearch } from './place-search';
import {
  coordinate,
  locationInput,
  radiusText,
  locationProblem,
  locationValues,
  MAX_RADIUS,
  MIN_RADIUS,
  newLocation,
  TIME_ZONES,
  type LocationValues,
} from '../../lib/location-values';

const SCOPES: HrLocationScope[] = ['ALL', 'DIVISION', 'SUBDIVISION', 'DEPARTMENT'];

interface Props {
  location?: HrLocationFieldsFragment;
  /** Where a new location starts (an existing one of the company). */
  near?: Point;
}

/** Creates or edits a work location: the map and the typed coordinates move the same point. */
export function LocationEditor({ location, near }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: organisation } = useHrOrganisation();
  const [create, creating] = useHrCreateLocation();
  const [update, updating] = useHrUpdateLocation();
  const [remove, removing] = useHrDeleteLocation();
  const [values, setValues] = useState<LocationValues>(() => (location ? locationValues(location) : newLocation(near)));
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const [asking, setAsking] = useState(false);
  const change = (patch: Partial<LocationValues>) => setValues((current) => ({ ...current, ...patch }));
  const moveTo = useCallback(
    (point: Point) =>
      setValues((current) => ({
        ...current,
        latitude: coordinate(point.latitude),
        longitude: coordinate(point.longitude),
      })),
    [],
  );
  const resize = useCallback((radius: number) => setValues((current) => ({ ...current, radius })), []);
  // A pasted "-6.285, 107.171" or maps link moves the point at once; a typed one once the person
  // leaves the field or presses Enter; what holds no position says so then.
  const [pasted, setPasted] = useState({ text: '', judged: false });
  const pastedProblem = pasted.judged && pasted.text.trim() !== '';
  const takePosition = (text: string) => {
    const point = pastedPoint(text);
    if (point) moveTo(point);
    setPasted({ text: point ? '' : text, judged: true });
  };
  // Both numbers pasted into one coordinate field fill both.
  const pasteIntoCoordinate = (event: ClipboardEvent<HTMLDivElement>) => {
    const point = pastedPoint(event.clipboardData.getData('text'));
    if (!point) return;
    event.preventDefault();
    moveTo(point);
  };

  // The map follows what is typed once it is a valid point; a half-typed number leaves it where it was.
  const [shown, setShown] = useState({ latitude: Number(values.latitude), longitude: Number(values.longitude) });
  const latitude = Number(values.latitude);
  const longitude = Number(values.longitude);
  if (
    values.latitude.trim() !== '' &&
    values.longitude.trim() !== '' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    (latitude !== shown.latitude || longitude !== shown.longitude)
  ) {
    setShown({ latitude, longitude });
  }
  const circle = useMemo(() => ({ ...shown, radius: values.radius }), [shown, values.radius]);

  const units =
    values.scope === 'DIVISION'
      ? organisation?.hrOrganisation.divisions
      : values.scope === 'SUBDIVISION'
        ? organisation?.hrOrganisation.subdivisions
        : organisation?.hrOrganisation.departments;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const problem = locationProblem(values);
    setFailure(problem ?? '');
    if (problem) return;
    try {
      if (location) {
        const { data } = await update({ variables: { code: location.code, input: locationInput(values, false) } });
        setNotice(data?.hrUpdateLocation.message ?? '');
      } else {
        const { data } = await create({ variables: { input: locationInput(values, true) } });
        void navigate(paths.hrLocations.href(), { state: { notice: data?.hrCreateLocation.message } });
      }
    } catch (error) {
      setFailure(readError(error).message);
    }
  };

  const confirmDelete = async () => {
    if (!location) return;
    try {
      const { data } = await remove({ variables: { code: location.code } });
      void navigate(paths.hrLocations.href(), { state: { notice: data?.hrDeleteLocation.message } });
    } catch (error) {
      setFailure(readError(error).message);
      setAsking(false);
    }
  };

  return (
    <Card
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={location ? t('hr.locations.editTitle', { name: location.name }) : t('hr.locations.newTitle')}
    >
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <LocationEditorMap circle={circle} label={t('hr.locations.map')} onMove={moveTo} onResize={resize} />
            <Typography variant="caption" color="text.secondary">
              {t('hr.locations.mapHint')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <TextField
              label={t('hr.locations.code')}
              value={values.code}
              onChange={(event) => change({ code: event.target.value.toUpperCase() })}
              helperText={t('hr.locations.codeHint')}
              disabled={Boolean(location)}
              required
            />
            <TextField
              label={t('hr.locations.name')}
              value={values.name}
              onChange={(event) => change({ name: event.target.value })}
              required
            />
            <PlaceSearch onPick={moveTo} />
            <TextField
              label={t('hr.locations.paste')}
              value={pasted.text}
              onChange={(event) => setPasted({ text: event.target.value, judged: false })}
              onPaste={(event) => {
                event.preventDefault();
                takePosition(event.clipboardData.getData('text'));
              }}
              onBlur={() => takePosition(pasted.text)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                takePosition(pasted.text);
              }}
              error={pastedProblem}
              helperText={pastedProblem ? t('hr.locations.pasteNone') : t('hr.locations.pasteHint')}
              slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            />
            <Stack direction="row" spacing={1}>
              <TextField
                label={t('hr.locations.latitude')}
                value={values.latitude}
                onChange={(event) => change({ latitude: event.target.value })}
                onPaste={pasteIntoCoordinate}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                label={t('hr.locations.longitude')}
                value={values.longitude}
                onChange={(event) => change({ longitude: event.target.value })}
                onPaste={pasteIntoCoordinate}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Stack>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
              <Slider
                aria-label={t('hr.locations.radius')}
                value={values.radius}
                min={MIN_RADIUS}
                max={MAX_RADIUS}
                step={10}
                onChange={(_event, radius) => change({ radius: radius as number })}
                valueLabelDisplay="auto"
                valueLabelFormat={radiusText}
                sx={{ flex: 1 }}
              />
              <TextField
                label={t('hr.locations.radius')}
                value={Number.isNaN(values.radius) ? '' : values.radius}
                onChange={(event) =>
                  change({ radius: event.target.value === '' ? Number.NaN : Number(event.target.value) })
                }
                slotProps={{ htmlInput: { inputMode: 'numeric', min: MIN_RADIUS, max: MAX_RADIUS, type: 'number' } }}
                helperText={t('hr.locations.radiusRange')}
                sx={{ width: 150 }}
                fullWidth={false}
              />
            </Stack>
            <TextField
              select
              label={t('hr.locations.scope')}
              value={values.scope}
              onChange={(event) => change({ scope: event.target.value as HrLocationScope, scopeCode: '' })}
            >
              {SCOPES.map((scope) => (
                <MenuItem key={scope} value={scope}>
                  {t(`hr.locations.scopes.${scope}`)}
                </MenuItem>
              ))}
            </TextField>
            {values.scope !== 'ALL' && (
              <UnitSelect
                label={t('hr.locations.unit')}
                units={units}
                value={values.scopeCode}
                onChange={(scopeCode) => change({ scopeCode })}
                emptyLabel={t('hr.common.none')}
                required
              />
            )}
            <TextField
              select
              label={t('hr.locations.timeZone')}
              value={values.timeZone}
              onChange={(event) => change({ timeZone: event.target.value })}
            >
              {TIME_ZONES.map((zone) => (
                <MenuItem key={zone} value={zone}>
                  {t(`hr.locations.timeZones.${zone}` as 'hr.locations.timeZones.Asia/Jakarta')}
                </MenuItem>
              ))}
            </TextField>
            <LocationPeople scope={values.scope} unit={values.scopeCode} />
            <FormControlLabel
              control={
                <Switch checked={values.active} onChange={(event) => change({ active: event.target.checked })} />
              }
              label={t('hr.locations.active')}
            />
          </Grid>
          <Grid size={12}>
            <Stack spacing={1}>
              {failure && (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              )}
              {notice && (
                <Alert severity="success" onClose={() => setNotice('')}>
                  {notice}
                </Alert>
              )}
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                {location && (
                  <Button color="error" onClick={() => setAsking(true)} sx={{ mr: 'auto' }}>
                    {t('hr.locations.delete')}
                  </Button>
                )}
                <Button onClick={() => void navigate(paths.hrLocations.href())}>{t('hr.common.cancel')}</Button>
                <Button type="submit" variant="contained" disabled={creating.loading || updating.loading}>
                  {t('hr.locations.save')}
                </Button>
              </Stack>
            </Stack>
          </Grid>
        </Grid>
      </CardContent>
      <ConfirmDialog
        question={asking && location ? t('hr.locations.confirmDelete', { name: location.name }) : null}
        confirmLabel={t('hr.common.delete')}
        danger
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
