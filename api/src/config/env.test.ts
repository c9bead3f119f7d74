import { describe, expect, it } from '@jest/globals';
import { checkProductionConfig, loadConfig } from './env.js';

// Issue 46: a production api never sends people to localhost, and never lets any process on its host
// name the client address the login limits count.
const production = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(48), ...env });
const SECRET = 'g'.repeat(40);
const URL = 'https://hadir.example.co.id';

describe('checkProductionConfig', () => {
  it('refuses to start a production api without PUBLIC_URL, whose links would point at localhost', () => {
    expect(() => checkProductionConfig(production({ GATEWAY_SECRET: SECRET }), 'serving')).toThrow(
      'PUBLIC_URL: required in production (the base of the links in mails and activation letters)',
    );
    expect(() => checkProductionConfig(production({}), 'links')).toThrow('PUBLIC_URL: required in production');
    expect(() =>
      checkProductionConfig(production({ PUBLIC_URL: URL, GATEWAY_SECRET: SECRET }), 'serving'),
    ).not.toThrow();
    expect(production({ PUBLIC_URL: URL }).PUBLIC_URL).toBe(URL);
  });

  it('refuses, in production, to trust a loopback address without GATEWAY_SECRET', () => {
    for (const trusted of ['127.0.0.1,::1', '127.0.0.1', '::1', 'loopback', '10.0.0.5,127.0.0.0/8']) {
      expect(() => checkProductionConfig(production({ PUBLIC_URL: URL, TRUST_PROXY: trusted }), 'serving')).toThrow(
        'GATEWAY_SECRET: required in production while TRUST_PROXY trusts a loopback address',
      );
    }
    // The gateway's own subnet (compose.yaml) needs no secret; the admin command serves nothing.
    expect(() =>
      checkProductionConfig(production({ PUBLIC_URL: URL, TRUST_PROXY: '172.28.0.0/16' }), 'serving'),
    ).not.toThrow();
    expect(() => checkProductionConfig(production({ PUBLIC_URL: URL }), 'links')).not.toThrow();
  });

  it('asks nothing outside production: links go to http://localhost:8080', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(() => checkProductionConfig(config, 'serving')).not.toThrow();
  });
});
