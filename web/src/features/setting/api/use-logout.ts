import { useMutation } from '@apollo/client/react';
import { LogoutDocument } from '../../../gql/graphql';

export const useLogout = () => useMutation(LogoutDocument);
