import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { badRequest, conflict, forbidden, nikMismatch, notFound } from '../errors.js';
import type { MultipartFile } from '../http/multipart.js';
import { sniffFileType } from '../lib/file-type.js';
import type { ReadMark } from '../lib/read-cache.js';
import { cleanUploadedImage, type CleanImage } from '../lib/image.js';
import { notify } from '../inbox/index.js';
import {
  jakartaDate,
  jakartaDisplayDate,
  jakartaHourMinute,
  latestMonth,
  monthRange,
  TIME_ZONE,
} from '../lib/jakarta.js';
import { timeZones } from '../workdays/index.js';
import { isStoredName } from '../storage/storage.js';
import type { UserRow } from '../users/presenter.js';
import { findUserById, findUserByNik } from '../users/index.js';
import type { Day } from '../workdays/day.js';
import { instanceDayOf, previousDay, type ShiftInstance } from '../workdays/index.js';
import { daysOf } from '../workdays/index.js';
import { instancesAround } from '../workdays/index.js';
import { mayReadAttendanceOf } from './access.js';
import { clockingRefusal } from './clocking-rule.js';
import { groupDays } from './days.js';
import { isOpenTo, matchLocation } from './geofence.js';
import { MESSAGES } from './messages.js';
import * as queries from './queries.js';
import { heldOf, recentFrom, withClocking, clockedNotice, type HeldClockings } from './held-clockings.js';
import { DEFAULT_RISK_THRESHOLD, bestFix, faceSignal, needsReview, scoreClocking, type Fix } from './risk.js';
import { checkSelfie, clockFaceCheck, faceNeedsReview, type FaceVerdict } from '../face/index.js';
import { sha256Hex, type PublicJwk } from './signing.js';
import * as keys from './signing-keys.js';
import type { ClockFields } from './schemas.js';

/**
 * Largest selfie POST /attendance takes: 5 MB (5242880 bytes), the limit rules §9 sets for the
 * other attendance upload (the correction request). The web captures a 500x300 canvas, a few
 * tens of KB, so only a hand-made request comes near it; it answers 413 with photoTooLarge.
 */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * The work locations a user may clock at (rules §3 Work location; rule in geofence.isOpenTo), each with the widest accuracy circle a clock-in there is
 * taken with (assertPrecise): the clock screen keeps Submit back until the position is that good
 * (issue 46), rather than letting the person take a selfie to be refused.
 */
export async function workLocationsFor(ctx: AppContext, user: UserRow) {
  const [locations, rules] = await Promise.all([
    queries.listWorkLocations(ctx.db, user.comp_kd),
    queries.companyTrustRules(ctx.db, user.comp_kd),
  ]);
  // The clock screen's face check (issue 49) runs for an enrolled person of a company that checks faces;
  // such a person whose consent is to an earlier notice is asked there to read the new one.
  const face = rules?.face_check ? await clockFaceCheck(ctx, user) : null;
  const faceCheck = face?.enrolled ?? false;
  const faceNoticeChanged = faceCheck && (face?.notice_changed ?? false);
  return locations
    .filter((location) => isOpenTo(location, user))
    .map((location) => ({
      ...location,
      accuracy_limit: accuracyLimit(location, rules?.max_accuracy_m ?? null),
      face_check: faceCheck,
      face_notice_changed: faceNoticeChanged,
    }));
}

function assertOwnNik(user: UserRow, nik: number): void {
  if (nik !== user.nik) throw nikMismatch(MESSAGES.notYourNik);
}

function assertClockingAllowed(clocking: boolean, lastOfShift: boolean | null): void {
  const refusal = clockingRefusal(clocking, lastOfShift);
  if (refusal) throw badRequest(refusal.message, refusal.error);
}

