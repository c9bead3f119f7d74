import { useMutation, useQuery } from '@apollo/client/react';
import {
  HrAddHolidayDocument,
  HrAssignScheduleDocument,
  HrCorrectionSettingsDocument,
  HrCreateScheduleDocument,
  HrDeleteScheduleDocument,
  HrHolidaysDocument,
  HrNotificationSettingsDocument,
  HrRemoveHolidayDocument,
  HrRestoreHolidayDocument,
  HrSaveCorrectionSettingsDocument,
  HrSaveNotificationSettingsDocument,
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

export const useHrHolidays = (year: number) =>
  useQuery(HrHolidaysDocument, { variables: { year }, fetchPolicy: 'cache-and-network' });

const holidays = { refetchQueries: [HrHolidaysDocument], awaitRefetchQueries: true };
export const useHrAddHoliday = () => useMutation(HrAddHolidayDocument, holidays);
export const useHrRemoveHoliday = () => useMutation(HrRemoveHolidayDocument, holidays);
export const useHrRestoreHoliday = () => useMutation(HrRestoreHolidayDocument, holidays);

/** The company's correction window (issue 25); saving updates the cached settings from the reply. */
export const useHrCorrectionSettings = () =>
  useQuery(HrCorrectionSettingsDocument, { fetchPolicy: 'cache-and-network' });
export const useHrSaveCorrectionSettings = () =>
  useMutation(HrSaveCorrectionSettingsDocument, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: HrCorrectionSettingsDocument,
          data: { hrCorrectionSettings: data.hrSaveCorrectionSettings.settings },
        });
    },
  });

/** The company's reminders and notification settings (issue 47); saving updates the cached settings from the reply. */
export const useHrNotificationSettings = () =>
  useQuery(HrNotificationSettingsDocument, { fetchPolicy: 'cache-and-network' });
export const useHrSaveNotificationSettings = () =>
  useMutation(HrSaveNotificationSettingsDocument, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: HrNotificationSettingsDocument,
          data: { hrNotificationSettings: data.hrSaveNotificationSettings.settings },
        });
    },
  });
