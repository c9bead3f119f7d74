import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { CONFIG_NAMES, loadConfig } from './env.js';

// compose.yaml and the Dockerfile cannot be run on a machine that cannot pull images; they are
// checked here against what the gateway really reads.
const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface Service {
  command?: string[];
  environment?: Record<string, unknown>;
  deploy?: { replicas?: number };
}
const compose = parse(read('compose.yaml')) as { services: Record<string, Service> };

describe('compose.yaml: the gateway service', () => {
  const gateway = compose.services.gateway;
  const env = Object.fromEntries(
    Object.entries(gateway.environment ?? {}).map(([name, value]) => [
      name,
      String(value).replace(/\$\{\w+:-([^}]*)\}/g, '$1'),
    ]),
  );

  it('sets only variables the gateway reads, and the gateway accepts them', () => {
    expect(Object.keys(env).filter((name) => !CONFIG_NAMES.includes(name))).toEqual([]);
    expect(loadConfig(env)).toMatchObject({
      PORT: 8080,
      API_BASE_URL: 'http://nginx:4000',
      TRUST_PROXY: ['172.28.0.0/16'],
      COOKIE_SECURE: true,
    });
    expect(gateway.deploy?.replicas).toBe(2);
  });

  it('runs the built gateway with the files it reads at run time in the image', () => {
    expect(gateway.command).toEqual(['node', 'gateway/dist/index.js']);
    const dockerfile = read('Dockerfile');
    for (const copied of ['/app/gateway/dist', '/app/web/dist', '/app/schema.graphql'])
      expect(dockerfile).toContain(copied);
    expect(dockerfile).toContain('WEB_DIST=/app/web/dist');
  });

  it('is what nginx balances on port 80, the one published', () => {
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/upstream gateways \{\s*server gateway:8080\b/);
    expect(nginx).toMatch(/listen 80;[\s\S]*proxy_pass http:\/\/gateways;/);
    expect((compose.services.nginx as { ports?: string[] }).ports).toEqual(['8080:80']);
  });
});
