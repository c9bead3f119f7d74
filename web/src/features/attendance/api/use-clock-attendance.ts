import { useMutation } from '@apollo/client/react';
import { ClockAttendanceDocument } from '../../../gql/graphql';

/** POST /attendance with the selfie (Live fetches its log again when it opens). */
export const useClockAttendance = () => useMutation(ClockAttendanceDocument);
