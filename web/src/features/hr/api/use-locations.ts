import { useMutation, useQuery } from '@apollo/client/react';
import { HrCreateLocationDocument, HrDeleteLocationDocument, HrLocationsDocument, HrUpdateLocationDocument } from '../gql/graphql';

export const useHrLocations = () => useQuery(HrLocationsDocument, { fetchPolicy: 'cache-and-network' });

const refetch = { refetchQueries: [HrLocationsDocument], awaitRefetchQueries: true };
export const useHrCreateLocation = () => useMutation(HrCreateLocationDocument, refetch);
export const useHrUpdateLocation = () => useMutation(HrUpdateLocationDocument, refetch);
export const useHrDeleteLocation = () => useMutation(HrDeleteLocationDocument, refetch);
