import { useMutation, useQuery } from '@apollo/client/react';
import {
  CorrectionDocument,
  CorrectionWindowDocument,
  DecideCorrectionDocument,
  RequestCorrectionDocument,
} from '../../../gql/graphql';

export const useRequestCorrection = () => useMutation(RequestCorrectionDocument);
export const useCorrection = (id: string) =>
  useQuery(CorrectionDocument, { variables: { id }, fetchPolicy: 'network-only' });
export const useDecideCorrection = () => useMutation(DecideCorrectionDocument);
/** The caller's correction window (the company's setting, issue 25). */
export const useCorrectionWindow = () => useQuery(CorrectionWindowDocument, { fetchPolicy: 'cache-and-network' });
