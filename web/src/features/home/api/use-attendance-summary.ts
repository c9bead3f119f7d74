import { useQuery } from '@apollo/client/react';
import { AttendanceSummaryDocument } from '../../../gql/graphql';

export const useAttendanceSummary = () => useQuery(AttendanceSummaryDocument, { fetchPolicy: 'cache-and-network' });
