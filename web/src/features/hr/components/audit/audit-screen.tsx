import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { QueryList } from '../../../../components/query-list';
import { useTranslation } from 'react-i18next';
import { useHrAudit } from '../../api/use-audit';
import { AuditFilters, noAuditFilter, type AuditFilterValues } from './audit-filters';
import { AuditTable } from './audit-table';

/** /hr/audit: every change made through /hr and every decision, who and when, before → after. */
export function AuditScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AuditFilterValues>(noAuditFilter);
  const [paging, setPaging] = useState({ page: 0, pageSize: 50 });
  const { data, previousData, loading, error, refetch } = useHrAudit({
    page: paging.page + 1,
    pageSize: paging.pageSize,
    filter: {
      employee: filter.employee.trim() || null,
      actor: filter.actor.trim() || null,
      from: filter.from || null,
      to: filter.to || null,
    },
  });
  const page = (data ?? previousData)?.hrAudit;
  return (
    <Stack spacing={2}>
      <AuditFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPaging((current) => ({ ...current, page: 0 }));
        }}
      />
      <QueryList
        items={page?.items}
        loading={loading}
        error={error}
        failed={t('hr.audit.failed')}
        onRetry={() => void refetch()}
        empty={<EmptyState icon={<HistoryRounded fontSize="large" />} title={t('hr.audit.none')} />}
      >
        {(rows) => (
          <AuditTable
            rows={rows}
            total={page?.total ?? 0}
            loading={loading}
            page={paging.page}
            pageSize={paging.pageSize}
            onPage={(next, pageSize) => setPaging({ page: pageSize !== paging.pageSize ? 0 : next, pageSize })}
          />
        )}
      </QueryList>
    </Stack>
  );
}
