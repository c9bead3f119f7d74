import { useQuery } from '@apollo/client/react';
import { LeaveDetailDocument } from '../../../gql/graphql';

export const useLeaveDetail = (id: string) =>
  useQuery(LeaveDetailDocument, { variables: { id }, fetchPolicy: 'network-only' });
