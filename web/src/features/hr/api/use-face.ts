import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  HrAskFaceReenrolmentDocument,
  HrFaceDocument,
  HrSaveFaceSettingsDocument,
  type HrFaceFieldsFragment,
} from '../gql/graphql';

/** A change answers the company's face check as it now stands: the screen's query reads it at once. */
const keep = (cache: ApolloCache, face: HrFaceFieldsFragment | undefined) => {
  if (face) cache.writeQuery({ query: HrFaceDocument, data: { hrFace: face } });
};

export const useHrFace = () => useQuery(HrFaceDocument, { fetchPolicy: 'cache-and-network' });
export const useHrSaveFaceSettings = () =>
  useMutation(HrSaveFaceSettingsDocument, { update: (cache, { data }) => keep(cache, data?.hrSaveFaceSettings.face) });
export const useHrAskFaceReenrolment = () =>
  useMutation(HrAskFaceReenrolmentDocument, {
    update: (cache, { data }) => keep(cache, data?.hrAskFaceReenrolment.face),
  });
