import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaint } from './build/first-paint-plugin';
import { appLoader } from './build/app-loader';
import { routeChunks } from './build/route-chunks';
import { rarelyUsedFiles } from './build/rarely-used-files';
import { workerScript } from './build/worker-script';
import { faceModels, wasmOnlyFaceEngine } from './build/face-models';
import { homeQuery } from './build/home-query';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { env } from './src/config/env';
import { LoginDocument, WorkLocationsDocument } from './src/gql/graphql';

// In `npm run dev` the web proxies the gateway's routes; PORT is the gateway's port there too.
const gateway = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version?: string;
};

// Loaded by few visitors, and never of use offline: HR admins' console, and the PDF viewer (a PDF
// is personal and never cached).
const rarelyUsed = rarelyUsedFiles([
  'src/features/hr/hr-routes.tsx',
  'src/features/leave/components/leave-view-screen.tsx',
  // The face check's engine (issue 49), only for a company that checks faces: the page's side of it (Human
  // and TensorFlow.js are in its worker's file, face-worker-*.js, left out by the precache's globs below).
  'src/features/attendance/lib/face-engine.ts',
]);

export default defineConfig({
  plugins: [
    react(),
    rarelyUsed.plugin,
    // The face check's models and .wasm files, copied from the npm packages (issue 49).
    faceModels(),
    // A file per step of a cold visit's way in, as main.tsx takes them, then Home (issue 31: round trips, not bytes).
    routeChunks({
      entry: 'src/main.tsx',
      steps: [
        { name: 'i18n', modules: ['src/i18n/index.ts'] },
        { name: 'react-dom', modules: ['react-dom/client'] },
        // The theme and the MUI parts every first screen draws with, run as a task of their own before the
        // app's (main.tsx): together they made one task of ~150 ms at CPU ×4 on /clockin (issue 31: TBT).
        {
          name: 'ui',
          modules: [
            'src/app/theme.ts',
            ...[
              'CssBaseline',
              'Box',
              'Stack',
              'Typography',
              'Button',
              'IconButton',
              'Card',
              'CardContent',
              'Container',
              'AppBar',
              'Toolbar',
              'Alert',
              'Link',
            ].map((name) => `@mui/material/${name}`),
            ...[
              'CircularProgress',
              'Backdrop',
              'FormControl',
              'InputLabel',
              'OutlinedInput',
              'InputAdornment',
              'FormHelperText',
            ].map((name) => `@mui/material/${name}`),
          ],
        },
        {
          name: 'app',
          modules: ['src/app/app.tsx', 'src/app/routes.tsx', 'src/features/auth/components/login-screen.tsx'],
        },
        // The offline and new-version notices, loaded on every page once it has loaded (app.tsx): taken
        // before the screens' steps, which would otherwise hold what it shares with them (use-online)
        // and have every page load them with it.
        { name: 'app-status', modules: ['src/app/app-status.tsx'] },
        { name: 'apollo', modules: ['src/app/apollo-shell.tsx'] },
        { name: 'home', modules: ['src/app/home-route.tsx'] },
        // Home's entry to the team view or the HR console, for a supervisor or an HR admin (loaded apart:
        // an employee's Home never asks for it), with the list items it shares with Live apart: else
        // they would be in Live's file, and a supervisor's Home would load Live's code.
        {
          name: 'list-items',
          modules: ['src/components/role-entry.tsx', 'src/features/attendance/components/live-screen.tsx'],
          shared: true,
        },
        { name: 'role-entry', modules: ['src/components/role-entry.tsx'] },
        // The alert (MUI's Dialog and its parts) as one file: the clock screen loads it with itself, so that
        // an offline clock-in can say it was kept (issue 46), and four files of it were four round trips.
        { name: 'alert-dialog', modules: ['src/components/alert-dialog-view.tsx'] },
        // Clock In, a tap away from Home; what it shares with Live apart, so that a visit to Live loads none of Clock In's own.
        {
          name: 'attendance',
          modules: [
            'src/features/attendance/components/clock-screen.tsx',
            'src/features/attendance/components/live-screen.tsx',
          ],
          shared: true,
        },
        { name: 'clock', modules: ['src/features/attendance/components/clock-screen.tsx'] },
        // Live, the first screen of a signed-in visit to /live (index.html draws it).
        { name: 'live', modules: ['src/features/attendance/components/live-screen.tsx'] },
      ],
    }),
    appLoader({
      // Home loads with Apollo Client's shell (routes.tsx); Login needs none of it (issue 15).
      screens: {
        home: ['src/app/home-route.tsx', 'src/app/apollo-shell.tsx'],
        live: ['src/features/attendance/components/live-screen.tsx', 'src/app/apollo-shell.tsx'],
        // The clock screen's alert loads with it (routes.tsx): offline, its "saved on this phone" must open (issue 46).
        clockin: [
          'src/features/attendance/components/clock-screen.tsx',
          'src/app/apollo-shell.tsx',
          'src/components/alert-dialog-view.tsx',
        ],
        clockout: [
          'src/features/attendance/components/clock-screen.tsx',
          'src/app/apollo-shell.tsx',
          'src/components/alert-dialog-view.tsx',
        ],
        login: 'src/features/auth/components/login-screen.tsx',
      },
      script: 'src/first-paint/load-app.ts',
    }),
    // Login, and Home, Live and the clock screen for a signed-in person, drawn from index.html itself,
    // before the JavaScript (issues 15, 31): src/first-paint/README.md.
    firstPaint({
      renderer: 'src/first-paint/render.tsx',
      script: 'src/first-paint/page-script.ts',
      config: {
        graphqlUrl: env.graphqlUrl,
        // A Login pressed on the drawn form goes at once, not once the app has arrived (issue 31): as the app prints it.
        login: print(LoginDocument),
        // The clock screen's work locations asked for as it is drawn, as Apollo Client sends the query (with __typename).
        workLocations: print(addTypenameToDocument(WorkLocationsDocument)),
        // A signed-in Home's numbers asked for as it is drawn, as the sign-in's answer carries them (issue 48).
        home: homeQuery(LoginDocument),
      },
    }),
    // Background Sync of the clock-ins kept offline (issue 29), the worker's own code: src/sw/clock-sync.ts.
    workerScript({ entry: 'src/sw/clock-sync.ts', fileName: 'clock-sync.js' }),
    // Web Push (issue 47): the notification, its tap, a replaced subscription: src/sw/push.ts.
    workerScript({ entry: 'src/sw/push.ts', fileName: 'push.js' }),
    VitePWA({
      // The app asks before it switches versions (update-prompt.tsx): an open page keeps the
      // version it started with, never a mix of old and new assets.
      registerType: 'prompt',
      injectRegister: false,
      // The PNG icons are precached by the glob below already.
      includeManifestIcons: false,
      manifest: {
        name: 'Hadir',
        short_name: 'Hadir',
        description: 'Hadir: absensi dan cuti karyawan',
        lang: 'id',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        // theme.ts: primary.main and background.default.
        theme_color: '#0f766e',
        background_color: '#f4f7f6',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell and every hashed asset a staff member's screens use, so a second visit
        // opens at once and offline still draws the app. MapLibre (only with a tile style),
        // pdf.js's worker, the PDF viewer and the HR console are large and for few: they are
        // cached when first used instead.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png}'],
        // The face check's worker (issue 49: Human and TensorFlow.js, 1.5 MB) is for a company that checks
        // faces: kept on first use by the /assets/ rule below, like its models.
        globIgnores: ['**/maplibre-gl*', '**/pdf.worker*', '**/face-worker*'],
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((entry) => !rarelyUsed.files.has(entry.url)), warnings: [] }),
        ],
        navigateFallback: '/index.html',
        // Never the app's data: GraphQL answers, photos, PDFs and files are personal, and phones
        // are shared. Only navigations fall back to the shell, and none of these paths.
        navigateFallbackDenylist: [/^\/graphql/, /^\/api\//, /^\/images\//, /^\/files\//, /^\/healthz/],
        runtimeCaching: [
          {
            // The app's files left out of the precache: a hashed name never changes content, so
            // each is kept once fetched (the precache answers first for the others).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'hadir-rarely-used-assets', expiration: { maxEntries: 200 } },
          },
        ],
        cleanupOutdatedCaches: true,
        // Background Sync of the clock-ins kept offline (issue 29): src/sw/clock-sync.ts, built by workerScript above.
        // Web Push (issue 47): src/sw/push.ts.
        importScripts: ['/clock-sync.js', '/push.js'],
      },
    }),
  ],
  // The face check's worker (face-engine.ts starts it as a module worker): one ES file named for it, so
  // the precache's globs and the benches know it (face-worker-<hash>.js, its chunks face-worker-*).
  worker: {
    format: 'es',
    plugins: () => [wasmOnlyFaceEngine()],
    rolldownOptions: {
      output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/face-worker-[name]-[hash].js' },
    },
  },
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version ?? '1.0.0') },
  server: {
    port: 5173,
    proxy: {
      '/graphql': gateway,
      '/images': gateway,
      '/files': gateway,
      '/api': gateway,
    },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1200 },
});
