import { afterAll, afterEach, beforeAll, beforeEach, jest } from '@jest/globals';
import { sessionStore } from '../lib/session-store';
import { stubCanvas } from './canvas-stub';

/**
 * The set-up of a screen with a signature pad: a canvas jsdom lacks, fake timers (the 2 s
 * skeleton), no saved strokes, and `user` signed in; all undone after each test.
 */
export function signedInWithCanvas(user: Parameters<typeof sessionStore.set>[0]) {
  let restoreCanvas: () => void;
  beforeAll(() => {
    restoreCanvas = stubCanvas();
  });
  afterAll(() => restoreCanvas());
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    sessionStore.set(user);
  });
  afterEach(() => {
    jest.useRealTimers();
    sessionStore.clear();
  });
}
