import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { whenPersonIdle } from './when-person-idle';

describe('whenPersonIdle', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs once the person has left the page alone for the quiet time, not while they type', () => {
    const then = jest.fn();
    whenPersonIdle(then, 2000);
    jest.advanceTimersByTime(1500);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '1' }));
    jest.advanceTimersByTime(1500);
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(1999);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    // jsdom has no requestIdleCallback: runs at once when quiet; a browser waits for idle too.
    jest.runOnlyPendingTimers();
    expect(then).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(5000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const then = jest.fn();
    const cancel = whenPersonIdle(then, 2000);
    jest.advanceTimersByTime(1000);
    cancel();
    jest.advanceTimersByTime(10_000);
    expect(then).not.toHaveBeenCalled();
  });
});
