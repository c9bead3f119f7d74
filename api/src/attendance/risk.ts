import { distanceMetres, type Point } from './geofence.js';
import type { SignatureOutcome } from './signing-keys.js';

/**
 * How much a clock-in can be believed, from the signals a browser does have (issue 29). A web app
 * cannot read Android's mock-location flag, so no single signal decides: each adds its weight, and
 * a record whose score reaches the company's threshold is stored and marked "Needs review" (never
 * refused, never dropped). Pure: the database and the clock stay outside; the caller gathers the
 * facts (RiskFacts) and stores the answer.
 */

/** One position as the browser reported it (GeolocationCoordinates + its timestamp, epoch ms). */
export interface Fix extends Point {
  /** Radius of the 95 % circle, metres. */
  accuracy: number;
  altitude: number | null;
  speed: number | null;
  timestamp: number;
}

export interface RiskFacts {
  /** The fixes sent with the clock-in, in the order the phone reported them. */
  fixes: Fix[];
  /** False when the client sent a bare latitude/longitude (an older client, a hand-made request). */
  fixesSent: boolean;
  /** The server's own wall-clock time when the request arrived (not a test clock), epoch ms. */
  receivedAt: number;
  /**
   * A clock-in kept on the phone and sent late (issue 29): when the phone took it (the time it is
   * recorded at, which its fixes are compared with) and when it arrived, by the api's clock; else null.
   */
  sentLate?: { capturedAt: number; arrivedAt: number } | null;
  /** The person's previous clocking (the api's clock and its stored point), if any. */
  previous: { at: number; point: Point } | null;
  /** The api's clock for this clocking, epoch ms (compared with previous.at). */
  at: number;
  /** Earlier days on which the person clocked at exactly these coordinates (6 decimals). */
  sameCoordinateDays: number;
  /** The browser's device for this person: null when the request carried no device token. */
  device: { seenBefore: boolean; personHasHistory: boolean } | null;
  /** Other people this browser has signed in as (the device cookie's other tokens). */
  otherPeopleOnDevice: number;
  /** navigator.webdriver as the page read it. */
  webdriver: boolean;
  /** What the clock-in's signature came to (signing-keys.ts); left out, nothing is said of it. */
  signature?: SignatureOutcome;
  /**
   * What the clock screen's face check saw in the selfie (issue 49), counted only where the
   * company checks faces; left out (or null), nothing is said of it.
   */
  browserFace?: BrowserFace | null;
}

/**
 * The clock screen's face check on the selfie (issue 49; the web's face-outcome.ts): one face, none,
 * several, a spoof (a photo or a screen: the antispoof or liveness model said so), or not run (the
 * models could not load, the phone was too slow). With one face, the blink challenge on the live
 * camera before Capture: `blinked` (a blink seen), `no_blink` (none seen: asked and none came, or
 * Capture pressed before the challenge saw a face, the models still loading), or `one_face` (the
 * challenge could not run: the phone's engine failed on the live video; an older client also sent it
 * for a Capture before the challenge). The server's own check of the selfie runs anyway.
 */
export const BROWSER_FACE_OUTCOMES = [
  'one_face',
  'blinked',
  'no_blink',
  'no_face',
  'many_faces',
  'spoof',
  'not_run',
] as const;
export type BrowserFace = (typeof BROWSER_FACE_OUTCOMES)[number];

/** A signal's stable id (the web's catalogue words for it: attendance.risk.<id>). */
export type SignalId =
  | 'repeated_coordinates'
  | 'frozen_fixes'
  | 'constant_accuracy'
  | 'jump_in_fixes'
  | 'stale_fix'
  | 'future_fix'
  | 'impossible_speed'
  | 'new_device'
  | 'no_device'
  | 'shared_device'
  | 'automation'
  | 'no_fixes'
  | 'sent_late'
  | 'not_signed'
  | 'bad_signature'
  | 'key_revoked'
  | 'new_key'
  | 'face_mismatch'
  | 'no_face'
  | 'browser_no_face'
  | 'browser_many_faces'
  | 'browser_spoof'
  | 'browser_no_blink';

export interface Signal {
  id: SignalId;
  weight: number;
  /** English words for the record, an export and the api's reader; the web shows its own catalogue's. */
  words: string;
  /** The numbers the words hold, for the catalogue's placeholders. */
  values: Record<string, number>;
}

