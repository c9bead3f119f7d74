import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InjectOptions } from 'fastify';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { openApiText } from './openapi-document.js';

let api: TestApi;
let hr: string;

beforeAll(async () => {
  api = await startTestApi();
  hr = await loginAs(api.app, 10009);
}, 120_000);
afterAll(() => api.close());

interface Schema {
  type?: string | string[];
  maxLength?: number;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
}
interface Operation {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const takesText = (schema: Schema): boolean =>
  [schema.type].flat().includes('string') || (schema.anyOf ?? []).some(takesText);
const maxLength = (schema: Schema): number | undefined =>
  schema.maxLength ?? schema.anyOf?.map(maxLength).find(Boolean);

/** Every text input of every route the contract describes: path, query, JSON and form fields. */
function textInputs() {
  const document = JSON.parse(openApiText(api.app)) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const route = { method: method.toUpperCase() as InjectOptions['method'], path };
      const parameters = (operation.parameters ?? [])
        .filter((parameter) => (parameter.in === 'path' || parameter.in === 'query') && takesText(parameter.schema))
        .map((parameter) => ({
          ...route,
          place: parameter.in,
          field: parameter.name,
          max: maxLength(parameter.schema),
        }));
      const bodies = Object.entries(operation.requestBody?.content ?? {}).flatMap(([type, { schema }]) =>
        Object.entries(schema.properties ?? {})
          .filter(([, property]) => takesText(property))
          .map(([field, property]) => ({
            ...route,
            place: type === 'application/json' ? 'json' : 'form',
            field,
            max: maxLength(property),
          })),
      );
      return [...parameters, ...bodies];
    }),
  );
}
type TextInput = ReturnType<typeof textInputs>[number];

/** The request with `text` in that one input; every other path segment a plausible value. */
async function send({ method, path, place, field }: TextInput, text: string) {
  const encoded = place === 'path' || place === 'query' ? encodeURIComponent(text) : '';
  const url = path.replace(/\{(\w+)\}/g, (_all, name: string) => (place === 'path' && name === field ? encoded : '1'));
  const query = place === 'query' ? `?${field}=${encoded}` : '';
  const base: InjectOptions = { method, url: `${url}${query}`, headers: { authorization: hr } };
  if (place === 'json') return api.app.inject({ ...base, payload: { [field]: text } });
  if (place !== 'form') return api.app.inject(base);
  const form = new FormData();
  form.append(field, text);
  const encodedForm = new Response(form);
  const payload = Buffer.from(await encodedForm.arrayBuffer());
  return api.app.inject({
    ...base,
    payload,
    headers: { ...base.headers, 'content-type': encodedForm.headers.get('content-type')! },
  });
}

describe('text input on every route (one rule: api/src/http/well-formed-text.ts)', () => {
  it('the contract lists the routes the issue found failing', () => {
    const names = textInputs().map(({ method, path, place, field }) => `${method} ${path} ${place} ${field}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/v1/hr/employees query q',
        'GET /api/v1/hr/employees query division',
        'GET /api/v1/hr/recap query division',
        'GET /api/v1/hr/supervisors query q',
        'PATCH /api/v1/hr/employees/{id} json address',
      ]),
    );
  });

  /** Each input's answer to `text` beside the answer the rule gives: 400 invalid_input naming that field. */
  async function refusals(inputs: TextInput[], text: string) {
    const name = (input: TextInput) => `${input.method} ${input.path} ${input.place} ${input.field}`;
    const answers: string[] = [];
    for (const input of inputs) {
      const response = await send(input, text);
      answers.push(`${name(input)}: ${response.statusCode} ${response.json().error} ${response.json().data?.field}`);
    }
    return { answers, expected: inputs.map((input) => `${name(input)}: 400 invalid_input ${input.field}`) };
  }

  it('refuses a NUL character in any text field with 400 invalid_input naming the field', async () => {
    const { answers, expected } = await refusals(textInputs(), 'a\u0000b');
    expect(answers).toEqual(expected);
  });

  it('refuses half a UTF-16 character (a lone surrogate) in any JSON text field with 400 invalid_input naming the field', async () => {
    // A URL or a form carries UTF-8, which cannot hold one: only JSON's "\ud800" can.
    const { answers, expected } = await refusals(
      textInputs().filter(({ place }) => place === 'json'),
      'a\ud800b',
    );
    expect(answers).toEqual(expected);
  });

  it('answers an over-long text in any field with a 4xx a person can read, never a 5xx', async () => {
    const answers: string[] = [];
    for (const input of textInputs()) {
      const response = await send(input, 'x'.repeat(input.max ? input.max + 1 : 5000));
      if (response.statusCode >= 500 || !response.json().message) {
        answers.push(
          `${input.method} ${input.path} ${input.place} ${input.field}: ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
    expect(answers).toEqual([]);
  });

  it('names the field in the reply the person reads: GET /hr/employees?q=%00', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/v1/hr/employees?q=%00',
      headers: { authorization: hr },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This field contains a character that is not allowed',
      error: 'invalid_input',
      data: { field: 'q' },
    });
  });

  it('keeps the employee unchanged when the address holds a NUL (PATCH /hr/employees/:id)', async () => {
    const before = (
      await api.app.inject({ method: 'GET', url: '/api/v1/hr/employees/1', headers: { authorization: hr } })
    ).json();
    const response = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/hr/employees/1',
      headers: { authorization: hr },
      payload: { address: 'Jl. Sudirman\u0000 1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input', data: { field: 'address' } });
    const after = (
      await api.app.inject({ method: 'GET', url: '/api/v1/hr/employees/1', headers: { authorization: hr } })
    ).json();
    expect(after).toEqual(before);
  });

  it('still takes ordinary text with tabs, new lines and emoji (GET /hr/employees?q=…)', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/v1/hr/employees?q=${encodeURIComponent('Ade\t😀\n')}`,
      headers: { authorization: hr },
    });
    expect(response.statusCode).toBe(200);
  });
});
