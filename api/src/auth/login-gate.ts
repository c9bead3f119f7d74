import { setTimeout as sleep } from 'node:timers/promises';
import { tooManyRequests } from '../errors.js';
import type { Counters } from './counters.js';
import { costFactor } from './proof-of-work.js';
import { inMinutes } from './rate-limit.js';

/** A limit on failures under one key (a device, a NIK from unknown clients, an address). */
export interface Gate {
  key: string;
  max: number;
  /**
   * Past max, a client that proves work (auth/proof-of-work.ts) may still try instead of being
   * refused: a limit strangers can fill (an address, a NIK from unknown clients) never locks out
   * the right secret.
   */
  provable?: boolean;
}

/** How long an attempt holds its place while its password is checked (longer than any check). */
const HOLD_SECONDS = 60;
/** How long an attempt waits for the attempts in flight before it, when together they pass a limit. */
const WAIT_MS = 5000;

const holdKey = (gate: Gate) => `hold:${gate.key}`;
const minutesUntil = (end: Date | null) =>
  Math.max(1, Math.ceil(((end?.getTime() ?? Date.now()) - Date.now()) / 60000));

export const LOGIN_REFUSAL = (minutes: string) => `Too many failed logins. Try again in ${minutes}.`;

/**
 * Runs a password check under limits on FAILURES, never on attempts: a right password is never
 * refused because other attempts are in flight. Each attempt holds a place under every gate
 * while it is checked; when failures already counted plus the places held would pass a gate's
 * max, it waits for the checks in flight (so 100 simultaneous guesses still get at most max
 * checks), and it is refused 429 only when the failures counted reach the max. A failure is
 * counted under every gate; a success forgets only the keys it is told to (resetOnSuccess).
 * A provable gate that is full asks for proof of work instead (options.prove, with the cost factor
 * of its failures); once proved, the attempt goes on past it (its failures are still counted).
 */
export async function checkUnderGates<T>(
  counters: Counters,
  gates: Gate[],
  windowSeconds: number,
  check: () => Promise<T | null>,
  options: {
    resetOnSuccess: string[];
    refusal?: (minutes: string) => string;
    /** Passes when the client proved work at this cost factor (throws the challenge otherwise). */
    prove?: (factor: number) => Promise<void>;
  },
): Promise<T | null> {
  const refusal = options.refusal ?? LOGIN_REFUSAL;
  const deadline = Date.now() + WAIT_MS;
  let proved = false;
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    const failures = await Promise.all(gates.map((gate) => counters.get(gate.key)));
    const over = gates.map((gate, i) => failures[i].count >= gate.max);
    const passable = (i: number) => Boolean(gates[i].provable && options.prove);
    const full = over.findIndex((isOver, i) => isOver && !passable(i));
    if (full >= 0) throw tooManyRequests(refusal(inMinutes(minutesUntil(failures[full].resetAt))));
    if (!proved && over.some(Boolean)) {
      const factor = Math.max(...gates.map((gate, i) => (over[i] ? costFactor(failures[i].count, gate.max) : 1)));
      await options.prove!(factor);
      proved = true;
    }
    const held = await Promise.all(gates.map((gate) => counters.hit(holdKey(gate), HOLD_SECONDS)));
    if (held.every((hold, i) => (proved && passable(i)) || failures[i].count + hold.count <= gates[i].max)) break;
    await Promise.all(gates.map((gate) => counters.release(holdKey(gate))));
    if (Date.now() > deadline) throw tooManyRequests(refusal(inMinutes(1)));
    await sleep(pause + Math.random() * pause);
  }
  let result: T | null;
  try {
    result = await check();
    if (result === null) await Promise.all(gates.map((gate) => counters.hit(gate.key, windowSeconds)));
  } finally {
    await Promise.all(gates.map((gate) => counters.release(holdKey(gate))));
  }
  if (result !== null) await Promise.all(options.resetOnSuccess.map((key) => counters.reset(key)));
  return result;
}
