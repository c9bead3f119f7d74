import { useMutation } from '@apollo/client/react';
import { LoginDocument, ReloginDocument } from '../../../gql/graphql';

export const useLogin = () => useMutation(LoginDocument);
export const useRelogin = () => useMutation(ReloginDocument);
