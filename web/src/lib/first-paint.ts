import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The screen index.html drew before the app's JavaScript had run (app/first-paint.tsx, put there by
 * web/build/first-paint.ts), while it is still on screen: React replaces it at its first commit,
 * so this is read during the first render only. Null everywhere else (and at build time, in Node).
 */
export function firstPaint(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLElement>('#root [data-first-paint]');
}

/** The drawing's input or textarea named `name`. */
const drawnField = (drawing: HTMLElement, name: string) =>
  drawing.querySelector<HTMLInputElement | HTMLTextAreaElement>(`input[name="${name}"], textarea[name="${name}"]`);

/**
 * What is typed into the drawing's field `name` as React starts to draw over it ('' where there is
 * none): a screen's first state, so that taking the drawing over (useFirstPaintFields' onTyped, which
 * sets the same) re-renders nothing — a second render of the whole screen at once, a long task just
 * when a slow phone's person presses (issue 31). What is typed while React draws still comes through onTyped.
 */
export function firstPaintValue(name: string): string {
  const drawing = firstPaint();
  return (drawing && drawnField(drawing, name)?.value) ?? '';
}

/**
 * Runs `takeOver` once with the first paint's drawing when React has drawn over it (a layout
 * effect: before the browser paints again). The drawing is kept from the first render: removed
 * from the page, it still holds what the person did to it — the build's script notes presses on
 * it, and its fields keep their values — so nothing done on a slow phone before the app had
 * started is lost, however long React took to render.
 */
function useTakeOver(takeOver: (drawing: HTMLElement) => void): void {
  const [drawn] = useState(firstPaint);
  const latest = useRef(takeOver);
  latest.current = takeOver;
  const handled = useRef(false);
  useLayoutEffect(() => {
    // Once, even where React runs effects twice (StrictMode in development).
    if (!drawn || handled.current) return;
    handled.current = true;
    latest.current(drawn);
  }, [drawn]);
}

/**
 * The first paint's named fields (input or textarea), carried into the screen React draws over it:
 * what was typed into each (`onTyped`, only where something was), and the caret put back into the
 * field it was in (the build's script notes it as the drawing's `data-focused`). Runs `then` with the
 * drawing and the values when the screen has more to carry (a form's press).
 */
export function useFirstPaintFields<Name extends string>(
  names: readonly Name[],
  onTyped: (values: Record<Name, string>) => void,
  then?: (drawing: HTMLElement, values: Record<Name, string>) => void,
): void {
  useTakeOver((drawing) => {
    const field = (name: string) => drawnField(drawing, name);
    if (!names.some((name) => field(name))) return;
    const values = Object.fromEntries(names.map((name) => [name, field(name)?.value ?? ''])) as Record<Name, string>;
    if (names.some((name) => values[name] !== '')) onTyped(values);
    const focused = drawing.getAttribute('data-focused');
    if (focused && (names as readonly string[]).includes(focused)) {
      const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`input[name="${focused}"], textarea[name="${focused}"]`);
      const own = [...fields].find((candidate) => !drawing.contains(candidate));
      own?.focus();
      // The caret at the end, where the typing goes on.
      own?.setSelectionRange(own.value.length, own.value.length);
    }
    then?.(drawing, values);
  });
}

interface FirstPaintForm<Name extends string> {
  /** What was typed into the drawing's fields. */
  onTyped: (values: Record<Name, string>) => void;
  /**
   * The person had pressed the form's button already (the build's script held the form back,
   * `data-sent`), at `sentAt` (performance.now()'s clock), and was shown the screen's loader then.
   */
  onSent: (values: Record<Name, string>, sentAt: number) => void;
}

/**
 * The first paint's form, carried into the screen React draws over it: its fields (useFirstPaintFields)
 * and whether it was sent (`onSent`).
 */
export function useFirstPaintForm<Name extends string>(names: readonly Name[], { onTyped, onSent }: FirstPaintForm<Name>): void {
  useFirstPaintFields(names, onTyped, (drawing, values) => {
    const sent = drawing.querySelector('form')?.getAttribute('data-sent');
    if (sent != null) onSent(values, Number(sent) || performance.now());
  });
}

/**
 * A language chosen on the first paint's language buttons before the app had started (the build's
 * script notes it as `data-chosen-language` on the drawing): `choose` runs with it.
 */
export function useLanguageChosenBeforeStart(choose: (language: string) => void): void {
  useTakeOver((drawing) => {
    const language = drawing.getAttribute('data-chosen-language');
    if (language) choose(language);
  });
}

/** What names a button to a person: its aria-label, or else its text. The build's script notes a press by it (innerText: a drawn button's inline styles are not its name). */
const buttonName = (button: HTMLElement) => button.getAttribute('aria-label') || (button.innerText ?? button.textContent ?? '').trim();

/**
 * A button of the first paint's screen pressed before the app had started (Clock In on Live, Request
 * on Home; the build's script notes its name as `data-pressed`, leaving forms and language buttons to
 * their own hooks): the app's own button of that name is pressed when the app has drawn the same
 * screen, so the tap is not lost. Links need nothing: they open their page as plain links.
 */
export function usePressBeforeStart(): void {
  useTakeOver((drawing) => {
    const held = drawing.getAttribute('data-pointer-down');
    if (held) pressOnRelease(drawing, held);
    const pressed = drawing.getAttribute('data-pressed');
    if (!pressed) return;
    const button = [...document.querySelectorAll<HTMLButtonElement>('#root button')].find(
      (candidate) => !drawing.contains(candidate) && buttonName(candidate) === pressed,
    );
    button?.click();
  });
}

/**
 * A button of the drawing was held down when the app drew over it (the build's script notes its
 * name as `data-pointer-down`): the release lands on the app's button in its place, and the browser
 * fires no click for a press whose down and up were on two different elements — the tap would be
 * lost (Login pressed with a mouse at the moment the app takes over). The next release on the app's
 * button of that name presses it, unless the browser's own click reached it after all: one press,
 * never two. A touch tap needs none of this: its click is hit-tested when the tap ends.
 */
function pressOnRelease(drawing: HTMLElement, name: string): void {
  const release = (event: Event) => {
    document.removeEventListener('pointerup', release, true);
    document.removeEventListener('pointercancel', release, true);
    const button = event.type === 'pointerup' && event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || drawing.contains(button) || buttonName(button) !== name) return;
    // A touch tap's click is hit-tested when the tap ends, so it reaches the app's button itself.
    if ((event as PointerEvent).pointerType === 'touch') return;
    let clicked = false;
    const noteClick = (click: Event) => {
      if (click.target instanceof Node && button.contains(click.target)) clicked = true;
    };
    document.addEventListener('click', noteClick, true);
    // The browser's click, if any, follows the release in the same task.
    setTimeout(() => {
      document.removeEventListener('click', noteClick, true);
      if (!clicked) button.click();
    }, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}
