import { useQuery } from '@apollo/client/react';
import { LeaveListDocument } from '../../../gql/graphql';

export const useLeaveList = () => useQuery(LeaveListDocument, { fetchPolicy: 'cache-and-network' });
