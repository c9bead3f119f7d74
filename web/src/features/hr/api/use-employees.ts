import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import {
  HrCreateEmployeeDocument,
  HrDeactivateEmployeeDocument,
  HrEmployeeDocument,
  HrEmployeesDocument,
  HrEndSessionsDocument,
  HrIssueActivationDocument,
  HrReactivateEmployeeDocument,
  HrRequirePasswordDocument,
  HrSendPasswordLinkDocument,
  HrSupervisorsDocument,
  HrUpdateEmployeeDocument,
  HrRevokeSigningKeyDocument,
  HrSigningKeysDocument,
  type HrEmployeesQueryVariables,
} from '../gql/graphql';

/** One page of the table; the page shown stays while the next one loads. */
export const useHrEmployees = (variables: HrEmployeesQueryVariables) =>
  useQuery(HrEmployeesDocument, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });

export const useHrEmployee = (id: string) =>
  useQuery(HrEmployeeDocument, { variables: { id }, fetchPolicy: 'network-only' });

export const useHrSupervisorSearch = () => useLazyQuery(HrSupervisorsDocument);

export const useHrCreateEmployee = () => useMutation(HrCreateEmployeeDocument);
export const useHrUpdateEmployee = () => useMutation(HrUpdateEmployeeDocument);
export const useHrDeactivateEmployee = () => useMutation(HrDeactivateEmployeeDocument);
export const useHrReactivateEmployee = () => useMutation(HrReactivateEmployeeDocument);
export const useHrRequirePassword = () => useMutation(HrRequirePasswordDocument);
export const useHrSendPasswordLink = () => useMutation(HrSendPasswordLinkDocument);
export const useHrIssueActivation = () => useMutation(HrIssueActivationDocument);
export const useHrEndSessions = () => useMutation(HrEndSessionsDocument);

/** The signing keys of the person's phones (issue 29), read fresh each time the screen opens. */
export const useHrSigningKeys = (id: string) =>
  useQuery(HrSigningKeysDocument, { variables: { id }, fetchPolicy: 'network-only' });
export const useHrRevokeSigningKey = () => useMutation(HrRevokeSigningKeyDocument);
