import { GraphQLError } from 'graphql';
import { RosterCellKind, ShiftSwapStatus, type HrRecapFilter, type HrRosterChangeInput, type Resolvers, type ShiftSwap } from '../__generated__/resolvers-types.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, resolveUpload, type ResolvedUpload } from '../files/multipart.js';
import { idSegment, withQuery } from '../hr/provider.js';

/** GET /hr/rosters (api/src/hr/rosters). */
interface ProviderRoster {
  month: string;
  days: string[];
  schedules: { id: number; name: string; start: string; end: string }[];
  people: {
    nik: number;
    name: string;
    cells: { day: string; cell: 'shift' | 'off' | 'empty'; schedule_id: number | null; assigned: { name: string; start: string; end: string; working: boolean } }[];
  }[];
  total: number;
}

interface ProviderSwap {
  id: number;
  day: string;
  status: 'asked' | 'accepted' | 'approved' | 'declined' | 'rejected';
  requester_nik?: number;
  requester_name?: string;
  colleague_nik?: number;
  colleague_name?: string;
}

/** POST /hr/rosters/import/dry-run's report. */
interface ProviderRosterReport {
  import_id: string;
  file_name: string;
  month: string | null;
  rows: number;
  counts: { people: number; cells: number; changed: number; unchanged: number; errors: number };
  changes: { row: number; nik: number; name: string; day: string; before: ProviderCellView; after: ProviderCellView }[];
  errors: { row: number; nik: string | null; message: string }[];
}
interface ProviderCellView {
  kind: 'shift' | 'off' | 'empty';
  name: string | null;
}

const rosterDryRun = (api: HadirApi, file: ResolvedUpload) =>
  api.call<ProviderRosterReport>('POST', 'hr/rosters/import/dry-run', { body: () => multipartBody({}, { file }) });
const rosterConfirm = (api: HadirApi, importId: string) =>
  api.call<{ month: string | null; changed: number }>('POST', 'hr/rosters/import/confirm', { body: () => ({ import_id: importId }) });

const KIND = { shift: RosterCellKind.Shift, off: RosterCellKind.Off, empty: RosterCellKind.Empty } as const;
const STATUS = {
  asked: ShiftSwapStatus.Asked,
  accepted: ShiftSwapStatus.Accepted,
  approved: ShiftSwapStatus.Approved,
  declined: ShiftSwapStatus.Declined,
  rejected: ShiftSwapStatus.Rejected,
} as const;

const toSwap = (row: ProviderSwap): ShiftSwap => ({
  id: String(row.id),
  day: row.day,
  status: STATUS[row.status],
  requesterNik: row.requester_nik ?? null,
  requesterName: row.requester_name ?? null,
  colleagueNik: row.colleague_nik ?? null,
  colleagueName: row.colleague_name ?? null,
});

function cellBody(change: HrRosterChangeInput) {
  if (change.kind !== RosterCellKind.Shift) return { nik: change.nik, day: change.day, cell: { kind: change.kind.toLowerCase() } };
  const id = Number(change.scheduleId);
  if (!Number.isInteger(id) || id <= 0) throw new GraphQLError('There is no such schedule', { extensions: { code: 'BAD_USER_INPUT' } });
  return { nik: change.nik, day: change.day, cell: { kind: 'shift', schedule_id: id } };
}

const hrRoster = (api: HadirApi, args: { month: string; filter?: HrRecapFilter | null; page?: number | null }) =>
  api.call<ProviderRoster>(
    'GET',
    withQuery('hr/rosters', {
      month: args.month,
      division: args.filter?.division,
      subdivision: args.filter?.subdivision,
      department: args.filter?.department,
      q: args.filter?.search?.trim(),
      page: args.page,
    }),
  );

/** Rosters (HR) and shift swaps (staff), issue 25. */
export const rosterResolvers: Resolvers = {
  Query: {
    async hrRoster(_parent, args, { api }) {
      const { data } = await hrRoster(api, args);
      return {
        month: data.month,
        days: data.days,
        shifts: data.schedules.map((row) => ({ ...row, id: String(row.id) })),
        people: data.people.map((person) => ({
          nik: person.nik,
          name: person.name,
          cells: person.cells.map((cell) => ({
            day: cell.day,
            kind: KIND[cell.cell],
            scheduleId: cell.schedule_id === null ? null : String(cell.schedule_id),
            assigned: { name: cell.assigned.name, start: cell.assigned.start, end: cell.assigned.end, working: cell.assigned.working },
          })),
        })),
        total: data.total,
      };
    },
    async swapTeam(_parent, { day }, { api }) {
      return (await api.call<{ nik: number; name: string; shift: string | null }[]>('GET', withQuery('swaps/team', { day }))).data;
    },
    async shiftSwaps(_parent, _args, { api }) {
      return (await api.call<ProviderSwap[]>('GET', 'swaps')).data.map(toSwap);
    },
  },
  Mutation: {
    async hrSaveRoster(_parent, { changes }, { api }) {
      const { message, data } = await api.call<{ changed: number }>('PUT', 'hr/rosters', { body: () => ({ changes: changes.map(cellBody) }) });
      return { message, changed: data.changed };
    },
    async hrRosterImportDryRun(_parent, { file }, { api }) {
      const { message, data } = await rosterDryRun(api, (await resolveUpload(file))!);
      const view = (cell: ProviderCellView) => ({ kind: KIND[cell.kind], name: cell.name });
      return {
        message,
        importId: data.import_id,
        fileName: data.file_name,
        month: data.month,
        rows: data.rows,
        counts: data.counts,
        changes: data.changes.map((change) => ({ ...change, before: view(change.before), after: view(change.after) })),
        errors: data.errors,
      };
    },
    async hrRosterImportConfirm(_parent, { importId }, { api }) {
      const { message, data } = await rosterConfirm(api, importId);
      return { message, month: data.month, changed: data.changed };
    },
    async askShiftSwap(_parent, { day, colleagueNik }, { api }) {
      const { message, data } = await api.call<ProviderSwap>('POST', 'swaps', { body: () => ({ day, colleague_nik: colleagueNik }) });
      return { message, swap: toSwap(data) };
    },
    async answerShiftSwap(_parent, { id, accept }, { api }) {
      const { message, data } = await api.call<ProviderSwap>('POST', `swaps/${idSegment(id)}/${accept ? 'accept' : 'decline'}`);
      return { message, swap: toSwap(data) };
    },
    async decideShiftSwap(_parent, { id, approve }, { api }) {
      const { message, data } = await api.call<ProviderSwap>('POST', `swaps/${idSegment(id)}/${approve ? 'approve' : 'reject'}`);
      return { message, swap: toSwap(data) };
    },
  },
};
