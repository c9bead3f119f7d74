import { useMutation, useQuery } from '@apollo/client/react';
import {
  AskOvertimeDocument,
  ConsentOvertimeDocument,
  DecideOvertimeDocument,
  OvertimeMonthDocument,
  OvertimeRequestDocument,
} from '../../../gql/graphql';

export const useOvertimeMonth = () => useQuery(OvertimeMonthDocument, { fetchPolicy: 'network-only' });
export const useOvertimeRequest = (id: string) =>
  useQuery(OvertimeRequestDocument, { variables: { id }, fetchPolicy: 'network-only' });
export const useAskOvertime = () => useMutation(AskOvertimeDocument);
export const useConsentOvertime = () => useMutation(ConsentOvertimeDocument);
export const useDecideOvertime = () => useMutation(DecideOvertimeDocument);
