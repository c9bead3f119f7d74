/**
 * The drawings' styles, once (issue 48). Each drawing carries emotion's styles inline, as React
 * rendered them at build time (render.tsx): 480 `<style>` elements over twelve drawings, of which 133
 * differ, 341 KB of index.html's 444. A phone parses every byte of the page before it can paint, at
 * about 0.6 ms a kilobyte at CPU ×4 (the page with and without its templates, parsed in turn),
 * whichever drawing it shows. The build keeps each style once, in a template of its own, and leaves
 * an empty `<style data-emotion="{key}">` where it stood; the page fills the drawing it shows from
 * there before showing it, so what is drawn is the same to the byte.
 */

/** The template that holds each shared style once. */
export const SHARED_STYLES_ID = 'first-paint-styles';

const STYLE = /<style data-emotion="([^"]+)">([^<]*)<\/style>/g;

/**
 * At build time (web/build/first-paint-plugin.ts): the drawings' markup with each style emptied, and
 * the styles they share, each once, as the shared template's content. A key emotion wrote with two
 * different texts (never seen: the key is a hash of the text) stays inline where it is.
 */
export function shareStyles(bodies: string[]): { bodies: string[]; styles: string } {
  const texts = new Map<string, Set<string>>();
  for (const body of bodies)
    for (const [, key, text] of body.matchAll(STYLE)) texts.set(key, (texts.get(key) ?? new Set()).add(text));
  const shared = new Map([...texts].filter(([, seen]) => seen.size === 1).map(([key, seen]) => [key, [...seen][0]]));
  return {
    bodies: bodies.map((body) =>
      body.replace(STYLE, (style, key: string) => (shared.has(key) ? `<style data-emotion="${key}"></style>` : style)),
    ),
    styles: [...shared].map(([key, text]) => `<style data-emotion="${key}">${text}</style>`).join(''),
  };
}

/**
 * In the page: a copy of the drawing `first-paint-{id}` with its styles written back from the shared
 * template (`shareStyles`). Null where the page has no such drawing.
 */
export function drawnScreen(page: Document, id: string): DocumentFragment | null {
  const template = page.getElementById(`first-paint-${id}`) as HTMLTemplateElement | null;
  if (!template) return null;
  const screen = template.content.cloneNode(true) as DocumentFragment;
  const emptied = screen.querySelectorAll<HTMLStyleElement>('style[data-emotion]:empty');
  if (emptied.length === 0) return screen;
  const shared = page.getElementById(SHARED_STYLES_ID) as HTMLTemplateElement | null;
  const texts = new Map<string, string>();
  for (const style of Array.from(shared?.content.children ?? []))
    texts.set(style.getAttribute('data-emotion') ?? '', style.textContent ?? '');
  emptied.forEach((style) => {
    const text = texts.get(style.getAttribute('data-emotion') ?? '');
    if (text === undefined) throw new Error(`first-paint: no shared style ${style.getAttribute('data-emotion')}`);
    style.textContent = text;
  });
  return screen;
}
