import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActivateDocument,
  ForgotPasswordDocument,
  ResetPasswordDocument,
  UpdatePasswordDocument,
  VerifyResetTokenDocument,
} from '../../../gql/graphql';

export const useForgotPassword = () => useMutation(ForgotPasswordDocument);
export const useVerifyResetToken = (token: string) =>
  useQuery(VerifyResetTokenDocument, { variables: { token }, fetchPolicy: 'network-only' });
export const useResetPassword = () => useMutation(ResetPasswordDocument);
export const useUpdatePassword = () => useMutation(UpdatePasswordDocument);
export const useActivate = () => useMutation(ActivateDocument);
