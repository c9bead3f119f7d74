import { useQuery } from '@apollo/client/react';
import { AttendanceDetailDocument } from '../../../gql/graphql';

/** One attendance record. */
export const useAttendanceDetail = (id: string) => useQuery(AttendanceDetailDocument, { variables: { id } });
