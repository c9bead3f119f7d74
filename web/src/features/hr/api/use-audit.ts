import { useQuery } from '@apollo/client/react';
import { HrAuditDocument, type HrAuditQueryVariables } from '../gql/graphql';

export const useHrAudit = (variables: HrAuditQueryVariables) =>
  useQuery(HrAuditDocument, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
