import { useQuery } from '@apollo/client/react';
import { HrLeaveRecapDocument, HrPersonMonthDocument, HrRecapDocument, LeaveRecapTypesDocument, type HrLeaveRecapQueryVariables, type HrRecapQueryVariables } from '../gql/graphql';

/** A page of the month's recap; the page shown stays while the next one loads. */
export const useHrRecap = (variables: HrRecapQueryVariables) =>
  useQuery(HrRecapDocument, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });

export const useHrPersonMonth = (nik: number, month: string | null) =>
  useQuery(HrPersonMonthDocument, { variables: { nik, month }, fetchPolicy: 'cache-and-network' });

export const useHrLeaveRecap = (variables: HrLeaveRecapQueryVariables) =>
  useQuery(HrLeaveRecapDocument, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });

/** The company's leave types (stored names, never translated), for the leave recap's type filter. */
export const useLeaveRecapTypes = () => useQuery(LeaveRecapTypesDocument, { fetchPolicy: 'cache-first' });
