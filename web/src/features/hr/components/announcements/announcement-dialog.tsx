import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/date-field';
import { jakartaDay } from '../../../../lib/jakarta';
import { readError } from '../../../../lib/graphql-error';
import { useHrOrganisation } from '../../api/use-organisation';
import type { HrAnnouncementFieldsFragment, HrAnnouncementInput } from '../../gql/graphql';

const MAX_BYTES = 5 * 1024 * 1024;

function UnitsField(props: {
  label: string;
  units: readonly { code: string; name: string }[] | undefined;
  value: string[];
  onChange: (codes: string[]) => void;
  helper: string;
}) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      helperText={props.helper}
      onChange={(event) => props.onChange(event.target.value as unknown as string[])}
      slotProps={{ select: { multiple: true } }}
    >
      {(props.units ?? []).map((unit) => (
        <MenuItem key={unit.code} value={unit.code}>
          {unit.code} · {unit.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Writes or edits an announcement: text, who it is for, From/Until, a picture or PDF, and whether to push it. */
export function AnnouncementDialog({
  editing,
  onSave,
  onClose,
}: {
  editing: HrAnnouncementFieldsFragment | null;
  onSave: (input: HrAnnouncementInput, attachment: File | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const organisation = useHrOrganisation().data?.hrOrganisation;
  const [values, setValues] = useState<HrAnnouncementInput>({
    title: editing?.title ?? '',
    body: editing?.body ?? '',
    divisions: editing?.divisions ?? [],
    departments: editing?.departments ?? [],
    startsOn: editing?.startsOn ?? jakartaDay(Date.now()),
    endsOn: editing?.endsOn ?? '',
    push: editing?.push ?? false,
    removeAttachment: false,
  });
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<HrAnnouncementInput>) => setValues((current) => ({ ...current, ...patch }));
  const choose = (chosen: File | null) => {
    if (chosen && chosen.size > MAX_BYTES) {
      setError(t('hr.announcements.fileTooLarge'));
      return;
    }
    setError(null);
    setFile(chosen);
  };
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSave(
        { ...values, title: values.title.trim(), body: values.body.trim(), endsOn: values.endsOn || null },
        file,
      );
      onClose();
    } catch (failure) {
      setError(readError(failure).message);
    } finally {
      setBusy(false);
    }
  };
  const ready = values.title.trim() && values.body.trim() && values.startsOn;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="announcement-dialog-title">
      <DialogTitle id="announcement-dialog-title">
        {editing ? t('hr.announcements.edit') : t('hr.announcements.write')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={t('hr.announcements.titleField')}
            value={values.title}
            onChange={(event) => set({ title: event.target.value })}
            required
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            label={t('hr.announcements.bodyField')}
            value={values.body}
            onChange={(event) => set({ body: event.target.value })}
            required
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
          <UnitsField
            label={t('hr.announcements.divisions')}
            units={organisation?.divisions}
            value={values.divisions}
            onChange={(divisions) => set({ divisions })}
            helper={t('hr.announcements.scopeHint')}
          />
          <UnitsField
            label={t('hr.announcements.departments')}
            units={organisation?.departments}
            value={values.departments}
            onChange={(departments) => set({ departments })}
            helper={t('hr.announcements.scopeHint')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField
              label={t('hr.announcements.from')}
              value={values.startsOn}
              onChange={(startsOn) => set({ startsOn })}
              required
            />
            <DateField
              label={t('hr.announcements.until')}
              value={values.endsOn ?? ''}
              onChange={(endsOn) => set({ endsOn })}
            />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label" startIcon={<AttachFileRounded />}>
              {t('hr.announcements.chooseFile')}
              <input
                hidden
                type="file"
                accept="image/jpeg,image/png,application/pdf"
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {file?.name ?? (editing?.attachment && !values.removeAttachment ? t('hr.announcements.hasFile') : '')}
            </Typography>
          </Stack>
          {editing?.attachment && !file && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={!!values.removeAttachment}
                  onChange={(event) => set({ removeAttachment: event.target.checked })}
                />
              }
              label={t('hr.announcements.removeFile')}
            />
          )}
          <FormControlLabel
            control={<Checkbox checked={values.push} onChange={(event) => set({ push: event.target.checked })} />}
            label={t('hr.announcements.push')}
            disabled={!!editing?.pushedAt}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hr.common.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || !ready}>
          {busy ? t('hr.common.saving') : editing ? t('hr.common.save') : t('hr.announcements.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
