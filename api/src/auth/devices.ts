import { z } from 'zod';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import type { Caller } from './authenticate.js';
import { endOtherSessions, endOwnSession, listSessions, type DeviceSessionRow } from './sessions.js';

/** Setting → Devices: where a person is signed in, and signing the others out. */
export const MESSAGES = {
  list: 'Devices',
  ended: 'That device is signed out',
  endedOthers: 'Every other device is signed out',
  notFound: 'That sign-in is not yours or has ended',
} as const;

/** Why a session ended, as the Devices list says it. */
export const SIGNED_OUT_ELSEWHERE = 'signed_out_elsewhere';

export const deviceSession = z.object({
  id: z.string(),
  current: z.boolean(),
  live: z.boolean(),
  /** English words, for a client that shows them as they are; `browser` and `system` let a client say it in its own language. */
  device: z.string(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  address: z.string().nullable(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
});

/** The browser and the system a User-Agent names (proper names, the same in every language), each null when unknown. */
export function deviceParts(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  const browser =
    (
      [
        ['Edge', /Edg\//],
        ['Samsung Internet', /SamsungBrowser\//],
        ['Opera', /OPR\//],
        ['Firefox', /Firefox\//],
        ['Chrome', /Chrome\/|CriOS\//],
        ['Safari', /Safari\//],
      ] as const
    ).find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  const system =
    (
      [
        ['Android', /Android/],
        ['iPhone', /iPhone/],
        ['iPad', /iPad/],
        ['Windows', /Windows/],
        ['macOS', /Mac OS X/],
        ['Linux', /Linux/],
      ] as const
    ).find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  return { browser, system };
}

/** "Chrome on Android" from a User-Agent, or "Unknown device": enough for a person to know their phone. */
export function deviceLabel(userAgent: string | null): string {
  const { browser, system } = deviceParts(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

const presentDevice = (row: DeviceSessionRow, currentId: string) => ({
  id: row.id,
  current: row.id === currentId,
  live: row.live,
  device: deviceLabel(row.user_agent),
  ...deviceParts(row.user_agent),
  address: row.client_address,
  startedAt: row.created_at.toISOString(),
  lastSeenAt: row.last_seen_at.toISOString(),
  endedAt: row.ended_at?.toISOString() ?? null,
  endReason: row.end_reason,
});

export async function listDevices(ctx: AppContext, caller: Caller) {
  const rows = await listSessions(ctx.db, caller.user.id, ctx.config.SESSION_IDLE_TIMEOUT_SECONDS);
  return rows.map((row) => presentDevice(row, caller.sessionId));
}

export async function endDevice(ctx: AppContext, caller: Caller, sessionId: string) {
  const valid = /^[0-9a-f-]{36}$/i.test(sessionId);
  if (!valid || !(await endOwnSession(ctx.db, caller.user.id, sessionId, SIGNED_OUT_ELSEWHERE))) {
    throw notFound(MESSAGES.notFound);
  }
}

export const endOtherDevices = (ctx: AppContext, caller: Caller) =>
  endOtherSessions(ctx.db, caller.user.id, caller.sessionId, SIGNED_OUT_ELSEWHERE);
