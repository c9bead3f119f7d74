import { describe, expect, it } from '@jest/globals';
import { JKT01 } from '../test/attendance.js';
import { mockConstant, offset, seeded, stillPhone, walk } from '../test/fixes.js';
import {
  bestFix,
  DEFAULT_RISK_THRESHOLD,
  needsReview,
  scoreClocking,
  type Fix,
  type RiskFacts,
  type SignalId,
} from './risk.js';

const NOW = Date.parse('2026-11-25T01:00:00Z');
const HOUR = 3_600_000;

/** A genuine morning: the person's own phone, yesterday's clock-out at the office, nothing odd. */
function facts(fixes: Fix[], overrides: Partial<RiskFacts> = {}): RiskFacts {
  return {
    fixes,
    fixesSent: true,
    receivedAt: NOW,
    at: NOW,
    previous: { at: NOW - 15 * HOUR, point: offset(JKT01, 12, -8) },
    sameCoordinateDays: 0,
    device: { seenBefore: true, personHasHistory: true },
    otherPeopleOnDevice: 0,
    webdriver: false,
    ...overrides,
  };
}
const ids = (f: RiskFacts) => scoreClocking(f).signals.map((signal) => signal.id);
const flagged = (f: RiskFacts) => needsReview(scoreClocking(f).score, DEFAULT_RISK_THRESHOLD);

describe('scoreClocking: fix sequences a real phone sends pass', () => {
  const random = seeded(29);
  it.each([
    ['a still phone indoors, ±35 m, 8 fixes', stillPhone(random, JKT01, { count: 8, accuracy: 35, endAt: NOW - 4000 })],
    ['a still phone outdoors, ±6 m, 5 fixes', stillPhone(random, JKT01, { count: 5, accuracy: 6, endAt: NOW - 1500 })],
    [
      'a walk in from the gate, 6 fixes',
      walk(random, offset(JKT01, -60, 0), 8, { count: 6, accuracy: 10, endAt: NOW - 2000 }),
    ],
    ['one fix (the person pressed at once)', stillPhone(random, JKT01, { count: 1, accuracy: 20, endAt: NOW - 900 })],
    [
      'a phone clock 20 s ahead of the server',
      stillPhone(random, JKT01, { count: 4, accuracy: 15, endAt: NOW + 20_000 }),
    ],
  ])('%s: no signal, not flagged', (_name, fixes) => {
    expect(ids(facts(fixes))).toEqual([]);
    expect(flagged(facts(fixes))).toBe(false);
  });
});

