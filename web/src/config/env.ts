/** The web app's configuration, read once from Vite's build-time environment. */
const viteEnv = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

export const env = {
  appVersion: viteEnv.VITE_APP_VERSION ?? '1.0.0',
  graphqlUrl: viteEnv.VITE_GRAPHQL_URL ?? '/graphql',
  /** A MapLibre style URL; unset draws the work-location circles on a plain background. */
  mapStyleUrl: viteEnv.VITE_MAP_STYLE_URL ?? '',
} as const;
