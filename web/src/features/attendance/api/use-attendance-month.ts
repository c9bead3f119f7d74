import { useQuery } from '@apollo/client/react';
import { AttendanceMonthDocument } from '../../../gql/graphql';

/** The Attendance Log of one month (0-11), newest day first. */
export const useAttendanceMonth = (monthIndex: number) =>
  useQuery(AttendanceMonthDocument, { variables: { monthIndex }, fetchPolicy: 'cache-and-network' });