describe('scoreClocking: each signal, with the words it puts on the record', () => {
  const random = seeded(7);
  const genuine = () => stillPhone(random, JKT01, { count: 6, accuracy: 12, endAt: NOW - 2000 });
  it.each<[string, RiskFacts, SignalId, RegExp, boolean]>([
    [
      "a mock app's constant fix",
      facts(mockConstant(JKT01, { count: 6, endAt: NOW - 1000 })),
      'frozen_fixes',
      /6 fixes at exactly the same point with the same accuracy/,
      true,
    ],
    [
      'the same point, the accuracy wandering',
      facts(mockConstant(JKT01, { count: 4, endAt: NOW }).map((fix, i) => ({ ...fix, accuracy: 5 + i }))),
      'frozen_fixes',
      /4 fixes at exactly the same point: real GPS/,
      true,
    ],
    [
      'a constant accuracy alone (iOS rounds it)',
      facts(genuine().map((fix) => ({ ...fix, accuracy: 65 }))),
      'constant_accuracy',
      /stayed at exactly ±65 m across 6 fixes/,
      false,
    ],
    [
      'the coordinates of an earlier day to the centimetre',
      facts(genuine(), { sameCoordinateDays: 3 }),
      'repeated_coordinates',
      /same coordinates \(to 6 decimals\) as on 3 earlier days/,
      true,
    ],
    [
      'a replayed fix 10 minutes old',
      facts(stillPhone(random, JKT01, { count: 4, accuracy: 10, endAt: NOW - 10 * 60_000 })),
      'stale_fix',
      /was 10 min old/,
      true,
    ],
    [
      'a fix dated 5 minutes ahead of the server',
      facts(stillPhone(random, JKT01, { count: 4, accuracy: 10, endAt: NOW + 5 * 60_000 })),
      'future_fix',
      /5 min ahead of the server's clock/,
      true,
    ],
    [
      'a teleport: Surabaya 20 minutes ago',
      facts(genuine(), { previous: { at: NOW - 20 * 60_000, point: { latitude: -7.2575, longitude: 112.7521 } } }),
      'impossible_speed',
      /66\d\.\d km from the previous clocking 20 min earlier/,
      true,
    ],
    [
      'a jump within the sample (mock switched on)',
      facts([
        ...stillPhone(random, offset(JKT01, 9000, 0), { count: 3, accuracy: 15, endAt: NOW - 4000 }),
        ...stillPhone(random, JKT01, { count: 3, accuracy: 5, endAt: NOW - 1000 }),
      ]),
      'jump_in_fixes',
      /jumped \d{4} m in 1 s/,
      true,
    ],
    [
      'a device this person never clocked with',
      facts(genuine(), { device: { seenBefore: false, personHasHistory: true } }),
      'new_device',
      /has not clocked in with before/,
      true,
    ],
    [
      'a browser that signed in as two others too',
      facts(genuine(), { otherPeopleOnDevice: 2 }),
      'shared_device',
      /also signed in as 2 other people/,
      true,
    ],
    ['navigator.webdriver', facts(genuine(), { webdriver: true }), 'automation', /automation software/, false],
    [
      'a bare point without its fixes',
      facts([{ ...JKT01, accuracy: 0, altitude: null, speed: null, timestamp: NOW }], { fixesSent: false }),
      'no_fixes',
      /without its accuracy or time/,
      false,
    ],
    ['no device cookie', facts(genuine(), { device: null }), 'no_device', /without the browser's device cookie/, false],
  ])('%s → %s', (_name, input, id, words, flagsAlone) => {
    const { signals } = scoreClocking(input);
    expect(signals.map((signal) => signal.id)).toEqual([id]);
    expect(signals[0].words).toMatch(words);
    expect(flagged(input)).toBe(flagsAlone);
  });

  it('flags the hints together: automation and no device cookie on a bare point', () => {
    const input = facts([{ ...JKT01, accuracy: 0, altitude: null, speed: null, timestamp: NOW }], {
      fixesSent: false,
      device: null,
      webdriver: true,
    });
    expect(ids(input)).toEqual(['no_fixes', 'no_device', 'automation']);
    expect(scoreClocking(input).score).toBe(85);
    expect(flagged(input)).toBe(true);
  });

  it('a first clocking on a first device is not "new" (there is nothing to compare with)', () => {
    expect(ids(facts(genuine(), { previous: null, device: { seenBefore: false, personHasHistory: false } }))).toEqual(
      [],
    );
  });

  it('GPS noise between two clockings a minute apart is not a trip', () => {
    const previous = { at: NOW - 60_000, point: offset(JKT01, 80, 0) };
    expect(
      ids(facts(stillPhone(random, offset(JKT01, -80, 0), { count: 4, accuracy: 60, endAt: NOW }), { previous })),
    ).toEqual([]);
  });
});

describe('bestFix', () => {
  it('takes the most precise fix, the latest of equals', () => {
    const fixes = [
      { ...JKT01, accuracy: 40, altitude: null, speed: null, timestamp: 1 },
      { ...JKT01, accuracy: 8, altitude: null, speed: null, timestamp: 2 },
      { ...JKT01, accuracy: 8, altitude: null, speed: null, timestamp: 3 },
      { ...JKT01, accuracy: 20, altitude: null, speed: null, timestamp: 4 },
    ];
    expect(bestFix(fixes).timestamp).toBe(3);
  });
});
