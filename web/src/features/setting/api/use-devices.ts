import { useMutation, useQuery } from '@apollo/client/react';
import { EndOtherSessionsDocument, EndSessionDocument, MySessionsDocument } from '../../../gql/graphql';

export const useMySessions = () => useQuery(MySessionsDocument, { fetchPolicy: 'network-only' });
export const useEndSession = () => useMutation(EndSessionDocument, { refetchQueries: [MySessionsDocument] });
export const useEndOtherSessions = () =>
  useMutation(EndOtherSessionsDocument, { refetchQueries: [MySessionsDocument] });
