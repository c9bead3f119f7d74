import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { drawFirstPaint } from '../test/draw-first-paint';
import { useState } from 'react';
import { useFirstPaint, type FirstPaint } from './use-first-paint';

afterEach(() => {
  document.getElementById('root')?.remove();
});

/** A screen as the app draws it over the first paint, with the hook as App holds it. */
function Screen({ onClockIn, onRequest }: { onClockIn: () => void; onRequest: () => void }) {
  useFirstPaint([], { pressAgain: true });
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
  drawFirstPaint(
    `<div data-first-paint="live"${pressed ? ` data-pressed="${pressed}"` : ''}><button>Request</button><button>Clock In</button></div>`,
  );

describe('useFirstPaint: a button pressed on the drawing (pressAgain)', () => {
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

/** A pointer event as the browser sends it (jsdom has no PointerEvent): a mouse's unless `pointerType` says. */
function pointer(type: 'pointerup' | 'pointercancel', target: Element, pointerType = 'mouse'): void {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

/** The drawing with a button held down on it when the app drew over it, as the build's script notes it. */
const held = (name: string) =>
  drawFirstPaint(
    `<div data-first-paint="login" data-pointer-down="${name}"><button>Request</button><button>Clock In</button></div>`,
  );

/** The tasks the browser runs after a release: its click, if any, and the hook's check after it. */
const afterRelease = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a button held down while the app takes over', () => {
  const button = (root: HTMLElement, name: string) =>
    [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;

  // Each case: the release (where, how), whether the browser's own click followed it, and the presses of Clock In.
  const cases: { release: string; on: string; pointerType: string; browserClicks: boolean; presses: number }[] = [
    { release: 'pointerup', on: 'Clock In', pointerType: 'mouse', browserClicks: false, presses: 1 },
    { release: 'pointerup', on: 'Clock In', pointerType: 'mouse', browserClicks: true, presses: 1 },
    { release: 'pointerup', on: 'Clock In', pointerType: 'touch', browserClicks: true, presses: 1 },
    { release: 'pointerup', on: 'Request', pointerType: 'mouse', browserClicks: false, presses: 0 },
    { release: 'pointercancel', on: 'Clock In', pointerType: 'mouse', browserClicks: false, presses: 0 },
  ];
  it.each(cases)(
    'released by $release on $on ($pointerType), browser click: $browserClicks → $presses press(es)',
    async ({ release, on, pointerType, browserClicks, presses }) => {
      const root = held('Clock In');
      const clockIn = jest.fn();
      render(<Screen onClockIn={clockIn} onRequest={jest.fn()} />, { container: root });
      expect(clockIn).not.toHaveBeenCalled();
      const target = button(root, on);
      pointer(release as 'pointerup' | 'pointercancel', target, pointerType);
      if (browserClicks) target.click();
      await afterRelease();
      expect(clockIn).toHaveBeenCalledTimes(presses);
    },
  );

  it("only the first release counts: a later press is the app's own", async () => {
    const root = held('Clock In');
    const clockIn = jest.fn();
    render(<Screen onClockIn={clockIn} onRequest={jest.fn()} />, { container: root });
    pointer('pointerup', button(root, 'Request'));
    await afterRelease();
    pointer('pointerup', button(root, 'Clock In'));
    await afterRelease();
    expect(clockIn).not.toHaveBeenCalled();
  });
});

/** A screen with a named textarea outside any form, as the clock screen's note. */
function Noted({ onTyped }: { onTyped: (note: string) => void }) {
  const [note, setNote] = useState('');
  useFirstPaint(['note'], {
    onTyped: ({ note: typed }) => {
      onTyped(typed);
      setNote(typed);
    },
  });
  return <textarea name="note" aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />;
}

describe('useFirstPaint: the named fields', () => {
  it("carries what was typed into the drawing's named field, and the caret, into the app's", () => {
    const root = drawFirstPaint(
      '<div data-first-paint="clockin" data-focused="note"><textarea name="note"></textarea></div>',
    );
    root.querySelector('textarea')!.value = 'Lewat gerbang belakang';
    const typed = jest.fn();
    render(<Noted onTyped={typed} />, { container: root });
    const own = root.querySelector<HTMLTextAreaElement>('textarea[aria-label="Note"]')!;
    expect(typed).toHaveBeenCalledWith('Lewat gerbang belakang');
    expect(own.value).toBe('Lewat gerbang belakang');
    expect(document.activeElement).toBe(own);
  });

  it('leaves the field as it is when nothing was typed there', () => {
    const root = drawFirstPaint('<div data-first-paint="clockin"><textarea name="note"></textarea></div>');
    const typed = jest.fn();
    render(<Noted onTyped={typed} />, { container: root });
    expect(typed).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});

/** A sign-in form as the app draws it, with what the hook answered at its first render. */
function SignIn({
  seen,
  onSent,
  onLanguageChosen,
}: {
  seen: (first: FirstPaint<'nik'>) => void;
  onSent: (nik: string, at: number) => void;
  onLanguageChosen: (language: string) => void;
}) {
  const first = useFirstPaint(['nik'], { onSent: ({ nik }, at) => onSent(nik, at), onLanguageChosen });
  const [nik, setNik] = useState(first.typed.nik);
  seen(first);
  return (
    <form>
      <input name="nik" aria-label="NIK" value={nik} onChange={(event) => setNik(event.target.value)} />
    </form>
  );
}

describe('useFirstPaint: the form, the language, the background', () => {
  it("answers the drawing's values at the first render, and hands over its press with when, and the language chosen on it", () => {
    const root = drawFirstPaint(
      '<div data-first-paint="login" data-chosen-language="id"><div data-random-background="[]" data-background="/b.svg"></div><form data-sent="120"><input name="nik" value="10001"></form></div>',
    );
    const seen = jest.fn<(first: FirstPaint<'nik'>) => void>();
    const sent = jest.fn();
    const language = jest.fn();
    render(<SignIn seen={seen} onSent={sent} onLanguageChosen={language} />, { container: root });
    expect(seen.mock.calls[0][0]).toEqual({ typed: { nik: '10001' }, typedInForm: true, background: '/b.svg' });
    expect(root.querySelector<HTMLInputElement>('input[aria-label="NIK"]')!.value).toBe('10001');
    expect(sent).toHaveBeenCalledWith('10001', 120);
    expect(language).toHaveBeenCalledWith('id');
  });

  it('answers empty values and hands nothing over where nothing was drawn', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const seen = jest.fn<(first: FirstPaint<'nik'>) => void>();
    const sent = jest.fn();
    const language = jest.fn();
    render(<SignIn seen={seen} onSent={sent} onLanguageChosen={language} />, { container: root });
    expect(seen.mock.calls[0][0]).toEqual({ typed: { nik: '' }, typedInForm: false, background: null });
    expect([sent.mock.calls.length, language.mock.calls.length]).toEqual([0, 0]);
    root.remove();
  });
});
