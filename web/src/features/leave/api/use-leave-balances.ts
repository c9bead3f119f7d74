import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LeaveBalancesDocument } from '../../../gql/graphql';
import { homeFetchPolicy } from '../../../lib/sign-in-home';

export function useLeaveBalances() {
  const [fetchPolicy] = useState(() => homeFetchPolicy());
  return useQuery(LeaveBalancesDocument, { fetchPolicy });
}
