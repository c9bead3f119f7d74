import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import {
  HrCreateLocationDocument,
  HrDeleteLocationDocument,
  HrLocationPeopleDocument,
  HrLocationsDocument,
  HrPlacesDocument,
  HrUpdateLocationDocument,
  type HrEmployeeFilter,
} from '../gql/graphql';

export const useHrLocations = () => useQuery(HrLocationsDocument, { fetchPolicy: 'cache-and-network' });

const refetch = { refetchQueries: [HrLocationsDocument], awaitRefetchQueries: true };
export const useHrCreateLocation = () => useMutation(HrCreateLocationDocument, refetch);
export const useHrUpdateLocation = () => useMutation(HrUpdateLocationDocument, refetch);
export const useHrDeleteLocation = () => useMutation(HrDeleteLocationDocument, refetch);

/** The active people a location of this scope is for (a unit not yet chosen: none asked). */
export const useHrLocationPeople = (filter: HrEmployeeFilter | null) =>
  useQuery(HrLocationPeopleDocument, {
    variables: { filter: filter ?? {} },
    skip: filter === null,
    fetchPolicy: 'cache-and-network',
  });

/** Whether the company's geocoder offers a place search (asked once per editor). */
export const useHrPlaceSearchOffered = () =>
  useQuery(HrPlacesDocument, { variables: { query: '' }, fetchPolicy: 'cache-first' });
/** Searches places by what HR typed. */
export const useHrPlaceSearch = () => useLazyQuery(HrPlacesDocument, { fetchPolicy: 'network-only' });
