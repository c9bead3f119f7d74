import { useQuery } from '@apollo/client/react';
import { TeamPersonMonthDocument, TeamRecapDocument, TeamTodayDocument } from '../gql/graphql';

/** Read afresh whenever the screen opens: "who's in" is about now. */
export const useTeamToday = () => useQuery(TeamTodayDocument, { fetchPolicy: 'network-only' });
export const useTeamRecap = (month: string | null) =>
  useQuery(TeamRecapDocument, { variables: { month }, fetchPolicy: 'cache-and-network' });
export const useTeamPersonMonth = (nik: number, month: string | null) =>
  useQuery(TeamPersonMonthDocument, { variables: { nik, month }, fetchPolicy: 'cache-and-network' });
