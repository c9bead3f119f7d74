import { useEffect, useState } from 'react';

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

/**
 * What the person typed into the first paint's fields before the app had started, and the field
 * they were in: carried into the same fields of the screen React draws over it, so nothing typed on
 * a slow phone is lost when the app takes over.
 */
export function useTypedBeforeStart<Name extends string>(names: readonly Name[]): Record<Name, string> {
  const [carried] = useState(() => {
    const drawn = firstPaint();
    const field = (name: string) => drawn?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;
    const values = Object.fromEntries(names.map((name) => [name, field(name)?.value ?? ''])) as Record<Name, string>;
    const focused = drawn ? names.find((name) => field(name) === document.activeElement) : undefined;
    return { values, focused };
  });
  useEffect(() => {
    if (!carried.focused) return;
    const fields = document.querySelectorAll<HTMLInputElement>(`input[name="${carried.focused}"]`);
    [...fields].find((field) => !field.closest('[data-first-paint]'))?.focus();
  }, [carried]);
  return carried.values;
}
