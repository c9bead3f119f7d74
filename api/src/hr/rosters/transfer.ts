import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/db.js';
import { badRequest, forbidden, HttpError, notFound } from '../../errors.js';
import type { MultipartFile } from '../../http/multipart.js';
import { writingLanguage, type Language } from '../../lib/languages.js';
import { rosterKey } from '../../workdays/index.js';
import type { HrCaller } from '../../platform/access.js';
import { sendExport } from '../../platform/exports/send.js';
import type { SheetColumn } from '../../platform/exports/xlsx.js';
import { IMPORT_MESSAGES } from '../import/messages.js';
import * as imports from '../import/queries.js';
import { detectFormat, readImportTable, type RawTable } from '../../platform/import/read.js';
import { HR_MESSAGES } from '../../platform/messages.js';
import { allPeople } from '../../recap/index.js';
import { hrScope } from '../recap/scope.js';
import { listSchedules } from '../schedules/queries.js';
import { ROSTER_FILE_MESSAGES as M } from './messages.js';
import type { RosterCell, RosterQuery } from './schemas.js';
import { monthDays, saveRosterIn, storedCells } from './service.js';

/** The words of the file: its first columns and Off, in the HR admin's language (docs/GLOSSARY-ID.md: Off is Libur). */
const WORDS: Record<Language, { nik: string; name: string; off: string; sheet: string }> = {
  en: { nik: 'NIK', name: 'Name', off: 'Off', sheet: 'Roster' },
  id: { nik: 'NIK', name: 'Nama', off: 'Libur', sheet: 'Roster' },
};
/** A file in either language imports: a cell saying Off or Libur is Off. */
const OFF_WORDS = new Set(Object.values(WORDS).map((words) => words.off.toLowerCase()));
const NAME_HEADERS = new Set(Object.values(WORDS).map((words) => words.name.toLowerCase()));

/** Changes the dry run lists in full; the counts cover the rest. */
export const ROSTER_CHANGES_SHOWN = 1000;

/**
 * GET /hr/rosters/export: the unit's whole month as a sheet, one row a person (NIK, name, then one
 * column per day: the schedule's name, Off, or empty where the assignment applies). It is the
 * import's file too: change cells, import it back.
 */
export async function exportRoster(
  ctx: AppContext,
  caller: HrCaller,
  query: RosterQuery,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const scope = await hrScope(ctx, caller, query);
  const { from, to, days } = monthDays(query.month);
  const words = WORDS[writingLanguage(caller.user.language)];
  const people = await allPeople(ctx.db, scope, { from, to });
  const names = new Map((await listSchedules(ctx.db, caller.company)).map((row) => [row.id, row.name]));
  const columns: SheetColumn[] = [
    { header: words.nik, width: 12, type: 'text' },
    { header: words.name, width: 28, type: 'text' },
    ...days.map((day): SheetColumn => ({ header: day, width: 12, type: 'text' })),
  ];
  return sendExport(
    ctx,
    caller,
    request,
    reply,
    { kind: 'roster', name: `hadir-roster-${query.month}`, format: 'xlsx' },
    async (writer) => {
      if (writer.format !== 'xlsx') return;
      const sheet = writer.xlsx.sheet(words.sheet, columns);
      const BATCH = 500;
      for (let start = 0; start < people.length; start += BATCH) {
        const batch = people.slice(start, start + BATCH);
        const cells = await storedCells(
          ctx.db,
          batch.map((person) => person.id),
          from,
          to,
        );
        for (const person of batch) {
          await sheet.row([
            String(person.nik),
            person.name,
            ...days.map((day) => {
              const cell = cells.get(rosterKey(person.id, day));
              return cell === undefined ? null : cell === null ? words.off : (names.get(cell) ?? null);
            }),
          ]);
        }
      }
      sheet.done();
    },
  );
}

/** A cell as the dry run shows it: a shift (with its schedule's name), Off, or empty. */
interface CellView {
  kind: 'shift' | 'off' | 'empty';
  name: string | null;
}

