import { GraphQLError } from 'graphql';
import {
  RosterCellKind,
  ShiftSwapStatus,
  type HrRecapFilter,
  type HrRosterChangeInput,
  type Resolvers,
  type ShiftSwap,
} from '../__generated__/resolvers-types.js';
import type { Item, ReplyData, RequestBody } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, resolveUpload, type ResolvedUpload } from '../files/multipart.js';
import { idSegment } from '../hr/provider.js';

type ProviderSwap = Item<ReplyData<'/api/v1/swaps', 'get'>>;

/** A cell as the roster import's dry run shows it: a shift (with its schedule's name), Off, or empty. */
type ProviderCellView = Item<ReplyData<'/api/v1/hr/rosters/import/dry-run', 'post'>['changes']>['before'];

const rosterDryRun = (api: HadirApi, file: ResolvedUpload) =>
  api.call('post', '/api/v1/hr/rosters/import/dry-run', { body: () => multipartBody({}, { file }) });
const rosterConfirm = (api: HadirApi, importId: string) =>
  api.call('post', '/api/v1/hr/rosters/import/confirm', { body: () => ({ import_id: importId }) });

const KIND = { shift: RosterCellKind.Shift, off: RosterCellKind.Off, empty: RosterCellKind.Empty } as const;
const STATUS = {
  asked: ShiftSwapStatus.Asked,
  accepted: ShiftSwapStatus.Accepted,
  approved: ShiftSwapStatus.Approved,
  declined: ShiftSwapStatus.Declined,
  rejected: ShiftSwapStatus.Rejected,
} as const;

/** A listed swap names both people; a decision's reply only the swap (its names then go null). The api documents the status as text. */
const toSwap = (row: Pick<ProviderSwap, 'id' | 'day' | 'status'> & Partial<ProviderSwap>): ShiftSwap => ({
  id: String(row.id),
  day: row.day,
  status: STATUS[row.status as keyof typeof STATUS],
  requesterNik: row.requester_nik ?? null,
  requesterName: row.requester_name ?? null,
  colleagueNik: row.colleague_nik ?? null,
  colleagueName: row.colleague_name ?? null,
});

type CellBody = Item<RequestBody<'/api/v1/hr/rosters', 'put'>['changes']>;

function cellBody(change: HrRosterChangeInput): CellBody {
  if (change.kind !== RosterCellKind.Shift)
    return { nik: change.nik, day: change.day, cell: { kind: change.kind.toLowerCase() as 'off' | 'empty' } };
  const id = Number(change.scheduleId);
  if (!Number.isInteger(id) || id <= 0)
    throw new GraphQLError('There is no such schedule', { extensions: { code: 'BAD_USER_INPUT' } });
  return { nik: change.nik, day: change.day, cell: { kind: 'shift', schedule_id: id } };
}

const hrRoster = (api: HadirApi, args: { month: string; filter?: HrRecapFilter | null; page?: number | null }) =>
  api.call('get', '/api/v1/hr/rosters', {
    query: {
      month: args.month,
      division: args.filter?.division,
      subdivision: args.filter?.subdivision,
      department: args.filter?.department,
      q: args.filter?.search?.trim(),
      page: args.page,
    },
  });

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
            assigned: {
              name: cell.assigned.name,
              start: cell.assigned.start,
              end: cell.assigned.end,
              working: cell.assigned.working,
            },
          })),
        })),
        total: data.total,
      };
    },
    async swapTeam(_parent, { day }, { api }) {
      return (await api.call('get', '/api/v1/swaps/team', { query: { day } })).data;
    },
    async shiftSwaps(_parent, _args, { api }) {
      return (await api.call('get', '/api/v1/swaps')).data.map(toSwap);
    },
  },
  Mutation: {
    async hrSaveRoster(_parent, { changes }, { api }) {
      const { message, data } = await api.call('put', '/api/v1/hr/rosters', {
        body: () => ({ changes: changes.map(cellBody) }),
      });
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
      const { message, data } = await api.call('post', '/api/v1/swaps', {
        body: () => ({ day, colleague_nik: colleagueNik }),
      });
      return { message, swap: toSwap(data) };
    },
    async answerShiftSwap(_parent, { id, accept }, { api }) {
      const { message, data } = await (accept
        ? api.call('post', '/api/v1/swaps/{id}/accept', { path: { id: idSegment(id) } })
        : api.call('post', '/api/v1/swaps/{id}/decline', { path: { id: idSegment(id) } }));
      return { message, swap: toSwap(data) };
    },
    async decideShiftSwap(_parent, { id, approve }, { api }) {
      const { message, data } = await (approve
        ? api.call('post', '/api/v1/swaps/{id}/approve', { path: { id: idSegment(id) } })
        : api.call('post', '/api/v1/swaps/{id}/reject', { path: { id: idSegment(id) } }));
      return { message, swap: toSwap(data) };
    },
  },
};
