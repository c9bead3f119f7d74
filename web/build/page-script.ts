import { resolve } from 'node:path';
import { build, type ResolvedConfig, type Rollup } from 'vite';

const ENTRY = '\0hadir-page-script';

/** What a page script is built with: the web's root and the build's `define`. */
export interface BuildSettings {
  root: string;
  define: Record<string, unknown>;
}

/** A plugin's copy of the build's settings, filled in when Vite has resolved its config. */
export function buildSettings() {
  const settings: BuildSettings = { root: '', define: {} };
  const configResolved = (config: ResolvedConfig) => {
    settings.root = config.root;
    settings.define = config.define ?? {};
  };
  return { settings, configResolved };
}

/**
 * One of index.html's inline scripts, built from the app's own modules: `call(config)`, the export
 * `call` of `module` (a path from web/) run at once with `config` (JSON), and what it imports, bundled
 * and minified into one classic script. So the page runs the same code the app and its tests do,
 * not a copy of it. Packages are taken as pure: only what the script uses of them comes along.
 */
export async function pageScript(
  { root, define }: BuildSettings,
  module: string,
  call: string,
  config: unknown,
): Promise<string> {
  // JSON in a script: `<` written as its escape, so no `</script>` in a value ends the script.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const built = (await build({
    configFile: false,
    root,
    logLevel: 'error',
    publicDir: false,
    define,
    plugins: [
      {
        name: 'hadir:page-script-entry',
        resolveId: (id: string) => (id === ENTRY ? ENTRY : null),
        load: (id: string) =>
          id === ENTRY
            ? `import { ${call} } from ${JSON.stringify(resolve(root, module))};\n${call}(${json});\n`
            : null,
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: ENTRY,
        output: { format: 'iife' },
        treeshake: { moduleSideEffects: (id: string) => !id.includes('/node_modules/') },
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const [output] = Array.isArray(built) ? built : [built];
  const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`page-script: ${module} built ${chunks.length} chunks, not one script`);
  const code = chunks[0].code.trim();
  if (/<\/script/i.test(code))
    throw new Error(`page-script: ${module} holds "</script", which would end the inline script`);
  return code;
}
