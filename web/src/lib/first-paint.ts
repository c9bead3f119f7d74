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

/** The route the first paint drew, if it is on screen: the app loads that screen before it starts, so nothing shows in between. */
export function firstPaintRoute(): string | undefined {
  return firstPaint()?.dataset.firstPaint;
}

interface FirstPaintForm<Name extends string> {
  /** The form's fields as they were typed into the first paint; at the commit they are the final values. */
  onTyped: (values: Record<Name, string>) => void;
  /** The person had pressed the form's button already (the build's script held the form back, `data-sent`). */
  onSent: (values: Record<Name, string>) => void;
}

/**
 * The first paint's form, carried into the screen React draws over it, so nothing done on a slow
 * phone is lost when the app takes over: what was typed into each field (returned for the first
 * render, then `onTyped` with what is there when React replaces the drawing — typing may go on
 * while React renders), the field the caret was in (put back), and whether the form was sent
 * (`onSent`). The build's script notes the last field in use (`data-focused`) and a held-back send
 * (`data-sent`) on the form. Runs once.
 */
export function useFirstPaintForm<Name extends string>(names: readonly Name[], { onTyped, onSent }: FirstPaintForm<Name>): Record<Name, string> {
  // The drawing's elements, kept: they still hold their values after React has removed them.
  const [drawn] = useState(() => {
    const form = firstPaint()?.querySelector('form');
    return form ? { form, fields: names.map((name) => [name, form.querySelector<HTMLInputElement>(`input[name="${name}"]`)] as const) } : null;
  });
  const valuesOf = () => {
    const values = Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>;
    for (const [name, field] of drawn?.fields ?? []) values[name] = field?.value ?? '';
    return values;
  };
  const [initial] = useState(valuesOf);
  const handlers = useRef({ onTyped, onSent });
  handlers.current = { onTyped, onSent };
  const handled = useRef(false);
  useLayoutEffect(() => {
    // Once, even where React runs effects twice (StrictMode in development).
    if (!drawn || handled.current) return;
    handled.current = true;
    const values = valuesOf();
    handlers.current.onTyped(values);
    const focused = drawn.form.getAttribute('data-focused');
    if (focused) {
      const fields = document.querySelectorAll<HTMLInputElement>(`input[name="${focused}"]`);
      const field = [...fields].find((candidate) => !candidate.closest('[data-first-paint]'));
      field?.focus();
      // The caret at the end, where the typing goes on.
      field?.setSelectionRange(field.value.length, field.value.length);
    }
    if (drawn.form.hasAttribute('data-sent')) handlers.current.onSent(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the drawing kept at the first render
  }, [drawn]);
  return initial;
}

/**
 * A language chosen on the first paint's language buttons before the app had started (the build's
 * script notes it as `data-chosen-language` on the drawing): `choose` runs with it once, when the
 * app has drawn over the drawing, so the press is not lost.
 */
export function useLanguageChosenBeforeStart(choose: (language: string) => void): void {
  // The drawing, kept: it still holds the note after React has removed it.
  const [drawn] = useState(firstPaint);
  const latest = useRef(choose);
  latest.current = choose;
  const handled = useRef(false);
  useLayoutEffect(() => {
    if (!drawn || handled.current) return;
    handled.current = true;
    const language = drawn.getAttribute('data-chosen-language');
    if (language) latest.current(language);
  }, [drawn]);
}
