import { useLayoutEffect, useRef, useState } from 'react';
import { buttonName, drawingOnScreen, drawnField } from './drawing';

/** What a screen carries over from the drawing of itself, each when React has drawn over it. */
export interface TakeOver<Name extends string> {
  /** What was typed into the drawing's fields (only where something was) after the first render. */
  onTyped?: (values: Record<Name, string>) => void;
  /**
   * The person had pressed the drawing's form button already (the page's script held the form back,
   * `data-sent`), at `sentAt` (performance.now()'s clock), and was shown the screen's loader then.
   */
  onSent?: (values: Record<Name, string>, sentAt: number) => void;
  /** A language chosen on the drawing's language buttons (`data-chosen-language`). */
  onLanguageChosen?: (language: string) => void;
  /**
   * A button of the drawing pressed (Clock In on Live, Request on Home; `data-pressed`), or held down
   * as the app drew over it (`data-pointer-down`), is pressed on the app's button of that name. Forms
   * and language buttons have their own. Links need nothing: they open their page as plain links.
   */
  pressAgain?: boolean;
}

export interface FirstPaint<Name extends string> {
  /**
   * What the drawing's fields hold as React starts to draw over it ('' where there is none): a
   * screen's first state, so that taking the drawing over (onTyped, which sets the same) re-renders
   * nothing — a second render of the whole screen at once, a long task just when a slow phone's
   * person presses (issue 31).
   */
  typed: Record<Name, string>;
  /** Something was typed into a form of the drawing (a named field: not a drawn select's hidden input). */
  typedInForm: boolean;
  /** The background the page chose for the drawing (drawing.ts randomOnFirstPaint), if any. */
  background: string | null;
}

/**
 * The one hook through which a screen (or App) takes over the drawing index.html showed of it before
 * the app had started, so nothing the person did on a slow phone is lost: what was typed into the
 * named `fields` (input or textarea) with the caret put back, the form sent, the language chosen, a
 * button pressed (see TakeOver). Runs once, in a layout effect when React has drawn over the drawing
 * (before the browser paints again). The drawing is kept from the first render: removed from the page,
 * it still holds what the person did to it, however long React took to render.
 */
export function useFirstPaint<Name extends string = never>(
  fields: readonly Name[] = [],
  takeOver: TakeOver<Name> = {},
): FirstPaint<Name> {
  const [drawing] = useState(drawingOnScreen);
  const [firstPaint] = useState(() => ({
    typed: valuesOf(drawing, fields),
    typedInForm: Array.from(drawing?.querySelectorAll<HTMLInputElement>('form input[name]') ?? []).some(
      (input) => input.value !== '',
    ),
    background: drawing?.querySelector('[data-random-background]')?.getAttribute('data-background') ?? null,
  }));
  const latest = useRef({ fields, takeOver });
  latest.current = { fields, takeOver };
  const handled = useRef(false);
  useLayoutEffect(() => {
    // Once, even where React runs effects twice (StrictMode in development).
    if (!drawing || handled.current) return;
    handled.current = true;
    const { fields: names, takeOver: handlers } = latest.current;
    takeFields(drawing, names, handlers);
    const language = drawing.getAttribute('data-chosen-language');
    if (language) handlers.onLanguageChosen?.(language);
    if (handlers.pressAgain) pressAgain(drawing);
  }, [drawing]);
  return firstPaint;
}

const valuesOf = <Name extends string>(drawing: ParentNode | null, names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, (drawing && drawnField(drawing, name)?.value) ?? ''])) as Record<
    Name,
    string
  >;

/** The drawing's fields carried into the screen: their values, the caret (`data-focused`), and the form's press. */
function takeFields<Name extends string>(
  drawing: HTMLElement,
  names: readonly Name[],
  { onTyped, onSent }: TakeOver<Name>,
): void {
  if (!names.some((name) => drawnField(drawing, name))) return;
  const values = valuesOf(drawing, names);
  if (names.some((name) => values[name] !== '')) onTyped?.(values);
  const focused = drawing.getAttribute('data-focused');
  if (focused && (names as readonly string[]).includes(focused)) {
    const own = [
      ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        `input[name="${focused}"], textarea[name="${focused}"]`,
      ),
    ].find((candidate) => !drawing.contains(candidate));
    own?.focus();
    // The caret at the end, where the typing goes on.
    own?.setSelectionRange(own.value.length, own.value.length);
  }
  const sent = drawing.querySelector('form')?.getAttribute('data-sent');
  if (sent != null) onSent?.(values, Number(sent) || performance.now());
}

/** The app's button named as the drawing's pressed one, pressed: the tap is not lost. */
function pressAgain(drawing: HTMLElement): void {
  const held = drawing.getAttribute('data-pointer-down');
  if (held) pressOnRelease(drawing, held);
  const pressed = drawing.getAttribute('data-pressed');
  if (!pressed) return;
  const button = [...document.querySelectorAll<HTMLButtonElement>('#root button')].find(
    (candidate) => !drawing.contains(candidate) && buttonName(candidate) === pressed,
  );
  button?.click();
}

/**
 * A button of the drawing was held down when the app drew over it (`data-pointer-down`): the release
 * lands on the app's button in its place, and the browser fires no click for a press whose down and up
 * were on two different elements — the tap would be lost (Login pressed with a mouse at the moment the
 * app takes over). The next release on the app's button of that name presses it, unless the browser's
 * own click reached it after all: one press, never two. A touch tap needs none of this: its click is
 * hit-tested when the tap ends.
 */
function pressOnRelease(drawing: HTMLElement, name: string): void {
  const release = (event: Event) => {
    document.removeEventListener('pointerup', release, true);
    document.removeEventListener('pointercancel', release, true);
    const button =
      event.type === 'pointerup' && event.target instanceof Element ? event.target.closest('button') : null;
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
