import { useQuery } from '@apollo/client/react';
import { WorkLocationsDocument } from '../../../gql/graphql';

/** The work-location circles open to the caller; types is the capture screen, clockin or clockout. */
export const useWorkLocations = (types: 'clockin' | 'clockout') => useQuery(WorkLocationsDocument, { variables: { types } });
