import type { Resolvers } from '../__generated__/resolvers-types.js';
import { callerNik } from '../auth/caller.js';
import { resolveUpload } from '../files/multipart.js';
import { toLeave, toLeaveDetail } from './leave.js';
import * as provider from './provider.js';

export const leaveResolvers: Resolvers = {
  Query: {
    async leaveTypes(_parent, _args, { api }) {
      return (await provider.leaveTypes(api)).data;
    },
    async leaves(_parent, _args, { api }) {
      return (await provider.listLeaves(api)).data.map(toLeave);
    },
    async leaveSummary(_parent, _args, { api }) {
      return (await provider.leaveSummary(api)).data;
    },
    async leaveDetail(_parent, { id }, { api }) {
      return toLeaveDetail((await provider.leaveDetail(api, id)).data);
    },
    async leavePreview(_parent, { type, duration, startDate, endDate }, { api }) {
      const { data } = await provider.leavePreview(api, {
        tipe: type,
        leave_duration: duration,
        start_date: startDate,
        end_date: endDate,
      });
      return {
        days: data.days,
        left: data.balance,
        leftAfter: data.left_after,
        attachmentRequired: data.attachment_required,
      };
    },
    async leaveBalances(_parent, _args, { api }) {
      return (await provider.leaveBalances(api)).data.map((row) => ({
        type: row.leave_type,
        kind: row.kind,
        balance: row.balance,
        pending: row.pending,
        left: row.left,
      }));
    },
  },
  Mutation: {
    async fileLeave(_parent, { input, attachment, signature }, { api }) {
      const nik = await callerNik(api);
      const fields = {
        tipe: input.type,
        nik,
        reason: input.reason,
        leave_duration: input.duration,
        start_date: input.startDate,
        end_date: input.endDate,
        start_time: input.startTime,
        end_time: input.endTime,
      };
      const [pdf, png] = await Promise.all([resolveUpload(attachment), resolveUpload(signature)]);
      const { message } = await provider.fileLeave(api, fields, pdf ?? null, png!);
      return { message };
    },
    async approveLeave(_parent, { leaveId, inboxId, description, replacementDate, signature }, { api }) {
      const fields = { leave_id: leaveId, description, replacement_date: replacementDate, ibxid: inboxId };
      const { message } = await provider.approveLeave(api, fields, (await resolveUpload(signature))!);
      return { message };
    },
    async cancelLeave(_parent, { leaveId }, { api }) {
      const { message } = await provider.cancelLeave(api, leaveId);
      return { message };
    },
    async rejectLeave(_parent, { leaveId, inboxId }, { api }) {
      const { message } = await provider.rejectLeave(api, leaveId, inboxId ?? null);
      return { message };
    },
  },
};