/**
 * The shift's day a clocking at `at` belongs to (workdays/instance.ts): for a clock-out, the day of the
 * open clock-in while that shift's window is open (a night shift's 06:05 clock-out counts on the
 * evening it started); otherwise the latest shift whose window holds `at`; otherwise the calendar day in the person's zone.
 * `recent` is, on each instance's day, the person's last clocking and their last at or before `at`, newest first
 * (recentClockings): the last before `at` (of those days) and the last of the day it comes to are among them.
 */
function shiftDayOf(recent: queries.RecentClocking[], clocking: boolean, at: Date, instances: ShiftInstance[]): string {
  const last = recent.find((row) => row.attended_at.getTime() <= at.getTime());
  return instanceDayOf(
    instances,
    { clocking, attended_at: at },
    last?.clocking ? last.attend_date : null,
    jakartaDate(at, instances[0].zone),
  );
}

/**
 * The person's recentClockings over [from, to] at `at` (newest first), from memory when this process
 * holds them; else read, and held for the next pre-check.
 */
async function heldRecentClockings(
  ctx: AppContext,
  userId: number,
  from: string,
  to: string,
  at: Date,
): Promise<queries.RecentClocking[]> {
  const cache = ctx.reads.clockings;
  const key = String(userId);
  const mark = cache.mark();
  const held = cache.peek(key) as HeldClockings | undefined;
  const answer = held ? recentFrom(held, from, to, at) : null;
  if (answer) return answer;
  const rows = await queries.recentClockings(ctx.db, userId, from, to, at);
  cache.keep(key, heldOf(rows, from, to), mark);
  return rows;
}

/**
 * After this process wrote `made`, decided on `recent` (clockingFacts' rows over [from, to], read
 * after `mark`): held as they are now, at once, for the person's next pre-check — or, where anything
 * of theirs changed since the read, `made` added to what is held (the database's notice of it does
 * the same a moment later, to no effect).
 */
function heldAfterWrite(
  ctx: AppContext,
  userId: number,
  mark: ReadMark,
  window: { from: string; to: string; recent: queries.RecentClocking[] },
  made: queries.RecentClocking,
): void {
  const cache = ctx.reads.clockings;
  const kept = cache.keep(String(userId), withClocking(heldOf(window.recent, window.from, window.to), made), mark);
  if (!kept) cache.changed(clockedNotice(userId, made));
}

/**
 * POST /check_attend: whether the user may clock in (or out) now, by the last record of the shift it
 * would count for. Advisory (the clock-in decides again on its own read), and from memory once this
 * process holds the person's recent clockings (issue 48: heldRecentClockings): in the steady state no
 * statement reaches the database.
 */
export async function checkAttend(
  ctx: AppContext,
  user: UserRow,
  input: { clocking: boolean; nik: number },
  now = ctx.clock.now(),
) {
  assertOwnNik(user, input.nik);
  const instances = await instancesAround(ctx, user, now);
  const recent = await heldRecentClockings(ctx, user.id, instances[0].date, instances.at(-1)!.date, now);
  const day = shiftDayOf(recent, input.clocking, now, instances);
  assertClockingAllowed(input.clocking, recent.find((row) => row.attend_date === day)?.clocking ?? null);
  return input.clocking ? MESSAGES.canClockIn : MESSAGES.canClockOut;
}

/** Bounds of a selfie: the web sends 500x300; a phone camera's full frame still fits. */
const PHOTO_MAX_WIDTH = 4000;
const PHOTO_MAX_PIXELS = 4000 * 4000;

/**
 * The selfie decoded, bounded and re-encoded, as profile and correction photos are: only a whole
 * PNG or JPEG is stored (a JPEG header followed by a page is not one), never one that unpacks
 * into more pixels than a camera makes, and without its EXIF (device, GPS).
 */
function cleanPhoto(photo: MultipartFile | undefined): Promise<CleanImage> {
  if (!photo || photo.bytes.length === 0) throw badRequest(MESSAGES.photoRequired, 'photo_required');
  return cleanUploadedImage(
    photo.bytes,
    { unsupported: MESSAGES.photoNotImage, unsupportedError: 'invalid_photo' },
    { maxWidth: PHOTO_MAX_WIDTH, maxPixels: PHOTO_MAX_PIXELS },
  );
}

