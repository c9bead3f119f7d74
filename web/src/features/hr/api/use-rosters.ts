import { useMutation, useQuery } from '@apollo/client/react';
import {
  HrRosterDocument,
  HrRosterImportConfirmDocument,
  HrRosterImportDryRunDocument,
  HrSaveRosterDocument,
  type HrRecapFilter,
} from '../gql/graphql';

export const useHrRoster = (month: string, filter: HrRecapFilter) =>
  useQuery(HrRosterDocument, { variables: { month, filter }, fetchPolicy: 'cache-and-network' });

/** After a save the grid is read again, so it shows what the api stored. */
export const useHrSaveRoster = () =>
  useMutation(HrSaveRosterDocument, { refetchQueries: [HrRosterDocument], awaitRefetchQueries: true });

/** A roster file: the dry run changes nothing; after the confirm the grid is read again. */
export const useHrRosterImportDryRun = () => useMutation(HrRosterImportDryRunDocument);
export const useHrRosterImportConfirm = () =>
  useMutation(HrRosterImportConfirmDocument, { refetchQueries: [HrRosterDocument], awaitRefetchQueries: true });
