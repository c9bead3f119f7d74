import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FACE, FakeFaceWorker, type FakeAnswer } from '../../../test/fake-face-worker';
import { loadFaceEngine, SILENT_AFTER_MS } from './face-engine';
import type { FoundFace } from './face-outcome';

const loads: FakeAnswer = { value: null };
const faces: FakeAnswer = { value: [FACE] };
const selfie = () => new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });

/**
 * Workers started one after the other, each answering its requests (its 'load' first) as its list
 * says, in order; a worker's requests beyond its list are held. Returns the start function and the
 * workers started.
 */
function workers(...scripts: FakeAnswer[][]) {
  const started: FakeFaceWorker[] = [];
  const start = () => {
    const script = [...(scripts[started.length] ?? [])];
    const worker = new FakeFaceWorker(() => script.shift() ?? 'hold');
    started.push(worker);
    return worker as unknown as Worker;
  };
  return { start, started };
}

/** A selfie's check, as it ends: the faces found, or 'failed' (the hooks make that "not_run"). */
const outcome = (checking: Promise<FoundFace[]>) =>
  checking.then(
    (found) => (found.length === 1 ? 'one face' : `${found.length} faces`),
    () => 'failed',
  );

describe('loadFaceEngine: a face worker that dies is started afresh, once per failure', () => {
  it.each<[string, FakeAnswer[][], string[], number, boolean]>([
    // case, each worker's answers (load first), how each selfie's check ends, workers started, the last one still runs
    ['a worker that answers: one worker for every check', [[loads, faces, faces]], ['one face', 'one face'], 1, true],
    // The worker's own refusal (the models threw on that picture) is not a crash: it goes on.
    [
      'a check the worker refuses: the same worker checks the next',
      [[loads, 'refuse', faces]],
      ['failed', 'one face'],
      1,
      true,
    ],
    [
      'a crash after the models loaded: that check fails, the next starts a fresh worker',
      [
        [loads, 'crash'],
        [loads, faces, faces],
      ],
      ['failed', 'one face', 'one face'],
      2,
      true,
    ],
    [
      'a crash each time, after loading: each is started afresh',
      [
        [loads, 'crash'],
        [loads, 'crash'],
        [loads, faces],
      ],
      ['failed', 'failed', 'one face'],
      3,
      true,
    ],
    // No loop: the fresh worker died as it started, so nothing more is started until the page loads again.
    [
      'a fresh worker that crashes as it starts: the engine ends',
      [[loads, 'crash'], ['crash'], [loads, faces]],
      ['failed', 'failed', 'failed', 'failed'],
      2,
      false,
    ],
    [
      'a fresh worker whose models fail to load: the engine ends',
      [[loads, 'crash'], ['refuse'], [loads, faces]],
      ['failed', 'failed', 'failed'],
      2,
      false,
    ],
  ])('%s', async (_case, scripts, checks, count, running) => {
    const { start, started } = workers(...scripts);
    const engine = await loadFaceEngine(start);
    const ended: string[] = [];
    for (const _check of checks) ended.push(await outcome(engine.check(selfie())));
    expect(ended).toEqual(checks);
    expect(started).toHaveLength(count);
    // Every worker that failed was stopped; only one in use still runs.
    expect(started.map((worker) => !worker.terminated)).toEqual(
      started.map((_, index) => running && index === count - 1),
    );
  });

  it('a crash ends every request in flight; the requests after it share one fresh worker', async () => {
    const { start, started } = workers([loads, 'hold', 'hold'], [loads, faces, faces]);
    const engine = await loadFaceEngine(start);
    const inFlight = [outcome(engine.check(selfie())), outcome(engine.check(selfie()))];
    // Both reached the worker before it died.
    await new Promise((resolve) => setTimeout(resolve, 0));
    started[0].crash();
    expect(await Promise.all(inFlight)).toEqual(['failed', 'failed']);
    expect(await Promise.all([outcome(engine.check(selfie())), outcome(engine.check(selfie()))])).toEqual([
      'one face',
      'one face',
    ]);
    expect(started).toHaveLength(2);
    expect(started[1].asked).toEqual(['load', 'check', 'check']);
  });

  it('a worker that cannot load the models the first time fails the load (it is tried again on the next call)', async () => {
    const { start, started } = workers(['crash']);
    await expect(loadFaceEngine(start)).rejects.toThrow('face worker crashed');
    expect(started[0].terminated).toBe(true);
  });
});

