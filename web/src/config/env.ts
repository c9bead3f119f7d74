/** The web app's configuration, read once from Vite's build-time environment. */
const viteEnv = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

/** A free vector style that needs no key; its style, sprites, glyphs and tiles all come from one origin. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

export const env = {
  appVersion: viteEnv.VITE_APP_VERSION ?? '1.0.0',
  graphqlUrl: viteEnv.VITE_GRAPHQL_URL ?? '/graphql',
  /**
   * The maps' MapLibre style (issue 28): OpenFreeMap's keyless vector style unless the build names
   * another; an empty value draws the work-location circles on a plain background only. Where the
   * style cannot be reached (no network, blocked), the plain drawing stands in.
   */
  mapStyleUrl: viteEnv.VITE_MAP_STYLE_URL ?? DEFAULT_MAP_STYLE_URL,
  /**
   * The folder of the face check's models and .wasm files (issue 49), copied from the npm packages
   * into the build by web/build/face-models.ts under a name hashed from their bytes.
   */
  faceModels: viteEnv.VITE_FACE_MODELS ?? '/assets/face/',
} as const;
