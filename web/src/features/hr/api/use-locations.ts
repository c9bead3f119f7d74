import { useMutation, useQuery } from '@apollo/client/react';
import { HrCreateLocationDocument, HrDeleteLocationDocument, HrLocationPeopleDocument, HrLocationsDocument, HrUpdateLocationDocument, type HrEmployeeFilter } from '../gql/graphql';

export const useHrLocations = () => useQuery(HrLocationsDocument, { fetchPolicy: 'cache-and-network' });

const refetch = { refetchQueries: [HrLocationsDocument], awaitRefetchQueries: true };
export const useHrCreateLocation = () => useMutation(HrCreateLocationDocument, refetch);
export const useHrUpdateLocation = () => useMutation(HrUpdateLocationDocument, refetch);
export const useHrDeleteLocation = () => useMutation(HrDeleteLocationDocument, refetch);

/** The active people a location of this scope is for (a unit not yet chosen: none asked). */
export const useHrLocationPeople = (filter: HrEmployeeFilter | null) =>
  useQuery(HrLocationPeopleDocument, { variables: { filter: filter ?? {} }, skip: filter === null, fetchPolicy: 'cache-and-network' });
