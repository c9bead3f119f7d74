import { beforeAll, describe, expect, it } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import { FakeFaceWorker, type FakeAnswer } from '../../../test/fake-face-worker';
import { blinkState } from './blink';
import type { FaceRequest } from './face-engine';
import type { BlinkState } from './face-outcome';
import { useBlinkWatch } from './use-blink-watch';

// jsdom has no Worker, no models and no video frames: the page's engine (face-engine.ts) runs as in the
// browser over a fake of the worker, which reads each frame's eyes as the test says.
let answer: (request: FaceRequest) => FakeAnswer = () => 'hold';
let unreadable = 0;
const started: FakeFaceWorker[] = [];
/** The page's own marks, in order (the e2e spec and the bench wait on them). */
const marks: string[] = [];
const blinkMarks = () => marks.filter((name) => name.startsWith('hadir:blink'));
beforeAll(() => {
  function Worker() {
    const worker = new FakeFaceWorker((request) => answer(request));
    started.push(worker);
    return worker;
  }
  Object.assign(globalThis, {
    Worker,
    // A live frame copied for the worker (face-engine.ts); the fake worker reads none of it. The first
    // `unreadable` copies fail, as Chromium's may just after a camera starts.
    createImageBitmap: () =>
      unreadable-- > 0
        ? Promise.reject(new DOMException('The video has no frame yet', 'InvalidStateError'))
        : Promise.resolve({ width: 320, height: 240, close: () => undefined }),
  });
  Object.assign(performance, { mark: (name: string) => marks.push(name), measure: () => undefined });
});

/** The selfie camera's live video, playing. */
function liveVideo() {
  const video = document.createElement('video');
  Object.defineProperties(video, { readyState: { value: 4 }, videoWidth: { value: 320 }, videoHeight: { value: 240 } });
  return video;
}

/** A worker whose models load and whose frames answer as `frames` says, one each, then hold. */
const frames = (...each: FakeAnswer[]) => {
  const left = [...each];
  return (request: FaceRequest): FakeAnswer => (request.kind === 'eyes' ? (left.shift() ?? 'hold') : { value: null });
};

describe('useBlinkWatch: the blink challenge on the live video before Capture', () => {
  it.each<[string, FakeAnswer[], BlinkState, string[]]>([
    // case, what the worker reads of each frame (the eyes' opening), the challenge at Capture, the page's marks
    [
      'a face whose eyes close after three open frames: a blink',
      [{ value: 0.3 }, { value: 0.31 }, { value: 0.3 }, { value: 0.05 }],
      'seen',
      ['hadir:blink-watch', 'hadir:blink-seen'],
    ],
    // The engine failed on the live video: the challenge could not run, through no doing of the person.
    ['a frame the engine could not read', ['refuse'], 'unavailable', ['hadir:blink-failed']],
    [
      'the worker dies on a frame',
      [{ value: 0.3 }, 'crash'],
      'unavailable',
      ['hadir:blink-watch', 'hadir:blink-failed'],
    ],
  ])('%s → %s', async (_case, answers, state, marked) => {
    answer = frames(...answers);
    marks.length = 0;
    const prompts: boolean[] = [];
    const video = liveVideo();
    const { result } = renderHook(() => {
      const challenge = useBlinkWatch(true, video);
      prompts.push(challenge.prompt);
      return challenge;
    });
    await waitFor(() => expect(blinkState(result.current.watch)).toBe(state));
    expect(blinkMarks()).toEqual(marked);
    // "Blink once" showed once a face was in view, and goes at the blink or the failure.
    expect(prompts.includes(true)).toBe(marked.includes('hadir:blink-watch'));
    expect(result.current.prompt).toBe(false);
  });

  it('a video with no frame to copy yet (a camera just started) is tried again at the next frame: the blink is still seen', async () => {
    answer = frames({ value: 0.3 }, { value: 0.31 }, { value: 0.3 }, { value: 0.05 });
    unreadable = 2;
    marks.length = 0;
    const video = liveVideo();
    const { result } = renderHook(() => useBlinkWatch(true, video));
    await waitFor(() => expect(blinkState(result.current.watch)).toBe('seen'));
    expect(unreadable).toBeLessThan(0);
    expect(blinkMarks()).toEqual(['hadir:blink-watch', 'hadir:blink-seen']);
  });

  it('the selfie taken before the first frame came back (the models loading): never asked, "not_asked"', async () => {
    answer = frames('hold');
    marks.length = 0;
    const video = liveVideo();
    const { result, rerender } = renderHook(({ live }) => useBlinkWatch(true, live), {
      initialProps: { live: video as HTMLVideoElement | null },
    });
    // The first frame is with the worker when Capture takes the video away.
    await waitFor(() => expect(started.at(-1)!.asked.at(-1)).toBe('eyes'));
    rerender({ live: null });
    expect(blinkState(result.current.watch)).toBe('not_asked');
    expect(result.current.prompt).toBe(false);
    expect(blinkMarks()).toEqual([]);
  });
});
