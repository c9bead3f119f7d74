import { resolve } from 'node:path';
import type { Plugin } from 'vite';

interface Step {
  /** The chunk's name (its file is `assets/<name>-<hash>.js`). */
  name: string;
  /** The modules whose static imports, all the way down, the chunk holds (paths from web/, or packages). */
  modules: string[];
  /**
   * Only what every one of `modules` imports: the code two screens share, so that neither's visit
   * loads the other's own code (each screen's own stays in the automatic split or a later step).
   */
  shared?: boolean;
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
      // What a module imports statically, all the way down, that no earlier step (nor the entry) holds.
      const taken = new Set<string>();
      const closure = (id: string, into = new Set<string>()) => {
        if (taken.has(id) || into.has(id)) return into;
        const info = this.getModuleInfo(id);
        if (!info) this.error(`route-chunks: no module ${id}`);
        into.add(id);
        for (const next of info.importedIds) closure(next, into);
        return into;
      };
      const take = (ids: Iterable<string>, step: string | null) => {
        for (const id of ids) {
          taken.add(id);
          if (step) stepOf.set(id, step);
        }
      };
      take(closure(entryId), null);
      for (const step of steps) {
        const closures = await Promise.all(step.modules.map(async (module) => closure(await idOf(module))));
        if (step.shared)
          take(
            [...closures[0]].filter((id) => closures.every((one) => one.has(id))),
            step.name,
          );
        else for (const one of closures) take(one, step.name);
      }
    },
  };
}
