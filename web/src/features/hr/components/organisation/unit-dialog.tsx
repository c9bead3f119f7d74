import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readError } from '../../../../lib/graphql-error';
import { useHrCreateUnit, useHrUpdateUnit } from '../../api/use-organisation';
import type { HrUnitKind } from '../../gql/graphql';

interface Props {
  kind: HrUnitKind;
  /** The unit being edited; none adds a new one. */
  unit?: { code: string; name: string };
  onClose: (message?: string) => void;
}

/** Adds a unit or changes its code and name (a new code carries over to everyone who uses it). */
export function UnitDialog({ kind, unit, onClose }: Props) {
  const { t } = useTranslation();
  const [create, creating] = useHrCreateUnit();
  const [update, updating] = useHrUpdateUnit();
  const [code, setCode] = useState(unit?.code ?? '');
  const [name, setName] = useState(unit?.name ?? '');
  const [failure, setFailure] = useState('');
  const title = unit ? t('hr.organisation.editTitle', { code: unit.code }) : t(`hr.organisation.add.${kind}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = !code.trim()
      ? t('hr.common.required', { label: t('hr.organisation.code') })
      : !name.trim()
        ? t('hr.common.required', { label: t('hr.organisation.name') })
        : '';
    if (missing) return setFailure(missing);
    try {
      const input = { code: code.trim(), name: name.trim() };
      const result = unit
        ? (await update({ variables: { kind, code: unit.code, input } })).data?.hrUpdateUnit.message
        : (await create({ variables: { kind, input } })).data?.hrCreateUnit.message;
      onClose(result);
    } catch (error) {
      setFailure(readError(error).message);
    }
  };

  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="xs" aria-labelledby="unit-dialog-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="unit-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('hr.organisation.code')}
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            helperText={t('hr.organisation.codeHint')}
            required
            autoFocus
          />
          <TextField
            label={t('hr.organisation.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
          />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>{t('hr.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={creating.loading || updating.loading}>
            {t('hr.common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
