import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

interface Options {
  /**
   * The screen modules that may open first, by name (paths from web/); a list where a screen's
   * lazy route loads more than one module at once (routes.tsx: a screen and Apollo Client's shell).
   */
  screens: Record<string, string | string[]>;
  /**
   * Runs in the page before the entry: returns the name of the screen that will draw first, or
   * null. Self-contained: its source text is copied into the page (app/first-screen.ts).
   */
  pick: (pathname: string, storage: Storage) => string | null;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

/**
 * The first screen's lazy chunk is otherwise found only after the entry has downloaded and run (a
 * waterfall on a slow network). This adds a tiny same-origin script that asks for the screen's
 * chunk and its imports as module preloads at once, in parallel with the entry.
 */
export function firstScreenPreload({ screens, pick }: Options): Plugin {
  let root = '';
  return {
    name: 'hadir:first-screen-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item): item is ChunkLike & (typeof bundle)[string] => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const html = bundle['index.html'];
        if (!entry || !html || html.type !== 'asset') return;
        // What the entry imports statically is preloaded by index.html already.
        const loaded = new Set<string>();
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const next of byFile.get(file)?.imports ?? []) walk(next, into);
        };
        walk(entry.fileName, loaded);
        const files: Record<string, string[]> = {};
        for (const [name, modules] of Object.entries(screens)) {
          const needed = new Set<string>();
          for (const module of [modules].flat()) {
            const id = resolve(root, module);
            const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
            if (!chunk) this.error(`first-screen-preload: no chunk for ${module}`);
            walk(chunk.fileName, needed);
          }
          files[name] = [...needed].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
        }
        const source = `(function(){var files=${JSON.stringify(files)};var pick=${pick.toString()};var name=null;try{name=pick(location.pathname,localStorage)}catch(e){}(files[name]||[]).forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link)})})();\n`;
        const fileName = `assets/first-screen-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const tag = `<script async src="/${fileName}"></script>`;
        html.source = String(html.source).replace(/(\s*)(<script type="module")/, `$1${tag}$1$2`);
      },
    },
  };
}
