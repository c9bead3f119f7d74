import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { PageConfig } from '../src/first-paint/page-script';
import { SHARED_STYLES_ID, shareStyles } from '../src/first-paint/shared-styles';
import { buildSettings, pageScript, type BuildSettings } from './page-script';

interface Options {
  /** The module (path from web/) that renders the drawn screens in Node: `drawnScreens` by name, and `drawnLanguages`. */
  renderer: string;
  /** The module (path from web/) whose `drawFirstPaint(config)` is the page's script. */
  script: string;
  config: PageConfig;
}

type Renderer = {
  drawnScreens: Record<string, (language: string) => Promise<string>>;
  drawnLanguages: readonly string[];
};

/**
 * A first paint before any JavaScript has arrived (issue 15; web/src/first-paint/README.md): on a
 * slow phone the entry takes seconds to download and run, and until then the page is blank. At build
 * time each drawn screen is rendered to HTML in each language (a server-side build of `renderer`, run
 * in Node) and put into index.html as inert templates, their styles each once (shared-styles.ts); the page's script (`script`, bundled from the
 * app's own modules; the CSP allows it by its hash, see the gateway's security-headers.ts) shows the
 * right one at once. React then draws the same screen in its place, and from then on it is the app's.
 */
export function firstPaint(options: Options): Plugin {
  const { settings, configResolved } = buildSettings();
  return {
    name: 'hadir:first-paint',
    apply: 'build',
    configResolved,
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') return;
        const markup = await renderInNode(settings, options.renderer);
        // Each style once (shared-styles.ts): the page parses less before its paint.
        const { bodies, styles } = shareStyles(markup.map(({ body }) => body));
        const templates =
          `<template id="${SHARED_STYLES_ID}">${styles}</template>` +
          markup
            .map(
              ({ screen, language }, at) => `<template id="first-paint-${screen}-${language}">${bodies[at]}</template>`,
            )
            .join('');
        const script = await pageScript(settings, options.script, 'drawFirstPaint', options.config);
        const source = String(html.source);
        if (!source.includes('<div id="root"></div>')) this.error('first-paint: index.html has no empty #root');
        html.source = source.replace(
          '<div id="root"></div>',
          `<div id="root"></div>\n    ${templates}\n    <script>${script}</script>`,
        );
      },
    },
  };
}

/**
 * The face check's engine (issue 49) never runs in a drawing, but one file inlines the clock screen's
 * import() of it, and Node would load Human's Node build (which wants tfjs-node) with it: a stand-in.
 */
const noFaceEngine = {
  name: 'hadir:first-paint-no-face-engine',
  enforce: 'pre' as const,
  resolveId: (id: string) => (id === '@vladmandic/human' ? '\0no-face-engine' : null),
  load: (id: string) => (id === '\0no-face-engine' ? 'export class Human {}' : null),
};

/** Builds `renderer` for Node beside the web's own node_modules (so its imports resolve), and renders each screen in each language. */
async function renderInNode(
  { root, define }: BuildSettings,
  renderer: string,
): Promise<{ screen: string; language: string; body: string }[]> {
  const modules = resolve(root, 'node_modules');
  mkdirSync(modules, { recursive: true });
  const outDir = mkdtempSync(join(modules, '.first-paint-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'error',
      plugins: [react(), noFaceEngine],
      define,
      build: {
        ssr: renderer,
        outDir,
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: 'first-paint.mjs', codeSplitting: false } },
      },
    });
    const { drawnScreens, drawnLanguages } = (await import(
      pathToFileURL(join(outDir, 'first-paint.mjs')).href
    )) as Renderer;
    const markup: { screen: string; language: string; body: string }[] = [];
    // One after the other: the i18n instance speaks one language at a time.
    for (const [screen, render] of Object.entries(drawnScreens)) {
      for (const language of drawnLanguages) markup.push({ screen, language, body: await render(language) });
    }
    return markup;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