/** The browser a clock-in came from, as its device cookie (the gateway's X-Hadir-Device) tells. */
export interface ClockingBrowser {
  deviceTokens: string[];
}

/** This person's device id on this browser (null without a token for them) and how many other people it has signed in as. */
async function browserDevice(ctx: AppContext, user: UserRow, browser: ClockingBrowser) {
  const devices = (await Promise.all(browser.deviceTokens.map((token) => ctx.tokens.readDevice(token)))).filter(
    (device) => device !== null,
  );
  const own = devices.find((device) => device.nik === user.nik)?.did ?? null;
  const others = new Set(devices.filter((device) => device.nik !== user.nik).map((device) => device.nik)).size;
  return { own, others };
}

/** The largest accuracy circle a clocking at a location may have: the company's maximum, else the location's radius. */
const accuracyLimit = (location: { radius: number }, companyMax: number | null) => companyMax ?? location.radius;

/**
 * Refuses a position too vague for the circle it would count at (issue 29: the one refusal of the
 * trust checks; everything else flags). Outside every circle, a fix vaguer than every limit is told
 * so rather than "out of radius": the person can fix it by stepping outside or waiting.
 */
function assertPrecise<T extends { radius: number }>(
  accuracy: number,
  matched: T | null,
  locations: T[],
  companyMax: number | null,
): void {
  const limit = matched
    ? accuracyLimit(matched, companyMax)
    : Math.max(0, ...locations.map((location) => accuracyLimit(location, companyMax)));
  if (accuracy > limit) {
    const metres = Math.round(accuracy);
    throw badRequest(MESSAGES.positionImprecise(metres), 'position_imprecise', {
      accuracy: metres,
      limit: Math.round(limit),
    });
  }
}

/** A clock-in that arrives later than this after the phone took it was kept on the phone (offline): it is sent late. */
export const SENT_LATE_AFTER_MS = 2 * 60_000;
/** The oldest clock-in the api still takes from a phone: 12 hours (issue 29; rules §9 "Offline clock-in"). */
export const SENT_LATE_LIMIT_MS = 12 * 60 * 60_000;

/**
 * When a clocking counts (rules §9 "Offline clock-in"). The api's own clock, unless the phone says
 * it took the clock-in more than two minutes before it arrived (a clock-in kept on the phone while
 * offline): then the phone's time, up to 12 hours back, and the record says it was sent late (the
 * sent_late signal, so a reviewer sees it). Older is refused. A phone's time ahead of the api's is
 * never taken: nothing is clocked after it arrives.
 */
export function clockingTime(capturedAt: number | undefined, now: Date): { at: Date; sentLate: boolean } {
  if (capturedAt === undefined) return { at: now, sentLate: false };
  const age = now.getTime() - capturedAt;
  if (age > SENT_LATE_LIMIT_MS) throw badRequest(MESSAGES.sentTooLate, 'sent_too_late');
  return age > SENT_LATE_AFTER_MS ? { at: new Date(capturedAt), sentLate: true } : { at: now, sentLate: false };
}

/** What a clock-in's signals are scored on beside its fields: what clock() worked out and what clockingFacts read. */
interface SignalFacts {
  fixes: Fix[];
  at: Date;
  now: Date;
  receivedAt: number;
  sentLate: boolean;
  device: { own: string | null; others: number };
  nonce: ReturnType<typeof keys.nonceToSpend> | null;
  read: queries.TrustFactsRow;
}

