import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In `npm run dev` the web proxies the gateway's routes; PORT is the gateway's port there too.
const gateway = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };

export default defineConfig({
  plugins: [react()],
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
