import { useQuery } from '@apollo/client/react';
import { LeaveTypesDocument } from '../../../gql/graphql';

export const useLeaveTypes = () => useQuery(LeaveTypesDocument, { fetchPolicy: 'cache-first' });
