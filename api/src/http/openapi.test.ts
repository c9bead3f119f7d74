import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../test/harness.js';
import { OPENAPI_PATH, openApiText } from './openapi-document.js';

/** Routes written before contract() existed; their domains move to it one by one. */
const NOT_YET_DESCRIBED = [
  'GET /api/v1/health',
  'POST /api/v1/login',
  'GET /api/v1/login',
  'POST /api/v1/relogin',
  'GET /api/v1/logout',
  'POST /api/v1/forgot_password',
  'GET /api/v1/verify/{token}',
  'POST /api/v1/reset',
  'POST /api/v1/update_password',
  'GET /api/v1/summary_attendance',
  'POST /api/v1/profile',
  'PUT /api/v1/language',
  'POST /api/v1/request_attend',
  'PUT /api/v1/request_attend',
  'GET /api/v1/request_attend/{id}',
  'GET /api/v1/leave-types',
  'GET /api/v1/leave',
  'POST /api/v1/leave',
  'PUT /api/v1/leave',
  'DELETE /api/v1/leave',
  'GET /api/v1/leave-summary',
  'GET /api/v1/leave-detail',
  'GET /api/v1/inbox',
  'GET /api/v1/hr/employees',
  'POST /api/v1/hr/employees',
  'GET /api/v1/hr/supervisors',
  'GET /api/v1/hr/employees/{id}',
  'PATCH /api/v1/hr/employees/{id}',
  'POST /api/v1/hr/employees/{id}/deactivate',
  'POST /api/v1/hr/employees/{id}/reactivate',
  'POST /api/v1/hr/employees/{id}/require-password',
  'POST /api/v1/hr/employees/{id}/send-reset',
  'GET /api/v1/hr/organisation',
  'POST /api/v1/hr/organisation/{kind}',
  'PATCH /api/v1/hr/organisation/{kind}/{code}',
  'DELETE /api/v1/hr/organisation/{kind}/{code}',
  'GET /api/v1/hr/locations',
  'POST /api/v1/hr/locations',
  'PATCH /api/v1/hr/locations/{code}',
  'DELETE /api/v1/hr/locations/{code}',
  'GET /api/v1/hr/audit',
  'GET /api/v1/hr/import/template/{format}',
  'POST /api/v1/hr/import/dry-run',
  'POST /api/v1/hr/import/confirm',
  'GET /api/v1/view-leave/{name}',
];

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

  it('describes every /api/v1 call with contract() (a summary, its inputs and its reply), but those listed here', () => {
    const undescribed = Object.entries(api.app.swagger().paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { summary?: string }>)
        .filter(([, operation]) => !operation.summary)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    // Shrinks to nothing as each domain's routes gain their contract(); a new route starts with one.
    expect(undescribed.sort()).toEqual([...NOT_YET_DESCRIBED].sort());
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