interface RosterPlan {
  month: string | null;
  rows: number;
  people: number;
  cells: number;
  changes: {
    row: number;
    nik: number;
    name: string;
    day: string;
    before: CellView;
    after: CellView;
    cell: RosterCell;
  }[];
  errors: { row: number; nik: string | null; message: string }[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) =>
  DAY.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * Reads the grid against the company as it is now: the header (NIK, optional name, the days of one
 * month), each person's row, each cell. Every problem is an error in words; the changes are the
 * cells whose value differs from what is stored.
 */
async function planRoster(db: Db, caller: HrCaller, table: RawTable): Promise<RosterPlan> {
  const header = table.header.map((name) => (name ?? '').trim());
  if ((header[0] ?? '').toLowerCase() !== 'nik') throw badRequest(M.badHeader, 'import_bad_header');
  if (table.rows.length === 0) throw badRequest(M.empty, 'import_empty');
  const errors: RosterPlan['errors'] = [];
  /** Column index → day. */
  const dayColumns = new Map<number, string>();
  let month: string | null = null;
  const seenDays = new Set<string>();
  header.forEach((name, index) => {
    if (index === 0 || name === '' || (index === 1 && NAME_HEADERS.has(name.toLowerCase()))) return;
    if (!isDay(name)) return errors.push({ row: 1, nik: null, message: M.notADay(name) });
    month ??= name.slice(0, 7);
    if (name.slice(0, 7) !== month) return errors.push({ row: 1, nik: null, message: M.dayNotInMonth(name, month) });
    if (seenDays.has(name)) return errors.push({ row: 1, nik: null, message: M.duplicateDay(name) });
    seenDays.add(name);
    dayColumns.set(index, name);
  });
  if (dayColumns.size === 0 && errors.length === 0) throw badRequest(M.badHeader, 'import_bad_header');

  const niks = table.rows
    .map((row) => (row.values[0] ?? '').trim())
    .filter((nik) => /^\d{1,15}$/.test(nik))
    .map(Number);
  const people = await db.query<{ id: number; nik: number; name: string; comp_kd: string | null }>(
    'SELECT id, nik, name, comp_kd FROM users WHERE nik = ANY($1::bigint[])',
    [[...new Set(niks)]],
  );
  const byNik = new Map(people.map((person) => [Number(person.nik), person]));
  const schedules = await listSchedules(db, caller.company);
  const byName = new Map(schedules.map((row) => [row.name.trim().toLowerCase(), row]));
  const scheduleName = new Map(schedules.map((row) => [row.id, row.name]));
  const ours = people.filter((person) => person.comp_kd === caller.company);
  const range = month ? monthDays(month) : null;
  const stored = range
    ? await storedCells(
        db,
        ours.map((person) => person.id),
        range.from,
        range.to,
      )
    : new Map<string, number | null>();
  const view = (cell: number | null | undefined): CellView =>
    cell === undefined
      ? { kind: 'empty', name: null }
      : cell === null
        ? { kind: 'off', name: null }
        : { kind: 'shift', name: scheduleName.get(cell) ?? null };

  const changes: RosterPlan['changes'] = [];
  const rowOf = new Map<number, number>();
  let cells = 0;
  for (const { row, values } of table.rows) {
    const text = (values[0] ?? '').trim();
    if (values.some((value) => value?.includes('\u0000'))) {
      errors.push({ row, nik: text || null, message: M.nulByte });
      continue;
    }
    if (!/^\d{1,15}$/.test(text)) {
      errors.push({ row, nik: text || null, message: M.nikInvalid });
      continue;
    }
    const nik = Number(text);
    const person = byNik.get(nik);
    if (rowOf.has(nik)) {
      errors.push({ row, nik: text, message: M.duplicateNik(nik, rowOf.get(nik)!) });
      continue;
    }
    rowOf.set(nik, row);
    if (!person) {
      errors.push({ row, nik: text, message: M.unknownNik(nik) });
      continue;
    }
    if (person.comp_kd !== caller.company) {
      errors.push({ row, nik: text, message: M.otherCompanyNik(nik) });
      continue;
    }
    for (const [index, day] of dayColumns) {
      const value = (values[index] ?? '').trim();
      let cell: RosterCell;
      let next: number | null | undefined;
      if (value === '') [cell, next] = [{ kind: 'empty' }, undefined];
      else if (OFF_WORDS.has(value.toLowerCase())) [cell, next] = [{ kind: 'off' }, null];
      else {
        const schedule = byName.get(value.toLowerCase());
        if (!schedule) {
          errors.push({ row, nik: text, message: M.unknownSchedule(day, value) });
          continue;
        }
        [cell, next] = [{ kind: 'shift', schedule_id: schedule.id }, schedule.id];
      }
      cells += 1;
      const was = stored.get(rosterKey(person.id, day));
      if (was !== next) changes.push({ row, nik, name: person.name, day, before: view(was), after: view(next), cell });
    }
  }
  return { month, rows: table.rows.length, people: rowOf.size, cells, changes, errors };
}

const report = (plan: RosterPlan) => ({
  month: plan.month,
  rows: plan.rows,
  counts: {
    people: plan.people,
    cells: plan.cells,
    changed: plan.changes.length,
    unchanged: plan.cells - plan.changes.length,
    errors: plan.errors.length,
  },
  changes: plan.changes.slice(0, ROSTER_CHANGES_SHOWN).map(({ cell: _cell, ...change }) => change),
  errors: plan.errors.slice(0, ROSTER_CHANGES_SHOWN),
});

const readFile = async (bytes: Buffer, format: 'csv' | 'xlsx') => readImportTable(bytes, format);

/** POST /hr/rosters/import/dry-run: reads and checks a roster file and keeps it for the confirm; changes no cell. */
export async function rosterDryRun(ctx: AppContext, caller: HrCaller, file: MultipartFile | undefined) {
  if (!file || file.bytes.length === 0) throw badRequest(IMPORT_MESSAGES.fileRequired, 'import_file_required');
  const format = detectFormat(file.bytes, file.filename);
  const plan = await planRoster(ctx.db, caller, await readFile(file.bytes, format));
  const stored = await imports.storeImport(ctx.db, {
    compKd: caller.company,
    userId: caller.user.id,
    fileName: file.filename.slice(0, 200),
    format,
    bytes: file.bytes,
    kind: 'rosters',
  });
  return {
    import_id: stored.id,
    file_name: file.filename,
    ...report(plan),
    expires_at: stored.expires_at.toISOString(),
  };
}

/**
 * POST /hr/rosters/import/confirm: checks the stored file again against the cells as they are now
 * and, when no row has an error, saves its changes through the same code as PUT /hr/rosters (one
 * transaction, audited); else nothing is written.
 */
export async function rosterConfirm(ctx: AppContext, caller: HrCaller, importId: string) {
  return ctx.db.transaction(async (tx) => {
    const stored = await imports.claimableImport(tx, importId, 'rosters');
    if (!stored) throw notFound(IMPORT_MESSAGES.notFound, 'import_not_found');
    if (stored.comp_kd !== caller.company) throw forbidden(HR_MESSAGES.otherCompany, 'other_company');
    const plan = await planRoster(tx, caller, await readFile(Buffer.from(stored.content), stored.format));
    if (plan.errors.length > 0)
      throw new HttpError(400, 'import_has_errors', M.hasErrors, { file_name: stored.file_name, ...report(plan) });
    const saved =
      plan.changes.length === 0
        ? { changed: 0 }
        : await saveRosterIn(tx, caller, { changes: plan.changes.map(({ nik, day, cell }) => ({ nik, day, cell })) });
    await imports.markImportUsed(tx, stored.id);
    return { month: plan.month, changed: saved.changed };
  });
}
