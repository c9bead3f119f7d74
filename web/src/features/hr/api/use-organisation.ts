import { useMutation, useQuery } from '@apollo/client/react';
import {
  HrCreateUnitDocument,
  HrDeleteUnitDocument,
  HrOrganisationDocument,
  HrUpdateUnitDocument,
} from '../gql/graphql';

export const useHrOrganisation = () => useQuery(HrOrganisationDocument, { fetchPolicy: 'cache-and-network' });

/** After a unit changes, the organisation (and its counts) is read again. */
const refetch = { refetchQueries: [HrOrganisationDocument], awaitRefetchQueries: true };
export const useHrCreateUnit = () => useMutation(HrCreateUnitDocument, refetch);
export const useHrUpdateUnit = () => useMutation(HrUpdateUnitDocument, refetch);
export const useHrDeleteUnit = () => useMutation(HrDeleteUnitDocument, refetch);