/** The risk signals of a clock-in (risk.ts) and what its signature comes to (signing-keys.ts). */
function scoreSignals(user: UserRow, fields: ClockFields, photo: MultipartFile, facts: SignalFacts) {
  const { fixes, at, now, receivedAt, sentLate, device, nonce, read } = facts;
  const signature = keys.signatureOutcome(
    { signature: fields.signature, keyId: fields.key_id, nonce: fields.nonce },
    {
      clocking: fields.clocking,
      nik: user.nik,
      clientId: fields.client_id ?? null,
      capturedAt: fields.captured_at ?? null,
      fixes: fields.fixes ?? null,
      photoSha256: sha256Hex(photo.bytes),
    },
    nonce,
    {
      key:
        read.key_id && read.public_key && read.key_created_at
          ? {
              key_id: read.key_id,
              public_key: read.public_key,
              created_at: read.key_created_at,
              revoked_at: read.key_revoked_at,
            }
          : null,
      signedBefore: read.key_signed_before,
      otherKeySignedBefore: read.other_key_signed_before,
      nonceUsed: read.nonce_used,
    },
    sentLate,
  );
  const previous =
    read.previous_at && read.previous_latitude !== null && read.previous_longitude !== null
      ? {
          at: read.previous_at.getTime(),
          point: { latitude: read.previous_latitude, longitude: read.previous_longitude },
        }
      : null;
  const risk = scoreClocking({
    fixes,
    fixesSent: Boolean(fields.fixes),
    receivedAt,
    sentLate: sentLate ? { capturedAt: at.getTime(), arrivedAt: now.getTime() } : null,
    at: at.getTime(),
    previous,
    sameCoordinateDays: read.same_coordinate_days,
    device: device.own ? { seenBefore: read.device_seen, personHasHistory: read.device_history } : null,
    otherPeopleOnDevice: device.others,
    webdriver: fields.webdriver,
    signature,
    // Only where the company checks faces: elsewhere a hand-made field says nothing (the feature is off).
    browserFace: read.face_check ? fields.face_browser : null,
  });
  return { risk, signature };
}

/**
 * A clocking stored "Needs review" (issue 47, `clocking.flagged`): the owner's supervisor hears of it
 * in the transaction that stores it, with a way to the team's review. Nobody is told of an owner with
 * no supervisor (HR's review list shows it). The time is on the owner's wall clock, as the review
 * list shows it.
 */
async function tellSupervisorOfFlag(
  tx: Db,
  owner: UserRow,
  clocking: { id: number; clocking: boolean; at: Date; zone: string },
): Promise<void> {
  if (owner.supervisor_id === null) return;
  const at = `${jakartaDisplayDate(clocking.at, clocking.zone)} ${jakartaHourMinute(clocking.at, clocking.zone)}`;
  await notify(tx, owner.supervisor_id, {
    message: { key: clocking.clocking ? 'clockInFlagged' : 'clockOutFlagged', values: { name: owner.name, at } },
    status: 'Success',
    redirect: 'flagged',
    itemid: clocking.id,
    event: 'clocking.flagged',
  });
}

const clockedReply = (clocking: boolean, id: number, review: 'needs_review' | 'accepted' | 'rejected' | null) => ({
  message: clocking ? MESSAGES.clockedIn : MESSAGES.clockedOut,
  id,
  review: review === 'needs_review' ? ('needs_review' as const) : null,
});

/**
 * POST /attendance: one clock-in or clock-out at the server's clock (or, sent late, the phone's: clockingTime). The client's date and time are
 * kept for the record but decide nothing; the position (the most precise of the fixes sent, issue
 * 29) must be inside a circle open to the user and precise enough for it, and the location recorded
 * is that circle's. The risk signals (risk.ts) are scored on the server; a record at or above the
 * company's threshold is stored "Needs review", never refused. Everything is decided on one read and
 * written in one statement only if the person's clockings are still those it read (issue 48:
 * queries.clockingFacts, writeClocking), so two requests sent at once make one record; a refused
 * request leaves no file (one stored before another overtook it is removed). The row's attend_date is the day of the shift it belongs to, so a
 * night shift's clock-out after midnight is stored on the evening the shift started.
 */
