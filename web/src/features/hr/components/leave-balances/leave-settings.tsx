import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../../components/load-failure';
import { readError } from '../../../../lib/graphql-error';
import { useHrLeaveRules, useHrSaveLeavePolicy, useHrSaveLeaveSettings } from '../../api/use-leave-balances';
import type { HrLeavePolicyFieldsFragment, HrLeavePolicyInput } from '../../gql/graphql';
import { PolicyDialog } from './policy-dialog';

/** Cells a little narrower on a phone, so a row's button stays in sight. */
export const narrowCells = { '& .MuiTableCell-root': { px: { xs: 1, md: 2 } } } as const;

/** Escalation hours as the api takes them: whole hours, 0 (never) to 720. */
export const parseHours = (text: string) =>
  /^\d{1,3}$/.test(text.trim()) && Number(text) <= 720 ? Number(text) : null;

/**
 * The company's leave settings (after how many working hours an undecided request moves up a level)
 * and its policies, a row per leave type, each changed whole in a dialog; new types are added there too.
 */
export function LeaveSettings() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useHrLeaveRules();
  const [saveSettings, settingsSaving] = useHrSaveLeaveSettings();
  const [savePolicy] = useHrSaveLeavePolicy();
  // What HR typed, else (null) the saved number.
  const [typed, setTyped] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [editing, setEditing] = useState<HrLeavePolicyFieldsFragment | 'new' | null>(null);
  const saved = data?.hrLeaveSettings.escalateAfterHours;
  const hours = typed ?? String(saved ?? '');
  const parsed = parseHours(hours);

  const storeHours = async () => {
    try {
      await saveSettings({ variables: { input: { escalateAfterHours: parsed! } } });
      setTyped(null);
      setNotice({ severity: 'success', text: t('hr.leave.settingsSaved') });
    } catch (failure) {
      setNotice({ severity: 'error', text: readError(failure).message });
    }
  };
  const storePolicy = async (input: HrLeavePolicyInput) => {
    await savePolicy({ variables: { input } });
    setNotice({ severity: 'success', text: t('hr.leave.policySaved', { type: input.type }) });
  };
  // On a phone the table keeps what tells the types apart; the dialog shows every field.
  const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
  const yesNo = (value: boolean) => t(value ? 'hr.leave.yes' : 'hr.leave.no');
  const limit = (value: number | null | undefined) =>
    value === null || value === undefined ? t('hr.common.empty') : String(value);

  return (
    <Stack spacing={2} component="section" aria-labelledby="leave-settings-title">
      <Typography id="leave-settings-title" component="h2" variant="h6">
        {t('hr.leave.settingsTitle')}
      </Typography>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {!data && loading ? (
        <Skeleton variant="rounded" animation="wave" height={160} role="progressbar" aria-label={t('app.loading')} />
      ) : !data ? (
        <LoadFailure error={error} failed={t('hr.leave.rulesFailed')} onRetry={() => void refetch()} />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              size="small"
              label={t('hr.leave.escalate')}
              value={hours}
              onChange={(event) => setTyped(event.target.value)}
              error={parsed === null}
              helperText={parsed === null ? t('hr.leave.escalateInvalid') : t('hr.leave.escalateHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: 1, maxWidth: { sm: 480 } }}
            />
            <Button
              variant="contained"
              onClick={() => void storeHours()}
              disabled={parsed === null || parsed === saved || settingsSaving.loading}
            >
              {settingsSaving.loading ? t('hr.common.saving') : t('hr.common.save')}
            </Button>
          </Stack>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography id="leave-policies-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('hr.leave.policiesTitle')}
            </Typography>
            <Button startIcon={<AddRounded />} onClick={() => setEditing('new')}>
              {t('hr.leave.addType')}
            </Button>
          </Stack>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-labelledby="leave-policies-title" sx={narrowCells}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('hr.leave.columns.type')}</TableCell>
                  <TableCell>{t('hr.leave.columns.kind')}</TableCell>
                  <TableCell sx={wide}>{t('hr.leave.columns.tracksBalance')}</TableCell>
                  <TableCell align="right">{t('hr.leave.columns.daysPerYear')}</TableCell>
                  <TableCell sx={wide}>{t('hr.leave.columns.accrual')}</TableCell>
                  <TableCell align="right" sx={wide}>
                    {t('hr.leave.columns.carryOverCap')}
                  </TableCell>
                  <TableCell align="right" sx={wide}>
                    {t('hr.leave.columns.carryOverMonths')}
                  </TableCell>
                  <TableCell align="right" sx={wide}>
                    {t('hr.leave.columns.maxDays')}
                  </TableCell>
                  <TableCell sx={wide}>{t('hr.leave.columns.active')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.hrLeavePolicies.map((policy) => (
                  <TableRow key={policy.type} hover sx={{ opacity: policy.active ? 1 : 0.6 }}>
                    <TableCell sx={{ minWidth: { md: 140 } }}>{policy.type}</TableCell>
                    <TableCell>{t(`hr.leave.kinds.${policy.kind}` as never, { defaultValue: policy.kind })}</TableCell>
                    <TableCell sx={wide}>{yesNo(policy.tracksBalance)}</TableCell>
                    <TableCell align="right">
                      {policy.tracksBalance ? policy.daysPerYear : t('hr.common.empty')}
                    </TableCell>
                    <TableCell sx={{ ...wide, minWidth: 140 }}>
                      {policy.tracksBalance
                        ? t(`hr.leave.accruals.${policy.accrual}` as never, { defaultValue: policy.accrual })
                        : t('hr.common.empty')}
                    </TableCell>
                    <TableCell align="right" sx={wide}>
                      {policy.tracksBalance ? policy.carryOverCap : t('hr.common.empty')}
                    </TableCell>
                    <TableCell align="right" sx={wide}>
                      {policy.tracksBalance ? policy.carryOverMonths : t('hr.common.empty')}
                    </TableCell>
                    <TableCell align="right" sx={wide}>
                      {limit(policy.maxDays)}
                    </TableCell>
                    <TableCell sx={wide}>{yesNo(policy.active)}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        onClick={() => setEditing(policy)}
                        aria-label={t('hr.leave.editPolicy', { type: policy.type })}
                      >
                        {t('hr.common.edit')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {editing && (
        <PolicyDialog
          policy={editing === 'new' ? null : editing}
          onSave={storePolicy}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
