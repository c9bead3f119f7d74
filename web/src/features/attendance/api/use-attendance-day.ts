import { useQuery } from '@apollo/client/react';
import { AttendanceDayDocument } from '../../../gql/graphql';

/** Every record of one day (yyyy-mm-dd), in time order. */
export const useAttendanceDay = (date: string) =>
  useQuery(AttendanceDayDocument, { variables: { date }, fetchPolicy: 'cache-and-network' });
