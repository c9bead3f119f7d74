import { useMutation, useQuery } from '@apollo/client/react';
import { ProfileDocument, UpdateProfileDocument } from '../../../gql/graphql';

export const useProfile = () => useQuery(ProfileDocument, { fetchPolicy: 'cache-and-network' });
export const useUpdateProfile = () => useMutation(UpdateProfileDocument);