export async function clock(
  ctx: AppContext,
  user: UserRow,
  fields: ClockFields,
  photo: MultipartFile | undefined,
  browser: ClockingBrowser = { deviceTokens: [] },
  now = ctx.clock.now(),
  receivedAt = Date.now(),
) {
  assertOwnNik(user, fields.usernik);
  // A key sent again (the phone retrying a queued clock-in) answers its record, whatever the time now.
  let when: ReturnType<typeof clockingTime>;
  try {
    when = clockingTime(fields.captured_at, now);
  } catch (error) {
    const repeat = fields.client_id ? await queries.findByClientId(ctx.db, user.id, fields.client_id) : null;
    if (repeat) return clockedReply(repeat.clocking, repeat.id, repeat.review_status);
    throw error;
  }
  const { at, sentLate } = when;
  // TRUST_SIGNALS=false (the bench's comparison only; never in production): no device read, no signals scored.
  const signals = ctx.config.TRUST_SIGNALS;
  const image = cleanPhoto(photo);
  // Answered below only once the clock-in is not a repeat (a repeat's photo is not looked at).
  image.catch(() => undefined);
  const [instances, device, companyLocations] = await Promise.all([
    instancesAround(ctx, user, at),
    signals ? browserDevice(ctx, user, browser) : { own: null, others: 0 },
    workLocationsOf(ctx, user.comp_kd),
  ]);
  const locations = companyLocations.filter((location) => isOpenTo(location, user));
  const fixes: Fix[] = fields.fixes ?? [
    {
      latitude: fields.latitude,
      longitude: fields.longitude,
      accuracy: 0,
      altitude: null,
      speed: null,
      timestamp: receivedAt,
    },
  ];
  // The nonce's seal and time are checked here; it is spent with the clocking (writeClocking).
  const nonce = signals && fields.nonce ? keys.nonceToSpend(ctx.tokens, user.nik, fields.nonce, now) : null;
  const spend = nonce && typeof nonce !== 'string' && fields.signature && fields.key_id ? nonce.spent : null;
  const best = bestFix(fixes);
  const point = { latitude: best.latitude, longitude: best.longitude };
  let photoName: string | null = null;
  try {
    // Decided on one read, written in one statement if nothing changed in between (issue 48); a clock-in that
    // another overtook (the same key sent twice at once, or two sent together) is decided again on what it wrote.
    for (let attempt = 1; ; attempt += 1) {
      const mark = ctx.reads.clockings.mark();
      const read = await queries.clockingFacts(ctx.db, {
        userId: user.id,
        compKd: user.comp_kd,
        fromDay: instances[0].date,
        toDay: instances.at(-1)!.date,
        at,
        clientId: fields.client_id ?? null,
        ...point,
        deviceId: device.own,
        keyId: fields.signature ? (fields.key_id ?? null) : null,
        nonce: spend,
        signals,
      });
      if (read.repeat) {
        if (photoName) await ctx.storage.remove('attendance', photoName).catch(() => undefined);
        photoName = null;
        return clockedReply(read.repeat.clocking, read.repeat.id, read.repeat.review_status);
      }
      const recent = read.recent.map((row) => ({ ...row, attended_at: new Date(row.attended_at) }));
      const day = shiftDayOf(recent, fields.clocking, at, instances);
      assertClockingAllowed(fields.clocking, recent.find((row) => row.attend_date === day)?.clocking ?? null);
      const location = matchLocation(point, locations, fields.lok_kd);
      const rules = {
        max_accuracy_m: read.max_accuracy_m,
        risk_threshold: read.risk_threshold ?? DEFAULT_RISK_THRESHOLD,
      };
      if (fields.fixes) assertPrecise(best.accuracy, location, locations, rules.max_accuracy_m);
      if (!location) throw badRequest(MESSAGES.outOfRadius, 'out_of_radius');
      const facts = { ...read, same_coordinate_days: sameCoordinateDays(read.same_coordinate_dates, day) };
      const { risk, signature } = signals
        ? scoreSignals(user, fields, photo!, { fixes, at, now, receivedAt, sentLate, device, nonce, read: facts })
        : { risk: { score: 0, signals: [] }, signature: null };
      const flagged = needsReview(risk.score, rules.risk_threshold);
      const { bytes, type } = await image;
      photoName ??= await ctx.storage.put('attendance', bytes, type);
      const storedPhoto = photoName;
      // A flagged one tells the supervisor in the same transaction (clocking.flagged, issue 47); the rest is one statement.
      const write = (db: Db) =>
        queries.writeClocking(db, {
          clockings: read.clockings,
          // A nonce spent before is not spent again: the clock-in is kept, flagged as its replay.
          nonce: read.nonce_used ? null : spend,
          zone: { own: Boolean((user as { time_zone?: string | null }).time_zone), current: instances[0].zone },
          row: {
            user_id: user.id,
            clocking: fields.clocking,
            attended_at: at,
            attend_date: day,
            ...point,
            lok_kd: location.lok_kd,
            lok_nm: location.lok_nm,
            photo: storedPhoto,
            description: fields.description,
            client_date: fields.attendDate,
            client_time: fields.attendTime,
            trust: {
              fixes: fields.fixes ?? null,
              accuracy: fields.fixes ? best.accuracy : null,
              device_id: device.own,
              risk_score: risk.score,
              risk_signals: risk.signals,
              needs_review: flagged,
              signature: signature?.status,
              key_id: signature && 'keyId' in signature ? signature.keyId : null,
              face_browser: read.face_check ? (fields.face_browser ?? null) : null,
            },
            client_id: fields.client_id ?? null,
            received_at: sentLate ? now : null,
          },
        });
      const id = flagged
        ? await ctx.db.transaction(async (tx) => {
            const written = await write(tx);
            if (written !== null)
              await tellSupervisorOfFlag(tx, user, {
                id: written,
                clocking: fields.clocking,
                at,
                zone: instances[0].zone,
              });
            return written;
          })
        : await write(ctx.db);
      if (id !== null) {
        photoName = null;
        heldAfterWrite(
          ctx,
          user.id,
          mark,
          { from: instances[0].date, to: instances.at(-1)!.date, recent },
          { id, clocking: fields.clocking, attend_date: day, attended_at: at },
        );
        fillAddress(ctx, id, point);
        // Off by default: no read and no work for a company that does not check faces.
        if (read.face_check) checkFace(ctx, id, user, bytes);
        return clockedReply(fields.clocking, id, flagged ? 'needs_review' : null);
      }
      if (attempt >= MAX_DECISIONS) throw conflict(MESSAGES.clockingBusy, 'clocking_busy');
    }
  } finally {
    // A clock-in refused (or answered by another's record) after its photo was stored leaves no file.
    if (photoName) await ctx.storage.remove('attendance', photoName).catch(() => undefined);
  }
}

