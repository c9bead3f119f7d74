import { build, type Plugin, type Rollup } from 'vite';

interface Options {
  /** The worker's module, from web/ (TypeScript; it may import the app's modules). */
  entry: string;
  /** Its name in the built app, served from the root (/clock-sync.js). */
  fileName: string;
}

/**
 * A script for the service worker Workbox generates (issue 29): `entry` and what it imports built into
 * one classic script (IIFE: importScripts takes no modules) and added to the app as `fileName`. A
 * build of its own, so nothing of it lands in the page's entry or chunks, nor of theirs in it beyond
 * what it imports. Added in generateBundle, so it is in dist before vite-plugin-pwa writes the
 * service worker and its precache (which lists it like the app's other files).
 */
export function workerScript(options: Options): Plugin {
  let root = '';
  let define: Record<string, unknown> = {};
  return {
    name: 'hadir:worker-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      define = config.define ?? {};
    },
    async generateBundle() {
      const built = (await build({
        configFile: false,
        root,
        logLevel: 'error',
        // The app's build-time values (the version), and production React-free code paths.
        define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          lib: { entry: options.entry, formats: ['iife'], name: 'hadirWorkerScript', fileName: () => options.fileName },
          // The packages it imports are pure: React, which clock-queue.ts imports for a page's hook, is left out.
          rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !id.includes('/node_modules/') } },
        },
      })) as Rollup.RollupOutput | Rollup.RollupOutput[];
      const [output] = Array.isArray(built) ? built : [built];
      const chunk = output.output.find((item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry);
      if (!chunk) this.error(`worker-script: ${options.entry} built no script`);
      this.emitFile({ type: 'asset', fileName: options.fileName, source: chunk.code });
    },
  };
}