export interface RiskScore {
  score: number;
  signals: Signal[];
}

/** A company's threshold unless HR set another (companies.risk_threshold). */
export const DEFAULT_RISK_THRESHOLD = 50;

/**
 * The weights. A signal that a genuine phone practically never shows (a fix repeated to the
 * centimetre on another day, a fix frozen across a sample, an impossible trip) reaches the
 * threshold alone; a signal genuine people do show now and then (a new phone, a shared phone)
 * also does, because it is exactly the pattern of clocking in for someone else, and a reviewer
 * clears it in a second; hints (automation, constant accuracy, a bare point) need company.
 */
export const WEIGHTS: Record<SignalId, number> = {
  repeated_coordinates: 60,
  frozen_fixes: 60,
  constant_accuracy: 20,
  jump_in_fixes: 50,
  stale_fix: 50,
  future_fix: 50,
  impossible_speed: 70,
  new_device: 50,
  no_device: 25,
  shared_device: 50,
  automation: 30,
  no_fixes: 30,
  // The time of a clock-in sent late is the phone's, which its owner can set: a reviewer looks once.
  sent_late: 50,
  // Signatures (rules §9 "Signed clock-ins"). A missing one is a hint (a browser without IndexedDB, a
  // hand-made request); one that does not check out, or by a key HR revoked, is sent to review alone;
  // a new key where the person signed with another before is the new-phone pattern again.
  not_signed: 20,
  bad_signature: 60,
  key_revoked: 60,
  new_key: 50,
  // Face check (issue 49): a selfie that does not match the person's template, or shows no face,
  // is sent to review alone, never refused; the company's thresholds decide what matches.
  face_mismatch: 50,
  no_face: 50,
  // The browser's own check (issue 49): the clock screen asked for a retake and the person sent the
  // picture anyway (never refused). No face, someone else's face beside theirs, or a photo of a photo
  // is the pattern of clocking in for someone else: each reaches the threshold alone.
  browser_no_face: 50,
  browser_many_faces: 50,
  browser_spoof: 60,
  // Asked to blink on the live camera and no blink seen (a photo held still does not blink): the
  // pattern of a photo of the person, so it reaches the threshold alone, as no face does.
  browser_no_blink: 50,
};

/** A fix older than this (by the server's clock) was not taken for this clock-in. */
export const STALE_AFTER_MS = 120_000;
/** Phones keep network time; a fix this far ahead of the server was not taken now. */
export const FUTURE_AFTER_MS = 60_000;
/**
 * 540 km/h, metres a second: door to door, no trip between two clockings is that fast — even a
 * flight (Jakarta–Denpasar, 980 km, 1 h 50 min in the air) averages under 150 m/s gate to gate,
 * and the ride to and from the airports comes on top.
 */
export const IMPOSSIBLE_SPEED = 150;
/** Between two fixes of one sample: faster than a car on a toll road, and farther than both accuracies. */
const SAMPLE_JUMP_SPEED = 70;
/** Fewer fixes than this say nothing about jitter. */
const JITTER_MIN_FIXES = 3;

const round6 = (value: number) => Math.round(value * 1e6);
const samePoint = (a: Point, b: Point) =>
  round6(a.latitude) === round6(b.latitude) && round6(a.longitude) === round6(b.longitude);

const signal = (id: SignalId, words: string, values: Record<string, number> = {}): Signal => ({
  id,
  weight: WEIGHTS[id],
  words,
  values,
});

/**
 * The signal a face check adds (issue 49): "Face did not match" with the similarity in percent
 * (uncertain and no match alike), or no face found; a match adds none.
 */
export function faceSignal(verdict: { score: number | null; outcome: string }): Signal | null {
  if (verdict.outcome === 'match') return null;
  if (verdict.score === null) return signal('no_face', 'No face was found in the selfie');
  const percent = Math.round(verdict.score * 100);
  return signal('face_mismatch', `Face did not match (similarity ${percent} %)`, { percent });
}

