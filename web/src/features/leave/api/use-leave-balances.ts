import { useQuery } from '@apollo/client/react';
import { LeaveBalancesDocument } from '../../../gql/graphql';

export const useLeaveBalances = () => useQuery(LeaveBalancesDocument, { fetchPolicy: 'cache-and-network' });
