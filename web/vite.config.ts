import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenPreload } from './build/first-screen-preload';

// In `npm run dev` the web proxies the gateway's routes; PORT is the gateway's port there too.
const gateway = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };

export default defineConfig({
  plugins: [
    react(),
    firstScreenPreload({
      screens: { home: 'src/app/home-route.tsx', login: 'src/features/auth/components/login-screen.tsx' },
      // As the guards decide: / is Home for a signed-in person (session-store's key), else Login.
      pick: function (pathname, storage) {
        if (pathname === '/login') return 'login';
        if (pathname === '/') return storage.getItem('hadir.user') ? 'home' : 'login';
        return null;
      },
    }),
  ],
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
