import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { chunksOf } from './chunks';

/**
 * The build's files that only some visitors ever load (the HR console, the PDF viewer): every
 * chunk and style reached from the entry only through the given lazy modules. The service worker
 * leaves them out of its precache, so a staff phone's first visit does not download them.
 */
export function rarelyUsedFiles(modules: string[]): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  let root = '';
  const plugin: Plugin = {
    name: 'hadir:rarely-used-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const ids = new Set(modules.map((module) => resolve(root, module)));
      const chunks = chunksOf(bundle);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const everyone = new Set<string>();
      const walk = (file: string) => {
        const chunk = byFile.get(file);
        if (!chunk || everyone.has(file) || (chunk.facadeModuleId && ids.has(chunk.facadeModuleId))) return;
        everyone.add(file);
        for (const css of chunk.viteMetadata?.importedCss ?? []) everyone.add(css);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) walk(next);
      };
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) walk(entry.fileName);
      files.clear();
      for (const chunk of chunks) {
        if (everyone.has(chunk.fileName)) continue;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) if (!everyone.has(css)) files.add(css);
      }
    },
  };
  return { plugin, files };
}
