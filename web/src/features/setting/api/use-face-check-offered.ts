import { useQuery } from '@apollo/client/react';
import { FaceCheckOfferedDocument } from '../../../gql/graphql';

/** Whether the caller's company uses the face check; false until known, and when it cannot be read. */
export const useFaceCheckOffered = () => useQuery(FaceCheckOfferedDocument).data?.faceCheck.enabled ?? false;
