import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AttendanceSummaryDocument } from '../../../gql/graphql';
import { homeFetchPolicy } from '../../../lib/sign-in-home';

export function useAttendanceSummary() {
  const [fetchPolicy] = useState(() => homeFetchPolicy());
  return useQuery(AttendanceSummaryDocument, { fetchPolicy });
}
