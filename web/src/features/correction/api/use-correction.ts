import { useMutation, useQuery } from '@apollo/client/react';
import {
  CorrectionDocument,
  CorrectionWindowDocument,
  DecideCorrectionDocument,
  MyCorrectionsDocument,
  RequestCorrectionDocument,
  WithdrawCorrectionDocument,
} from '../../../gql/graphql';

export const useRequestCorrection = () => useMutation(RequestCorrectionDocument);
export const useCorrection = (id: string) =>
  useQuery(CorrectionDocument, { variables: { id }, fetchPolicy: 'network-only' });
export const useDecideCorrection = () => useMutation(DecideCorrectionDocument);
/** The caller's correction window (the company's setting, issue 25). */
export const useCorrectionWindow = () => useQuery(CorrectionWindowDocument, { fetchPolicy: 'cache-and-network' });
/** The caller's own correction requests still undecided (issue 45: each may be withdrawn). */
export const useMyCorrections = () => useQuery(MyCorrectionsDocument, { fetchPolicy: 'cache-and-network' });
export const useWithdrawCorrection = () => useMutation(WithdrawCorrectionDocument);
