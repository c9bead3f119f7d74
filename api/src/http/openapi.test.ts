import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../test/harness.js';
import { OPENAPI_PATH, openApiText } from './openapi-document.js';

/** Routes written before contract() existed; their domains move to it one by one. */

let api: TestApi;
// Two apps in this file; PGlite's first open is slow on a loaded machine.
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(() => api.close());

describe('the provider contract (OpenAPI 3.1)', () => {
  it(`is what ${OPENAPI_PATH} says: a changed route needs \`npm run openapi\` and the new document committed`, () => {
    expect(openApiText(api.app)).toBe(readFileSync(OPENAPI_PATH, 'utf8'));
  });

  it('describes every /api/v1 call with contract() (a summary, its inputs and its reply)', () => {
    const undescribed = Object.entries(api.app.swagger().paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { summary?: string }>)
        .filter(([, operation]) => !operation.summary)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('serves the document at /api/v1/docs/json and the reference page at /api/v1/docs, from its own files', async () => {
    const json = await api.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(api.app.swagger());
    const page = await api.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    // No internet needed: the page's scripts come from the api itself.
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).not.toMatch(/^(https?:)?\/\//);
      const asset = await api.app.inject({ method: 'GET', url: new URL(script, 'http://x/api/v1/docs/').pathname });
      expect(asset.statusCode).toBe(200);
    }
  });

  it('serves neither in production', async () => {
    const production = await startTestApi({ NODE_ENV: 'production' });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/api/v1/docs' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  }, 120_000);
});
