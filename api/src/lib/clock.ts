/** The api's one "now". Production reads the system clock; a test stack may move it (TEST_CLOCK). */
export interface Clock {
  now(): Date;
}

export interface SettableClock extends Clock {
  /** From now on the clock reads `at` and runs on from there; null goes back to the system clock. */
  set(at: Date | null): void;
}

export function systemClock(): SettableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set(at) {
      offset = at ? at.getTime() - Date.now() : 0;
    },
  };
}
