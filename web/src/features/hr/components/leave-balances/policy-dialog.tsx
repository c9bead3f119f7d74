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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readError } from '../../../../lib/graphql-error';
import type { HrLeavePolicyFieldsFragment, HrLeavePolicyInput } from '../../gql/graphql';

const KINDS = ['annual', 'special', 'maternity', 'miscarriage', 'menstrual', 'sick', 'unpaid', 'other'] as const;
const ACCRUALS = ['yearly', 'monthly'] as const;

/** The policy's numbers, each with the range the api takes; `whole` ones are months; `limit` ones may be empty (no limit). */
const NUMBERS = [
  { name: 'daysPerYear', max: 365, balanceOnly: true },
  { name: 'serviceMonths', max: 120, whole: true, balanceOnly: true },
  { name: 'carryOverCap', max: 365, balanceOnly: true },
  { name: 'carryOverMonths', max: 60, whole: true, balanceOnly: true },
  { name: 'maxDays', max: 365, limit: true },
  { name: 'maxMonths', max: 12, limit: true },
  { name: 'extraMonthsWithLetter', max: 12 },
  { name: 'maxDaysPerMonth', max: 31, limit: true },
  { name: 'attachmentAfterDays', max: 365, limit: true },
] as const;
type NumberName = (typeof NUMBERS)[number]['name'];
const FLAGS = ['paid', 'allowNegative', 'active'] as const;

type Values = Omit<HrLeavePolicyInput, NumberName> & Record<NumberName, string>;

/** A new type starts as a paid leave without a balance, offered to staff. */
const blank: HrLeavePolicyInput = {
  type: '',
  kind: 'other',
  tracksBalance: false,
  daysPerYear: 0,
  accrual: 'yearly',
  serviceMonths: 0,
  carryOverCap: 0,
  carryOverMonths: 0,
  maxDays: null,
  maxMonths: null,
  extraMonthsWithLetter: 0,
  maxDaysPerMonth: null,
  attachmentAfterDays: null,
  paid: true,
  allowNegative: false,
  active: true,
};

const toValues = (policy: HrLeavePolicyInput): Values => {
  const values = { ...policy } as unknown as Values;
  for (const { name } of NUMBERS)
    values[name] = policy[name] === null || policy[name] === undefined ? '' : String(policy[name]);
  return values;
};

/** The policy as the dialog edits it (the fragment's fields, without its __typename). */
function inputOf(policy: HrLeavePolicyFieldsFragment): HrLeavePolicyInput {
  const { __typename: _typename, ...input } = policy as HrLeavePolicyFieldsFragment & { __typename?: string };
  return input;
}

/** A field's number, null when it is empty, or undefined when it is not one the api would take. */
function parseNumber(
  text: string,
  { max, whole, limit }: { max: number; whole?: boolean; limit?: boolean },
): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return limit ? null : undefined;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= max && (!whole || Number.isInteger(value)) ? value : undefined;
}

/** One leave type's policy, whole (the api replaces it); a new type when `policy` is null. */
export function PolicyDialog({
  policy,
  onSave,
  onClose,
}: {
  policy: HrLeavePolicyFieldsFragment | null;
  onSave: (input: HrLeavePolicyInput) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => toValues(policy ? inputOf(policy) : blank));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const parsed = Object.fromEntries(
    NUMBERS.map((field) => [field.name, parseNumber(values[field.name], field)]),
  ) as Record<NumberName, number | null | undefined>;
  const shown = NUMBERS.filter((field) => !('balanceOnly' in field) || values.tracksBalance);
  const valid = values.type.trim() !== '' && shown.every((field) => parsed[field.name] !== undefined);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      // A number hidden with the balance (and so not checked) goes as it was, or as 0.
      const numbers = Object.fromEntries(
        NUMBERS.map((field) => [field.name, parsed[field.name] ?? ('limit' in field ? null : 0)]),
      ) as Pick<HrLeavePolicyInput, NumberName>;
      const { type, kind, tracksBalance, accrual, paid, allowNegative, active } = values;
      await onSave({ ...numbers, type: type.trim(), kind, tracksBalance, accrual, paid, allowNegative, active });
      onClose();
    } catch (failure) {
      setError(readError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="policy-dialog-title">
      <DialogTitle id="policy-dialog-title">
        {policy ? t('hr.leave.editPolicy', { type: policy.type }) : t('hr.leave.addType')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={t('hr.leave.columns.type')}
            value={values.type}
            onChange={(event) => set({ type: event.target.value })}
            disabled={!!policy}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            required
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label={t('hr.leave.columns.kind')}
              value={values.kind}
              onChange={(event) => set({ kind: event.target.value })}
            >
              {KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`hr.leave.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              sx={{ flexShrink: 0 }}
              control={
                <Checkbox
                  checked={values.tracksBalance}
                  onChange={(event) => set({ tracksBalance: event.target.checked })}
                />
              }
              label={t('hr.leave.columns.tracksBalance')}
            />
          </Stack>
          {values.tracksBalance && (
            <TextField
              select
              label={t('hr.leave.columns.accrual')}
              value={values.accrual}
              onChange={(event) => set({ accrual: event.target.value })}
            >
              {ACCRUALS.map((accrual) => (
                <MenuItem key={accrual} value={accrual}>
                  {t(`hr.leave.accruals.${accrual}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {shown.map((field) => {
              const wrong = parsed[field.name] === undefined;
              const hint = 'limit' in field ? t('hr.leave.noLimitHint') : ' ';
              return (
                <TextField
                  key={field.name}
                  label={t(`hr.leave.columns.${field.name}`)}
                  value={values[field.name]}
                  onChange={(event) => set({ [field.name]: event.target.value })}
                  error={wrong}
                  helperText={
                    wrong
                      ? t('whole' in field ? 'hr.leave.wholeRange' : 'hr.leave.numberRange', { min: 0, max: field.max })
                      : hint
                  }
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ flex: '1 1 220px' }}
                />
              );
            })}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            {FLAGS.map((flag) => (
              <FormControlLabel
                key={flag}
                control={
                  <Checkbox checked={values[flag]} onChange={(event) => set({ [flag]: event.target.checked })} />
                }
                label={t(`hr.leave.columns.${flag}`)}
              />
            ))}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hr.common.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || !valid}>
          {busy ? t('hr.common.saving') : t('hr.common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
