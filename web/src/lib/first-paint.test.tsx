import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { drawFirstPaint } from '../test/first-paint';
import { usePressBeforeStart } from './first-paint';

afterEach(() => {
  document.getElementById('root')?.remove();
});

/** A screen as the app draws it over the first paint, with the hook as App holds it. */
function Screen({ onClockIn, onRequest }: { onClockIn: () => void; onRequest: () => void }) {
  usePressBeforeStart();
  return (
    <>
      <button onClick={onRequest}>Request</button>
      <button onClick={onClockIn}>Clock In</button>
      <button aria-label="Settings" />
    </>
  );
}

/** The drawn screen; `pressed` as the build's script notes a button pressed on it. */
const drawing = (pressed?: string) =>
  drawFirstPaint(`<div data-first-paint="live"${pressed ? ` data-pressed="${pressed}"` : ''}><button>Request</button><button>Clock In</button></div>`);

describe('usePressBeforeStart', () => {
  it("presses the app's button of the name pressed on the drawing, once", () => {
    const root = drawing('Clock In');
    const clockIn = jest.fn();
    const request = jest.fn();
    render(<Screen onClockIn={clockIn} onRequest={request} />, { container: root });
    expect(clockIn).toHaveBeenCalledTimes(1);
    expect(request).not.toHaveBeenCalled();
  });

  it('presses nothing when nothing was pressed there, or a name the screen does not have', () => {
    for (const pressed of [undefined, 'Clock Out']) {
      const root = drawing(pressed);
      const clockIn = jest.fn();
      const request = jest.fn();
      const { unmount } = render(<Screen onClockIn={clockIn} onRequest={request} />, { container: root });
      expect([clockIn.mock.calls.length, request.mock.calls.length]).toEqual([0, 0]);
      unmount();
      root.remove();
    }
  });
});
