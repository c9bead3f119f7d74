import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { HrCancelExportDocument, HrExportJobsDocument, HrRequestRecapExportDocument } from '../gql/graphql';

const ENDED = ['DONE', 'FAILED', 'CANCELLED'];

/** The caller's exports, asked again every 1.5 s while one is waiting or being prepared. */
export function useHrExportJobs() {
  const query = useQuery(HrExportJobsDocument, { fetchPolicy: 'cache-and-network' });
  const active = (query.data?.hrExportJobs ?? []).some((job) => !ENDED.includes(job.state));
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!active) return;
    startPolling(1500);
    return () => stopPolling();
  }, [active, startPolling, stopPolling]);
  return query;
}

export const useRequestRecapExport = () => useMutation(HrRequestRecapExportDocument, { refetchQueries: [HrExportJobsDocument] });

export const useCancelExport = () => useMutation(HrCancelExportDocument);