const BROWSER_FACE_SIGNALS: Record<BrowserFace, [SignalId, string] | null> = {
  one_face: null,
  blinked: null,
  not_run: null,
  no_blink: ['browser_no_blink', 'The phone saw no blink before the selfie'],
  no_face: ['browser_no_face', 'The phone found no face in the selfie'],
  many_faces: ['browser_many_faces', 'The phone found more than one face in the selfie'],
  spoof: ['browser_spoof', 'The phone took the selfie for a photo or a screen, not a live face'],
};

/** The signal the clock screen's face check adds (issue 49): none for one face (blinked, or the challenge could not run) or a check that did not run. */
export function browserFaceSignal(outcome: BrowserFace | null | undefined): Signal | null {
  const found = outcome ? BROWSER_FACE_SIGNALS[outcome] : null;
  return found ? signal(...found) : null;
}

/** The fix a clocking is decided on: the most precise one, the latest among equals. */
export function bestFix(fixes: Fix[]): Fix {
  return fixes.reduce((best, fix) =>
    fix.accuracy < best.accuracy || (fix.accuracy === best.accuracy && fix.timestamp >= best.timestamp) ? fix : best,
  );
}

/** A mock app repeats one point (and often one accuracy); a real receiver wanders by decimetres at least. */
function jitterSignals(fixes: Fix[]): Signal[] {
  if (fixes.length < JITTER_MIN_FIXES) return [];
  const frozen = fixes.every((fix) => samePoint(fix, fixes[0]));
  const sameAccuracy = fixes.every((fix) => fix.accuracy === fixes[0].accuracy);
  if (frozen && sameAccuracy) {
    return [
      signal(
        'frozen_fixes',
        `${fixes.length} fixes at exactly the same point with the same accuracy: real GPS always moves a little`,
        { count: fixes.length },
      ),
    ];
  }
  if (frozen)
    return [
      signal('frozen_fixes', `${fixes.length} fixes at exactly the same point: real GPS always moves a little`, {
        count: fixes.length,
      }),
    ];
  if (sameAccuracy) {
    return [
      signal(
        'constant_accuracy',
        `The accuracy stayed at exactly ±${Math.round(fixes[0].accuracy)} m across ${fixes.length} fixes`,
        { count: fixes.length, metres: Math.round(fixes[0].accuracy) },
      ),
    ];
  }
  return [];
}

/** A position that jumps within one sample faster than anyone moves (a mock switched on mid-way). */
function jumpSignal(fixes: Fix[]): Signal[] {
  const ordered = [...fixes].sort((a, b) => a.timestamp - b.timestamp);
  for (let i = 1; i < ordered.length; i++) {
    const [a, b] = [ordered[i - 1], ordered[i]];
    const metres = distanceMetres(a, b) - a.accuracy - b.accuracy;
    const seconds = Math.max((b.timestamp - a.timestamp) / 1000, 1);
    if (metres > 0 && metres / seconds > SAMPLE_JUMP_SPEED) {
      return [
        signal(
          'jump_in_fixes',
          `The position jumped ${Math.round(distanceMetres(a, b))} m in ${Math.round(seconds)} s while it was being measured`,
          { metres: Math.round(distanceMetres(a, b)), seconds: Math.round(seconds) },
        ),
      ];
    }
  }
  return [];
}

function timeSignals(fixes: Fix[], receivedAt: number): Signal[] {
  const newest = Math.max(...fixes.map((fix) => fix.timestamp));
  if (newest > receivedAt + FUTURE_AFTER_MS) {
    const minutes = Math.round((newest - receivedAt) / 60_000);
    return [signal('future_fix', `The position is dated ${minutes} min ahead of the server's clock`, { minutes })];
  }
  if (newest < receivedAt - STALE_AFTER_MS) {
    const minutes = Math.round((receivedAt - newest) / 60_000);
    return [signal('stale_fix', `The newest position was ${minutes} min old when the clock-in arrived`, { minutes })];
  }
  return [];
}

function speedSignal(point: Point, accuracy: number, at: number, previous: RiskFacts['previous']): Signal[] {
  if (!previous) return [];
  const metres = distanceMetres(point, previous.point);
  // The accuracy is taken off the distance, so GPS noise between two clockings never looks like a trip.
  const seconds = Math.max((at - previous.at) / 1000, 1);
  const speed = Math.max(metres - accuracy, 0) / seconds;
  if (speed <= IMPOSSIBLE_SPEED) return [];
  const km = Math.round(metres / 100) / 10;
  const minutes = Math.round(seconds / 60);
  return [
    signal('impossible_speed', `${km} km from the previous clocking ${minutes} min earlier: faster than a plane`, {
      km,
      minutes,
    }),
  ];
}

