import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryList } from '../../../../components/query-list';
import { PageSkeleton } from '../../../../components/page-skeleton';
import { useTranslation } from 'react-i18next';
import { readError } from '../../../../lib/graphql-error';
import { useHrDeleteUnit, useHrOrganisation } from '../../api/use-organisation';
import type { HrUnitFieldsFragment, HrUnitKind } from '../../gql/graphql';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { UnitDialog } from './unit-dialog';
import { UnitList } from './unit-list';

type Editing = { kind: HrUnitKind; unit?: HrUnitFieldsFragment };

/** /hr/organisation: the company's divisions, subdivisions and departments. */
export function OrganisationScreen() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useHrOrganisation();
  const [remove, removing] = useHrDeleteUnit();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<HrUnitFieldsFragment | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const organisation = data?.hrOrganisation;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { data: done } = await remove({ variables: { kind: deleting.kind, code: deleting.code } });
      setResult({ ok: true, message: done?.hrDeleteUnit.message ?? '' });
    } catch (failure) {
      // A unit still in use: the provider's message says by whom.
      setResult({ ok: false, message: readError(failure).message });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      {result && (
        <Alert
          severity={result.ok ? 'success' : 'error'}
          onClose={() => setResult(null)}
          role={result.ok ? undefined : 'alert'}
        >
          {result.message}
        </Alert>
      )}
      <QueryList
        items={organisation ? [organisation] : undefined}
        loading={loading}
        error={error}
        failed={t('hr.organisation.failed')}
        onRetry={() => void refetch()}
        empty={<PageSkeleton />}
      >
        {([loaded]) => (
          <>
            <Typography color="text.secondary">
              {t('hr.organisation.company', { name: loaded.company.name, code: loaded.company.code })}
            </Typography>
            {(
              [
                ['DIVISION', loaded.divisions],
                ['SUBDIVISION', loaded.subdivisions],
                ['DEPARTMENT', loaded.departments],
              ] as const
            ).map(([kind, units]) => (
              <UnitList
                key={kind}
                kind={kind}
                units={units}
                onAdd={() => setEditing({ kind })}
                onEdit={(unit) => setEditing({ kind, unit })}
                onDelete={setDeleting}
              />
            ))}
          </>
        )}
      </QueryList>
      {editing && (
        <UnitDialog
          kind={editing.kind}
          unit={editing.unit}
          onClose={(message) => {
            setEditing(null);
            if (message) setResult({ ok: true, message });
          }}
        />
      )}
      <ConfirmDialog
        question={deleting ? t('hr.organisation.confirmDelete', { code: deleting.code, name: deleting.name }) : null}
        confirmLabel={t('hr.common.delete')}
        danger
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
