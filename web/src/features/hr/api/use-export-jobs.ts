import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import {
  HrCancelExportDocument,
  HrExportJobsDocument,
  HrRequestLeaveRecapExportDocument,
  HrRequestOvertimeRecapExportDocument,
  HrRequestRecapExportDocument,
} from '../gql/graphql';

const ENDED = ['DONE', 'FAILED', 'CANCELLED'];

/**
 * The caller's exports, asked again every 1.5 s while one is waiting or being prepared, or while the
 * one just asked for (`expected`, its id) is not in the list yet: a Prepare pressed before the first
 * list came had its refetch joined to that first, empty, answer, and the new file never showed.
 */
export function useHrExportJobs(expected: string | null = null) {
  const query = useQuery(HrExportJobsDocument, { fetchPolicy: 'cache-and-network' });
  const jobs = query.data?.hrExportJobs ?? [];
  const active =
    jobs.some((job) => !ENDED.includes(job.state)) || (expected !== null && !jobs.some((job) => job.id === expected));
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!active) return;
    startPolling(1500);
    return () => stopPolling();
  }, [active, startPolling, stopPolling]);
  return query;
}

// Each screen asks for its own file; every one lands in the same list (ExportJobs).
export const useRequestRecapExport = () =>
  useMutation(HrRequestRecapExportDocument, { refetchQueries: [HrExportJobsDocument] });

export const useRequestLeaveRecapExport = () =>
  useMutation(HrRequestLeaveRecapExportDocument, { refetchQueries: [HrExportJobsDocument] });

export const useRequestOvertimeRecapExport = () =>
  useMutation(HrRequestOvertimeRecapExportDocument, { refetchQueries: [HrExportJobsDocument] });

export const useCancelExport = () => useMutation(HrCancelExportDocument);
