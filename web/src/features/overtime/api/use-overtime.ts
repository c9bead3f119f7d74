import { useMutation, useQuery } from '@apollo/client/react';
import {
  AskOvertimeDocument,
  ConsentOvertimeDocument,
  DecideOvertimeDocument,
  OvertimeMonthDocument,
  OvertimeRequestDocument,
  OvertimeShiftDocument,
  OvertimeTeamMemberDocument,
  WithdrawOvertimeDocument,
} from '../../../gql/graphql';

export const useOvertimeMonth = () => useQuery(OvertimeMonthDocument, { fetchPolicy: 'network-only' });
export const useOvertimeRequest = (id: string) =>
  useQuery(OvertimeRequestDocument, { variables: { id }, fetchPolicy: 'network-only' });
export const useAskOvertime = () => useMutation(AskOvertimeDocument);
export const useConsentOvertime = () => useMutation(ConsentOvertimeDocument);
export const useDecideOvertime = () => useMutation(DecideOvertimeDocument);
export const useWithdrawOvertime = () => useMutation(WithdrawOvertimeDocument);
/** The team member a supervisor asks overtime of (their name, from the team's month). */
export const useOvertimeTeamMember = (nik: number) => useQuery(OvertimeTeamMemberDocument, { variables: { nik } });
/** The day's shift (the caller's, or a team member's): the form's default window starts at its end (issue 45). */
export const useOvertimeShift = (date: string, nik?: number) =>
  useQuery(OvertimeShiftDocument, { variables: { date, nik: nik ?? null }, skip: !/^\d{4}-\d{2}-\d{2}$/.test(date) });