/** How many times a clock-in is decided when others keep overtaking it, before it is refused to be sent again. */
const MAX_DECISIONS = 3;

/** Earlier days of the last 180 before `day` among the days at the same point (the same_coordinate_days signal). */
function sameCoordinateDays(dates: string[], day: string): number {
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - 180 * 86_400_000).toISOString().slice(0, 10);
  return dates.filter((date) => date !== day && date > from).length;
}

/** A company's active work locations, held in memory (issue 48) and dropped when any changes. */
const workLocationsOf = async (ctx: AppContext, compKd: string | null) =>
  (await ctx.reads.locations.get(compKd ?? '', () => queries.listWorkLocations(ctx.db, compKd))) as Awaited<
    ReturnType<typeof queries.listWorkLocations>
  >;

/**
 * The street address of a stored clocking (issue 28), looked up after the reply has gone: the person
 * waits for the record, never for the geocoder (at 08:00 it serves a whole company, and a slow one
 * would hold every clock-in up to its timeout). The record counts without it; the detail shows the
 * address once it is there, and a lookup that fails or times out leaves it null.
 */
function fillAddress(ctx: AppContext, id: number, point: { latitude: number; longitude: number }): void {
  ctx.background.run('street address lookup', async () => {
    const address = await ctx.geocoder.streetAddress(point);
    if (address) await queries.setAddress(ctx.db, id, address);
  });
}

