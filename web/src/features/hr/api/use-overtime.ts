import { useMutation, useQuery } from '@apollo/client/react';
import {
  HrOvertimeRecapDocument,
  HrOvertimeSettingsDocument,
  HrSaveOvertimeSettingsDocument,
  HrSetOvertimeExcludedDocument,
  HrSetWageDocument,
  HrWagesDocument,
  type HrOvertimeRecapQueryVariables,
} from '../gql/graphql';

/** A page of the month's overtime requests; the page shown stays while the next one loads. */
export const useHrOvertimeRecap = (variables: HrOvertimeRecapQueryVariables) =>
  useQuery(HrOvertimeRecapDocument, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });

export const useHrOvertimeSettings = () => useQuery(HrOvertimeSettingsDocument, { fetchPolicy: 'cache-and-network' });

/** Saving the rules changes what every line counts: the recap is read again. */
export const useHrSaveOvertimeSettings = () =>
  useMutation(HrSaveOvertimeSettingsDocument, {
    refetchQueries: [HrOvertimeSettingsDocument, HrOvertimeRecapDocument],
  });

export const useHrSetOvertimeExcluded = () =>
  useMutation(HrSetOvertimeExcludedDocument, { refetchQueries: [HrOvertimeSettingsDocument] });

export const useHrWages = () =>
  useQuery(HrWagesDocument, { variables: { page: 1, pageSize: 25 }, fetchPolicy: 'cache-and-network' });

/** A wage changes what the recap's pay column says: both are read again. */
export const useHrSetWage = () =>
  useMutation(HrSetWageDocument, { refetchQueries: [HrWagesDocument, HrOvertimeRecapDocument] });
