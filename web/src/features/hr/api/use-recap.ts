import { useQuery } from '@apollo/client/react';
import {
  HrLeaveRecapDocument,
  HrPersonMonthDocument,
  HrRecapDocument,
  type HrLeaveRecapQueryVariables,
  type HrRecapQueryVariables,
} from '../gql/graphql';

/** A page of the month's recap; the page shown stays while the next one loads. */
export const useHrRecap = (variables: HrRecapQueryVariables) =>
  useQuery(HrRecapDocument, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });

export const useHrPersonMonth = (nik: number, month: string | null) =>
  useQuery(HrPersonMonthDocument, { variables: { nik, month }, fetchPolicy: 'cache-and-network' });

/** A page of the leave recap, with the company's leave types (its policies) for the type filter. */
export const useHrLeaveRecap = (variables: HrLeaveRecapQueryVariables) =>
  useQuery(HrLeaveRecapDocument, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
