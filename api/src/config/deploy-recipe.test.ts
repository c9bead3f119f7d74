import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { CONFIG_NAMES, loadConfig } from './env.js';

// compose.yaml and the Dockerfile cannot be run on a machine that cannot pull images; they are
// checked here against what the api really reads, so a renamed or misspelt variable fails the build.
const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** compose's ${NAME:?…} and ${NAME:-default} as a company would fill them in. */
const filled = (value: unknown) =>
  String(value).replace(
    /\$\{(\w+)(?::[?-]([^}]*))?\}/g,
    (_all, name: string) =>
      ({
        PG_PASSWORD: 'pg-secret',
        JWT_SECRET: 'j'.repeat(48),
        S3_SECRET: 's3-secret',
        PUBLIC_URL: 'https://hadir.example.co.id',
      })[name] ?? '',
  );

interface Service {
  command?: string[];
  environment?: Record<string, unknown>;
  deploy?: { replicas?: number };
}
const compose = parse(read('compose.yaml')) as { services: Record<string, Service> };

describe('compose.yaml: the api service', () => {
  const api = compose.services.api;
  const env = Object.fromEntries(Object.entries(api.environment ?? {}).map(([name, value]) => [name, filled(value)]));

  it('sets only variables the api reads', () => {
    expect(Object.keys(env).filter((name) => !CONFIG_NAMES.includes(name))).toEqual([]);
  });

  it('is a configuration the api accepts: PostgreSQL, files in the bucket, Redis, two replicas', () => {
    const config = loadConfig(env);
    expect(config.DATABASE_URL).toBe('postgres://hadir:pg-secret@postgres:5432/hadir');
    expect(config).toMatchObject({
      S3_BUCKET: 'hadir',
      S3_ENDPOINT: 'http://minio:9000',
      REDIS_URL: 'redis://redis:6379',
      API_HOST: '0.0.0.0',
      API_PORT: 4000,
    });
    expect(api.deploy?.replicas).toBe(2);
  });

  it('runs the file the build writes, which the image copies', () => {
    expect(api.command).toEqual(['node', 'api/dist/index.js']);
    const dockerfile = read('Dockerfile');
    for (const copied of ['/app/api/dist', '/app/package.json', '/app/node_modules'])
      expect(dockerfile).toContain(copied);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('is reached through nginx on the port it listens on', () => {
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/upstream apis \{\s*server api:4000\b/);
    expect(nginx).toMatch(/listen 4000;[\s\S]*proxy_pass http:\/\/apis;/);
    expect(compose.services.gateway.environment?.API_BASE_URL).toBe('http://nginx:4000');
  });
});
