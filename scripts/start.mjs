// `npm start`: the built api on API_PORT (default 4000, loopback only) and the gateway on PORT
// (default 8080), which serves the web app. Embedded PGlite under ./data unless DATABASE_URL is set.
// HADIR_FROM_SOURCE=1 runs both from TypeScript sources (tsx) instead of their builds.
// Both are supervised (scripts/processes.mjs): a crashed api is started again with back-off while
// the gateway keeps serving.
import { randomBytes } from 'node:crypto';
import { apiPort, run } from './processes.mjs';

// The gateway proves itself to the api with a secret (GATEWAY_SECRET): another process on this host
// cannot name the client address the login limits count. One for each run, unless one is given.
const gatewaySecret = process.env.GATEWAY_SECRET ?? randomBytes(32).toString('base64url');

const port = apiPort();
const fromSource = process.env.HADIR_FROM_SOURCE === '1';
const entry = (tier) => (fromSource ? ['--import', 'tsx', `${tier}/src/index.ts`] : [`${tier}/dist/index.js`]);

const api = run(
  'api',
  process.execPath,
  entry('api'),
  { API_PORT: String(port), GATEWAY_SECRET: gatewaySecret },
  { readyUrl: `http://127.0.0.1:${port}/api/v1/health` },
);
await api.ready;
run(
  'gateway',
  process.execPath,
  entry('gateway'),
  { API_BASE_URL: `http://127.0.0.1:${port}`, GATEWAY_SECRET: gatewaySecret },
  {
    readyUrl: `http://127.0.0.1:${process.env.PORT ?? 8080}/healthz`,
  },
);
