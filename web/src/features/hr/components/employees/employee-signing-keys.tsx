import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { readError } from '../../../../lib/graphql-error';
import { displayDay, jakartaDay } from '../../../../lib/jakarta';
import { useHrRevokeSigningKey, useHrSigningKeys } from '../../api/use-employees';
import type { HrEmployeeFieldsFragment } from '../../gql/graphql';

const day = (iso: string) => displayDay(jakartaDay(new Date(iso)));

/**
 * The signing keys of the person's phones (issue 29; rules §9 "Signed clock-ins"): each browser
 * they clocked in on, when its key was registered and last used. HR revokes a key a lost or shared
 * phone holds (asked first; audited): the clock-ins it signs from then on are flagged "Key revoked".
 */
export function EmployeeSigningKeys({ employee }: { employee: HrEmployeeFieldsFragment }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useHrSigningKeys(employee.id);
  const [revoke] = useHrRevokeSigningKey();
  const [asking, setAsking] = useState<{ keyId: string; device: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keys = data?.hrSigningKeys;

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await revoke({ variables: { id: employee.id, keyId: asking.keyId } });
      setFailure(null);
      await refetch();
    } catch (problem) {
      setFailure(readError(problem).message);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <Card component="section" aria-label={t('hr.employee.keys.title')}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {t('hr.employee.keys.title')}
          </Typography>
          {error && !keys && <Alert severity="error">{t('hr.employee.keys.failed')}</Alert>}
          {failure && <Alert severity="error">{failure}</Alert>}
          {keys?.length === 0 && <Typography variant="body2">{t('hr.employee.keys.none')}</Typography>}
          {keys && keys.length > 0 && (
            <Stack
              component="ul"
              spacing={1}
              sx={{ m: 0, p: 0, listStyle: 'none' }}
              aria-label={t('hr.employee.keys.title')}
            >
              {keys.map((key) => (
                <Stack
                  component="li"
                  key={key.keyId}
                  direction="row"
                  spacing={1}
                  aria-label={key.device}
                  sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <div>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {key.device}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('hr.employee.keys.registered', { date: day(key.registeredAt) })}
                      {key.lastUsedAt ? ` · ${t('hr.employee.keys.lastUsed', { date: day(key.lastUsedAt) })}` : ''}
                      {` · ${t('hr.employee.keys.clockings', { count: key.clockings ?? 0 })}`}
                    </Typography>
                    {key.revokedAt && (
                      <Typography variant="body2" color="error">
                        {t('hr.employee.keys.revoked', { date: day(key.revokedAt) })}
                      </Typography>
                    )}
                  </div>
                  {!key.revokedAt && (
                    <Button
                      variant="outlined"
                      color="error"
                      onClick={() => setAsking({ keyId: key.keyId, device: key.device })}
                      aria-label={t('hr.employee.keys.revokeNamed', { device: key.device })}
                    >
                      {t('hr.employee.keys.revoke')}
                    </Button>
                  )}
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </CardContent>
      <ConfirmDialog
        question={asking ? t('hr.employee.keys.confirm', { name: employee.name, device: asking.device }) : null}
        confirmLabel={t('hr.employee.keys.revoke')}
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Card>
  );
}
