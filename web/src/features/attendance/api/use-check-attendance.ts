import { useMutation } from '@apollo/client/react';
import { CheckAttendanceDocument } from '../../../gql/graphql';

/** POST /check_attend: may the caller clock in (or out) now. */
export const useCheckAttendance = () => useMutation(CheckAttendanceDocument);