function deviceSignals(facts: RiskFacts): Signal[] {
  const signals: Signal[] = [];
  if (facts.device === null) signals.push(signal('no_device', "The clock-in came without the browser's device cookie"));
  else if (!facts.device.seenBefore && facts.device.personHasHistory)
    signals.push(signal('new_device', 'A device this person has not clocked in with before'));
  if (facts.otherPeopleOnDevice > 0) {
    signals.push(
      signal(
        'shared_device',
        `This browser has also signed in as ${facts.otherPeopleOnDevice} other ${facts.otherPeopleOnDevice === 1 ? 'person' : 'people'}`,
        { count: facts.otherPeopleOnDevice },
      ),
    );
  }
  return signals;
}

/** A clock-in the phone kept while offline and sent later: recorded at the phone's time, so said. */
function sentLateSignal(sentLate: RiskFacts['sentLate']): Signal[] {
  if (!sentLate) return [];
  const minutes = Math.round((sentLate.arrivedAt - sentLate.capturedAt) / 60_000);
  return [
    signal(
      'sent_late',
      `Sent ${minutes} min after it was made (kept on the phone while offline); recorded at the phone's time`,
      { minutes },
    ),
  ];
}

const BAD_SIGNATURE_WORDS: Record<Extract<SignatureOutcome, { status: 'bad_signature' }>['reason'], string> = {
  mismatch: 'Signature does not match: the clock-in was changed after it was signed, or signed by another key',
  unknown_key: 'Signed by a key that is not registered to this person',
  nonce_unknown: 'Signature does not match: its nonce was not issued to this person',
  nonce_used: 'Signature does not match: its nonce was already used (a replayed clock-in)',
  nonce_expired: 'Signature does not match: its nonce had expired',
  nonce_missing: "Signature does not match: signed without the server's nonce though sent at once",
};

/** What the signature says (the signed case is said on the record, not as a risk). */
function signatureSignals(outcome: SignatureOutcome | undefined): Signal[] {
  if (!outcome) return [];
  switch (outcome.status) {
    case 'unsigned':
      return [signal('not_signed', 'Not signed by a key of this phone')];
    case 'bad_signature':
      return [signal('bad_signature', BAD_SIGNATURE_WORDS[outcome.reason])];
    case 'key_revoked':
      return [signal('key_revoked', 'Key revoked: signed by a key HR revoked')];
    case 'signed':
      return outcome.newKey ? [signal('new_key', 'Signed by a key this person has not clocked in with before')] : [];
  }
}

/** Scores one clock-in: every signal that fired, in words, and their sum. */
export function scoreClocking(facts: RiskFacts): RiskScore {
  const best = bestFix(facts.fixes);
  const signals = [
    ...(facts.sameCoordinateDays > 0
      ? [
          signal(
            'repeated_coordinates',
            `Exactly the same coordinates (to 6 decimals) as on ${facts.sameCoordinateDays} earlier ${facts.sameCoordinateDays === 1 ? 'day' : 'days'}`,
            { days: facts.sameCoordinateDays },
          ),
        ]
      : []),
    ...(facts.fixesSent
      ? [
          ...jitterSignals(facts.fixes),
          ...jumpSignal(facts.fixes),
          ...timeSignals(facts.fixes, facts.sentLate?.capturedAt ?? facts.receivedAt),
        ]
      : [signal('no_fixes', 'The position came without its accuracy or time')]),
    ...sentLateSignal(facts.sentLate),
    ...speedSignal(best, facts.fixesSent ? best.accuracy : 0, facts.at, facts.previous),
    ...deviceSignals(facts),
    ...signatureSignals(facts.signature),
    ...[browserFaceSignal(facts.browserFace)].filter((one) => one !== null),
    ...(facts.webdriver
      ? [signal('automation', 'The browser said it was driven by automation software (navigator.webdriver)')]
      : []),
  ];
  return { score: signals.reduce((sum, one) => sum + one.weight, 0), signals };
}

/** Whether a score sends the record to review under a company's threshold. */
export const needsReview = (score: number, threshold: number) => score >= threshold;