/**
 * The face check of a stored clock-in (issue 49), after the reply has gone: describing a selfie
 * costs the api 100-200 ms of CPU (docs/face-check.md), which the person must not wait for. With
 * the company's face check off, or no template for the person, nothing is read and nothing is
 * written. Otherwise the score and model are stored, and anything but a match flags the record
 * ("Face did not match") for the review queue; it is never refused.
 */
function checkFace(ctx: AppContext, id: number, user: UserRow, selfie: Buffer): void {
  ctx.background.run('face check', async () => {
    await checkClockingFace(ctx, id, user, selfie);
  });
}

/**
 * One stored clock-in's face check, written (issue 49): the check after the reply (checkFace) and
 * the sweep that catches what a process that died left unchecked (face-sweep.ts) both end here.
 * Null when nothing is written: the check is off for the company, the person has no template, or
 * the record already has an outcome (the other path got there first). A selfie that could not be
 * read (null) is stored `unreadable`, without a flag: it says nothing about the face.
 */
export async function checkClockingFace(
  ctx: AppContext,
  id: number,
  person: { id: number; comp_kd: string | null },
  selfie: Buffer | null,
): Promise<FaceVerdict | null> {
  const verdict = await checkSelfie(ctx, person, selfie);
  if (!verdict) return null;
  const signal = faceNeedsReview(verdict.outcome) ? faceSignal(verdict) : null;
  return (await queries.setFaceCheck(ctx.db, id, verdict, signal)) ? verdict : null;
}

/** POST /attendance/nonce: a nonce for the caller's next signed clock-in (rules §9 "Signed clock-ins"), by the NIK their token names. */
export const clockingNonce = (ctx: AppContext, nik: number, now = ctx.clock.now()) =>
  keys.issueNonce(ctx.tokens, nik, now);

/** POST /attendance/keys: registers this phone's public key to the caller (again: answers it as it was). */
export async function registerSigningKey(
  ctx: AppContext,
  user: UserRow,
  jwk: PublicJwk,
  browser: ClockingBrowser & { userAgent: string | null },
) {
  const device = await browserDevice(ctx, user, browser);
  const row = await keys.registerKey(ctx.db, user.id, jwk, { deviceId: device.own, userAgent: browser.userAgent });
  if (!row) throw badRequest(MESSAGES.keyNotUsable, 'invalid_key');
  return row;
}

/** GET /attendance/all/:monthIndex: the user's days of that month (see latestMonth), newest first. */
export async function monthLog(ctx: AppContext, user: UserRow, monthIndex: number, now = ctx.clock.now()) {
  const month = latestMonth(monthIndex, now);
  const { from, to } = monthRange(month.year, month.monthIndex);
  const [rows, counted] = await Promise.all([
    queries.listAttendanceBetween(ctx.db, user.id, from, to),
    countedDays(ctx, user, from, previousDay(to), now),
  ]);
  // The staff's own log reads their own zone's times (the day engine says which: every day carries it).
  return groupDays(rows, counted, counted.values().next().value?.time_zone);
}

/** The person's days in [from, to] as the day engine counts them (its in/out pairs and worked minutes), by date. */
async function countedDays(ctx: AppContext, user: UserRow, from: string, to: string, now: Date) {
  const counted = new Map<string, Day>();
  for await (const { days } of daysOf(ctx, { company: user.comp_kd ?? '', people: [user], from, to, now })) {
    for (const day of days) counted.set(day.date, day);
  }
  return counted;
}