describe('loadFaceEngine: a worker that stops answering, with no error event, is taken for dead', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    setHidden(false);
  });

  let hidden = false;
  function setHidden(value: boolean) {
    hidden = value;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  /** The engine over these workers, its first one loaded. */
  async function loaded(...scripts: FakeAnswer[][]) {
    const { start, started } = workers(...scripts);
    const loading = loadFaceEngine(start);
    await jest.advanceTimersByTimeAsync(0);
    return { engine: await loading, started };
  }

  /** A check's end as it stands: 'waiting' until it ends. */
  function watch(checking: Promise<FoundFace[]>) {
    const state = { ended: 'waiting' };
    void outcome(checking).then((ended) => (state.ended = ended));
    return state;
  }

  it('a check unanswered for its whole time fails then, not before; the next check starts a fresh worker', async () => {
    const { engine, started } = await loaded([loads, faces], [loads, faces]);
    started[0].goSilent();
    const check = watch(engine.check(selfie()));
    await jest.advanceTimersByTimeAsync(SILENT_AFTER_MS.check - 1);
    expect([check.ended, started[0].terminated]).toEqual(['waiting', false]);
    await jest.advanceTimersByTimeAsync(1);
    expect([check.ended, started[0].terminated]).toEqual(['failed', true]);

    const next = watch(engine.check(selfie()));
    // The fresh worker's load, then the check: each answered a task later.
    await jest.advanceTimersByTimeAsync(10);
    expect(next.ended).toBe('one face');
    expect(started).toHaveLength(2);
    expect(started[1].asked).toEqual(['load', 'check']);
  });

  it('a check waiting behind a slow one gets its whole time from when the worker could start on it', async () => {
    // A slow phone: each check takes just under the bound, the second sent with the first.
    const slow = SILENT_AFTER_MS.check - 100;
    const { engine, started } = await loaded([loads, { ...faces, afterMs: slow }, { ...faces, afterMs: 2 * slow }]);
    const checks = [watch(engine.check(selfie())), watch(engine.check(selfie()))];
    await jest.advanceTimersByTimeAsync(2 * slow);
    expect(checks.map((check) => check.ended)).toEqual(['one face', 'one face']);
    expect(started).toHaveLength(1);
    expect(started[0].terminated).toBe(false);
  });

  it('while the page is hidden the time does not run out (the worker may be frozen with it); shown, the check gets its time afresh', async () => {
    const { engine, started } = await loaded([loads, { ...faces, afterMs: 2.5 * SILENT_AFTER_MS.check }]);
    const check = watch(engine.check(selfie()));
    await jest.advanceTimersByTimeAsync(1000);
    setHidden(true);
    await jest.advanceTimersByTimeAsync(2 * SILENT_AFTER_MS.check);
    expect(check.ended).toBe('waiting');
    setHidden(false);
    await jest.advanceTimersByTimeAsync(0.5 * SILENT_AFTER_MS.check);
    expect(check.ended).toBe('one face');
    expect(started[0].terminated).toBe(false);
  });

  it('a first load unanswered for its whole time (minutes: the models may be downloading) fails the load', async () => {
    const { start, started } = workers(['hold']);
    const loading = loadFaceEngine(start).then(
      () => 'loaded',
      (failure: Error) => failure.message,
    );
    let ended = 'waiting';
    void loading.then((value) => (ended = value));
    await jest.advanceTimersByTimeAsync(SILENT_AFTER_MS.load - 1);
    expect(ended).toBe('waiting');
    await jest.advanceTimersByTimeAsync(1);
    expect(ended).toBe('face worker stopped answering');
    expect(started[0].terminated).toBe(true);
  });

  it('a fresh worker that never answers its load ends the engine, once: nothing more is started', async () => {
    const { engine, started } = await loaded([loads, 'crash'], ['hold'], [loads, faces]);
    const first = watch(engine.check(selfie()));
    await jest.advanceTimersByTimeAsync(0);
    expect(first.ended).toBe('failed');
    const second = watch(engine.check(selfie()));
    await jest.advanceTimersByTimeAsync(SILENT_AFTER_MS.load);
    expect(second.ended).toBe('failed');
    const third = watch(engine.check(selfie()));
    await jest.advanceTimersByTimeAsync(10);
    expect(third.ended).toBe('failed');
    expect(started).toHaveLength(2);
    expect(started.map((worker) => worker.terminated)).toEqual([true, true]);
  });
});
