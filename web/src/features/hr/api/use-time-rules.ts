import { useMutation, useQuery } from '@apollo/client/react';
import {
  HrAddHolidayDocument,
  HrAssignScheduleDocument,
  HrCreateScheduleDocument,
  HrDeleteScheduleDocument,
  HrHolidaysDocument,
  HrRemoveHolidayDocument,
  HrRestoreHolidayDocument,
  HrSchedulesDocument,
  HrUnassignScheduleDocument,
  HrUpdateScheduleDocument,
} from '../gql/graphql';

export const useHrSchedules = () => useQuery(HrSchedulesDocument, { fetchPolicy: 'cache-and-network' });

/** After a schedule or an assignment changes, both lists are read again. */
const schedules = { refetchQueries: [HrSchedulesDocument], awaitRefetchQueries: true };
export const useHrCreateSchedule = () => useMutation(HrCreateScheduleDocument, schedules);
export const useHrUpdateSchedule = () => useMutation(HrUpdateScheduleDocument, schedules);
export const useHrDeleteSchedule = () => useMutation(HrDeleteScheduleDocument, schedules);
export const useHrAssignSchedule = () => useMutation(HrAssignScheduleDocument, schedules);
export const useHrUnassignSchedule = () => useMutation(HrUnassignScheduleDocument, schedules);

export const useHrHolidays = (year: number) => useQuery(HrHolidaysDocument, { variables: { year }, fetchPolicy: 'cache-and-network' });

const holidays = { refetchQueries: [HrHolidaysDocument], awaitRefetchQueries: true };
export const useHrAddHoliday = () => useMutation(HrAddHolidayDocument, holidays);
export const useHrRemoveHoliday = () => useMutation(HrRemoveHolidayDocument, holidays);
export const useHrRestoreHoliday = () => useMutation(HrRestoreHolidayDocument, holidays);
