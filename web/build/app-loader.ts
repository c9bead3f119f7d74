import type { Plugin } from 'vite';
import { resolve } from 'node:path';
import type { AppFiles } from '../src/first-paint/load-app';
import { chunksOf } from './chunks';
import { buildSettings, pageScript } from './page-script';

interface Options {
  /**
   * The screen modules that may open first, by name (paths from web/); a list where a screen's
   * lazy route loads more than one module at once (routes.tsx: a screen and Apollo Client's shell).
   */
  screens: Record<string, string | string[]>;
  /** The module (path from web/) whose `loadFirstScreen(files)` is the page's script (first-paint/load-app.ts). */
  script: string;
}

/**
 * index.html's one way to load the app: Vite's entry script and module preloads are taken out of
 * the head and an inline script (`script`, bundled from the app's own module) asks for them instead, with the first screen's lazy chunk
 * beside them (otherwise found only after the entry has downloaded and run: a waterfall on a slow
 * network), and, where the page draws that screen itself, only after the drawing has been shown.
 */
export function appLoader({ screens, script: module }: Options): Plugin {
  const { settings, configResolved } = buildSettings();
  return {
    name: 'hadir:app-loader',
    apply: 'build',
    configResolved,
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const html = bundle['index.html'];
        if (!entry || !html || html.type !== 'asset') return;
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const next of byFile.get(file)?.imports ?? []) walk(next, into);
        };
        // What the entry imports, and what it imports itself as it starts (main.tsx runs its steps in tasks of their own).
        const tagged = new Set<string>();
        walk(entry.fileName, tagged);
        const loaded = new Set(tagged);
        for (const file of entry.dynamicImports) walk(file, loaded);
        const files: AppFiles = {
          entry: `/${entry.fileName}`,
          imports: [...loaded].filter((file) => file !== entry.fileName).map((file) => `/${file}`),
          screens: {},
        };
        for (const [name, modules] of Object.entries(screens)) {
          const needed = new Set<string>();
          for (const module of [modules].flat()) {
            const id = resolve(settings.root, module);
            // The module's own chunk, or the one a code-splitting group put it in (build/route-chunks.ts).
            const chunk =
              chunks.find((candidate) => candidate.facadeModuleId === id) ??
              chunks.find((candidate) => candidate.moduleIds.includes(id));
            if (!chunk) this.error(`app-loader: no chunk for ${module}`);
            walk(chunk.fileName, needed);
          }
          files.screens[name] = [...needed].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
        }
        // Vite's own tags for the entry go: the script below asks for the same files.
        let source = String(html.source);
        const tags = [
          `<script type="module" crossorigin src="${files.entry}"></script>`,
          ...[...tagged]
            .filter((file) => file !== entry.fileName)
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ];
        for (const tag of tags) {
          const at = source.indexOf(tag);
          if (at < 0) this.error(`app-loader: index.html has no ${tag}`);
          source = source.slice(0, at) + source.slice(at + tag.length);
        }
        const script = await pageScript(settings, module, 'loadFirstScreen', files);
        if (!source.includes('</title>')) this.error('app-loader: index.html has no <title>');
        // Blank lines where the tags were are left as they are: the page is compressed.
        html.source = source.replace('</title>', `</title>\n    <script>${script}</script>`);
      },
    },
  };
}
