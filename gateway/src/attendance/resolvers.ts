import type { Resolvers } from '../__generated__/resolvers-types.js';
import { callerNik } from '../auth/caller.js';
import { resolveUpload } from '../files/multipart.js';
import { toAttendanceDay, toAttendanceDetail, toAttendanceRecord, toWorkLocation } from './attendance.js';
import * as provider from './provider.js';

export const attendanceResolvers: Resolvers = {
  Query: {
    async workLocations(_parent, { types }, { api }) {
      const { data } = await provider.workLocations(api, types);
      return data.location.map(toWorkLocation);
    },
    async attendanceMonth(_parent, { monthIndex }, { api }) {
      const { data } = await provider.attendanceMonth(api, monthIndex);
      return data.map(toAttendanceDay);
    },
    async attendanceDay(_parent, { date }, { api }) {
      const { data } = await provider.attendanceDay(api, date);
      return data.map(toAttendanceRecord);
    },
    async attendanceDetail(_parent, { id }, { api }) {
      const { data } = await provider.attendanceDetail(api, id);
      return toAttendanceDetail(data);
    },
  },
  Mutation: {
    async checkAttendance(_parent, { clocking }, { api }) {
      const { message } = await provider.checkAttend(api, clocking, await callerNik(api));
      return { message };
    },
    async clockAttendance(_parent, { input, photo }, { api }) {
      const [caller, file] = await Promise.all([provider.callerProfile(api), resolveUpload(photo)]);
      const { message } = await provider.clockAttendance(
        api,
        {
          latitude: input.latitude,
          longitude: input.longitude,
          usernik: caller.nik,
          description: input.description,
          clocking: input.clocking,
          attendDate: input.attendDate,
          attendTime: input.attendTime,
          divisi_kd: caller.divisi_kd,
          subdivisi_kd: caller.subdivisi_kd,
          dept_kd: caller.dept_kd,
          lok_kd: input.locationCode,
          lok_nm: input.locationName,
        },
        file,
      );
      return { message };
    },
  },
};
