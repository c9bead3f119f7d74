import { resolve } from 'node:path';
import type { Plugin } from 'vite';

interface Step {
  /** The chunk's name (its file is `assets/<name>-<hash>.js`). */
  name: string;
  /** The modules whose static imports, all the way down, the chunk holds (paths from web/, or packages). */
  modules: string[];
}

interface Options {
  /** The entry: what it imports itself stays in it (no chunk of ours takes it). */
  entry: string;
  /** In the order they load: each takes what the steps before it have not. */
  steps: Step[];
}

/**
 * A chunk per step of the path a cold visit takes — /login, then Home — instead of Rolldown's
 * automatic split, which makes a file of every set of screens that share code: ~45 small files
 * before Login works and ~20 more for Home, over HTTP/1.1's six connections at 562.5 ms a round
 * trip on Slow 4G (issue 31). Each step's chunk holds the modules its roots import statically that
 * no earlier step (nor the entry) holds: nothing the step does not run itself, so no route downloads
 * more than before, and a step is one file. The screens off the path keep the automatic split; where
 * they share code with a step, they import that step's chunk (loaded already on the usual way to them).
 */
export function routeChunks({ entry, steps }: Options): Plugin {
  let root = '';
  // Module id → the step whose chunk holds it; filled once the module graph is known (buildEnd),
  // read when the chunks are made (after it).
  const stepOf = new Map<string, string>();
  return {
    name: 'hadir:route-chunks',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: steps.map((step, index) => ({
                  name: step.name,
                  test: (id: string) => stepOf.get(id) === step.name,
                  // The earlier step first; the test already gives each module to one step only.
                  priority: steps.length - index,
                  // A step's modules are all listed: what they import from the entry or an earlier step stays there.
                  includeDependenciesRecursively: false,
                })),
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
    },
    async buildEnd(error) {
      if (error) return;
      stepOf.clear();
      const entryId = resolve(root, entry);
      const idOf = async (module: string) => {
        if (module.startsWith('src/')) return resolve(root, module);
        const resolved = await this.resolve(module, entryId);
        if (!resolved) this.error(`route-chunks: cannot resolve ${module}`);
        return resolved.id;
      };
      const taken = new Set<string>();
      const walk = (id: string, step: string | null) => {
        if (taken.has(id)) return;
        const info = this.getModuleInfo(id);
        if (!info) this.error(`route-chunks: no module ${id}`);
        taken.add(id);
        if (step) stepOf.set(id, step);
        for (const next of info.importedIds) walk(next, step);
      };
      walk(entryId, null);
      for (const step of steps) for (const module of step.modules) walk(await idOf(module), step.name);
    },
  };
}
