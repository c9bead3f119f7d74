import { useMutation, useQuery } from '@apollo/client/react';
import {
  AnswerShiftSwapDocument,
  AskShiftSwapDocument,
  DecideShiftSwapDocument,
  ShiftSwapsDocument,
  SwapTeamDocument,
} from '../../../gql/graphql';

export const useSwapTeam = (day: string) =>
  useQuery(SwapTeamDocument, { variables: { day }, skip: !day, fetchPolicy: 'network-only' });
export const useShiftSwaps = () => useQuery(ShiftSwapsDocument, { fetchPolicy: 'network-only' });
const refetch = { refetchQueries: [ShiftSwapsDocument], awaitRefetchQueries: true };
export const useAskShiftSwap = () => useMutation(AskShiftSwapDocument, refetch);
export const useAnswerShiftSwap = () => useMutation(AnswerShiftSwapDocument, refetch);
export const useDecideShiftSwap = () => useMutation(DecideShiftSwapDocument, refetch);
