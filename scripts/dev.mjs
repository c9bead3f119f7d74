// `npm run dev`: all three tiers with reload. The web is served by Vite on 5173 and proxies
// /graphql and the file routes to the gateway on 8080.
import { randomBytes } from 'node:crypto';
import { apiPort, run } from './processes.mjs';

// The gateway proves itself to the api with a secret (GATEWAY_SECRET): another process on this host
// cannot name the client address the login limits count. One for each run, unless one is given.
const gatewaySecret = process.env.GATEWAY_SECRET ?? randomBytes(32).toString('base64url');

const port = apiPort();
const tsx = 'node_modules/.bin/tsx';
await import('node:child_process').then(({ execSync }) => execSync('npm run codegen', { stdio: 'inherit' }));
await run(
  'api',
  tsx,
  ['watch', 'api/src/index.ts'],
  { API_PORT: String(port), GATEWAY_SECRET: gatewaySecret },
  { readyUrl: `http://127.0.0.1:${port}/api/v1/health` },
).ready;
run('gateway', tsx, ['watch', 'gateway/src/index.ts'], {
  API_BASE_URL: `http://127.0.0.1:${port}`,
  GATEWAY_SECRET: gatewaySecret,
  COOKIE_SECURE: 'false',
});
run('web', 'node_modules/.bin/vite', ['--config', 'web/vite.config.ts', 'web', '--host']);
