import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  EnrolFaceDocument,
  FaceCheckDocument,
  GiveFaceConsentDocument,
  WithdrawFaceConsentDocument,
  type FaceCheckFieldsFragment,
} from '../../../gql/graphql';

/** A change's answer is the person's face check as it now stands: the screen's query reads it at once. */
const keep = (cache: ApolloCache, face: FaceCheckFieldsFragment | undefined) => {
  if (face) cache.writeQuery({ query: FaceCheckDocument, data: { faceCheck: face } });
};

export const useFaceCheck = () => useQuery(FaceCheckDocument, { fetchPolicy: 'cache-and-network' });
export const useGiveFaceConsent = () =>
  useMutation(GiveFaceConsentDocument, { update: (cache, { data }) => keep(cache, data?.giveFaceConsent.face) });
export const useWithdrawFaceConsent = () =>
  useMutation(WithdrawFaceConsentDocument, {
    update: (cache, { data }) => keep(cache, data?.withdrawFaceConsent.face),
  });
export const useEnrolFace = () =>
  useMutation(EnrolFaceDocument, { update: (cache, { data }) => keep(cache, data?.enrolFace.face) });
