import { useMutation, useQuery } from '@apollo/client/react';
import { CorrectionDocument, DecideCorrectionDocument, RequestCorrectionDocument } from '../../../gql/graphql';

export const useRequestCorrection = () => useMutation(RequestCorrectionDocument);
export const useCorrection = (id: string) => useQuery(CorrectionDocument, { variables: { id }, fetchPolicy: 'network-only' });
export const useDecideCorrection = () => useMutation(DecideCorrectionDocument);