/** The user whose records a reader asks for by NIK: the reader, or an employee the reader supervises. */
async function readableUser(ctx: AppContext, reader: UserRow, nik: number | undefined): Promise<UserRow> {
  if (nik === undefined || nik === reader.nik) return reader;
  const owner = await findUserByNik(ctx.db, nik);
  // An unknown NIK is refused like a foreign one, so the answer does not tell which NIKs exist.
  if (!owner || !mayReadAttendanceOf(reader, owner)) throw forbidden(MESSAGES.notYourRecord);
  return owner;
}

/** POST /attendance_list: every record of one Jakarta day, in time order. */
export async function dayRecords(ctx: AppContext, reader: UserRow, day: string, nik?: number) {
  const owner = await readableUser(ctx, reader, nik);
  return queries.listAttendanceOn(ctx.db, owner.id, day);
}

const ownerOf = (row: queries.OwnedAttendanceRow) => ({
  id: row.user_id,
  supervisor_id: row.owner_supervisor_id,
  comp_kd: row.owner_comp_kd,
});

/** GET /attendance/detail/:id. */
export async function recordDetail(ctx: AppContext, reader: UserRow, id: number) {
  const row = await queries.findAttendance(ctx.db, id);
  if (!row) throw notFound(MESSAGES.recordNotFound);
  if (!mayReadAttendanceOf(reader, ownerOf(row))) throw forbidden(MESSAGES.notYourRecord);
  return row;
}

const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png' } as const;

/** GET /images/attendance/:file: a selfie, for the one who took it, their supervisor and their company's HR. */
export async function attendancePhoto(ctx: AppContext, reader: UserRow, file: string) {
  if (!isStoredName(file)) throw notFound(MESSAGES.photoNotFound);
  const row = await queries.findAttendanceByPhoto(ctx.db, file);
  if (!row) throw notFound(MESSAGES.photoNotFound);
  if (!mayReadAttendanceOf(reader, ownerOf(row))) throw forbidden(MESSAGES.notYourRecord);
  const bytes = await ctx.storage.get('attendance', file);
  const type = bytes && sniffFileType(bytes);
  if (!bytes || (type !== 'jpg' && type !== 'png')) throw notFound(MESSAGES.photoNotFound);
  return { bytes, contentType: CONTENT_TYPES[type] };
}

/**
 * An approved correction's clocking, at the instant the person asked for, on the day of the shift it
 * belongs to (as a live clocking would be): the one way another domain adds attendance.
 */
export async function recordCorrectedClocking(
  ctx: AppContext,
  tx: Db,
  clocking: {
    userId: number;
    clocking: boolean;
    at: Date;
    latitude: number | null;
    longitude: number | null;
    place: string | null;
    photo: string;
    reason: string;
  },
): Promise<number> {
  const owner = (await findUserById(tx, clocking.userId))!;
  const instances = await instancesAround(ctx, owner, clocking.at, tx);
  return queries.insertAttendance(tx, {
    user_id: clocking.userId,
    clocking: clocking.clocking,
    attended_at: clocking.at,
    attend_date: shiftDayOf(
      await queries.recentClockings(tx, clocking.userId, instances[0].date, instances.at(-1)!.date, clocking.at),
      clocking.clocking,
      clocking.at,
      instances,
    ),
    latitude: clocking.latitude,
    longitude: clocking.longitude,
    lok_kd: null,
    lok_nm: clocking.place,
    photo: clocking.photo,
    description: clocking.reason,
    client_date: null,
    client_time: null,
    is_correction: true,
  });
}

/** The zone of a record's owner and of its reader (issue 25), for the times a reader is shown. */
export async function zonesOf(
  ctx: AppContext,
  ownerId: number,
  readerId: number,
): Promise<{ owner: string; reader: string }> {
  const rows = await timeZones(ctx.db, [...new Set([ownerId, readerId])]);
  const zone = (id: number) => rows.find((row) => row.user_id === id)?.time_zone ?? TIME_ZONE;
  return { owner: zone(ownerId), reader: zone(readerId) };
}
