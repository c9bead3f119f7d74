// Malformed requests, made from a seed so that a failing run can be replayed (HADIR_FUZZ_SEED):
// every text input of every route (the api's contract, docs/openapi.json, and schema.graphql) with
// a NUL, a lone surrogate or an over-long string; the HR import with zip bombs and external links;
// GraphQL operations built from schema.graphql with wrong or hostile values, broken documents and
// bodies, and REST calls to the api's routes and the gateway's file routes with garbage in them.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { bombPart, packPart, partsOf, zipOf } from '../../api/src/test/zip.js';

/** mulberry32: small, seedable, good enough to pick cases. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof random>;

export interface FuzzRequest {
  /** Which server: the gateway (public face) or the api (REST provider, loopback). */
  target: 'gateway' | 'api';
  /** Whose credentials ride along: none, a signed-in employee, an HR admin, or a forged one. */
  as: 'anonymous' | 'employee' | 'hr' | 'forged';
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  kind: string;
  /** What the reply must be besides no fault: an HTTP status, or a GraphQL error code among the errors. */
  expected?: { status?: number; code?: string };
}

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const rootFields = (['Query', 'Mutation'] as const).flatMap((root) => {
  const type = schema.getType(root);
  const fields: GraphQLField<unknown, unknown>[] = isObjectType(type) ? Object.values(type.getFields()) : [];
  return fields.map((field) => ({ root, field }));
});

const STRINGS = [
  '',
  ' ',
  'a',
  '0',
  '-1',
  '10001',
  '99999999999999999999999',
  'x'.repeat(5000),
  '../../../etc/passwd',
  '..\\..\\api\\v1\\login',
  '%2e%2e%2f',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '\u0000',
  '\ud800',
  '😀'.repeat(50),
  '31/02/2026',
  '2026-13-45',
  '1/1/1',
  '00:00:99',
  'NaN',
  'Infinity',
  'null',
  '{"a":1}',
  'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.x',
  'JKT01',
  'ade.rahmat@hadir.test',
  'not-an-email',
];
const NUMBERS = [
  0, -1, 1, 2, 11, 12, 2147483647, -2147483648, 2147483648, 1e21, 0.5, -0.000001, 106.816666, -6.2, 9999,
];

function value(rng: Random, type: GraphQLInputType, depth = 0): unknown {
  if (rng.chance(0.08)) return rng.pick([null, 'x', 1, true, [], {}, [null], { __proto__: 1 }]);
  if (isNonNullType(type)) return value(rng, type.ofType, depth);
  if (isListType(type)) return Array.from({ length: rng.int(4) }, () => value(rng, type.ofType, depth + 1));
  if (isEnumType(type)) return rng.chance(0.7) ? rng.pick(type.getValues()).name : rng.pick(STRINGS);
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    const result: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(type.getFields()))
      if (rng.chance(0.85)) result[name] = value(rng, field.type, depth + 1);
    if (rng.chance(0.1)) result.unexpected = rng.pick(STRINGS);
    return result;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
      case 'Float':
        return rng.chance(0.85) ? rng.pick(NUMBERS) : rng.pick(STRINGS);
      case 'Boolean':
        return rng.chance(0.85) ? rng.chance(0.5) : rng.pick(STRINGS);
      case 'Upload':
        return rng.chance(0.5) ? null : rng.pick(STRINGS);
      default:
        return rng.chance(0.9) ? rng.pick(STRINGS) : rng.pick(NUMBERS);
    }
  }
  return null;
}

function selection(rng: Random, type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).filter((field) =>
    field.args.every((arg) => !isNonNullType(arg.type)),
  );
  const chosen = fields.filter(() => rng.chance(0.6));
  const parts = (chosen.length > 0 ? chosen : fields.slice(0, 1)).map((field) => {
    const inner = depth < 3 ? selection(rng, field.type, depth + 1) : '';
    return isObjectType(getNamedType(field.type)) ? (inner ? `${field.name} ${inner}` : '') : field.name;
  });
  return `{ ${parts.filter(Boolean).join(' ') || '__typename'} }`;
}

/** A well-formed operation on one root field with hostile variables. */
function operation(rng: Random): { query: string; variables: Record<string, unknown> } {
  const { root, field } = rng.pick(rootFields);
  const args = field.args.filter((arg) => isNonNullType(arg.type) || rng.chance(0.6));
  const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const query = `${root === 'Query' ? 'query' : 'mutation'} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection(rng, field.type)} }`;
  const variables = Object.fromEntries(
    args.filter(() => rng.chance(0.95)).map((arg) => [arg.name, value(rng, arg.type)]),
  );
  return { query: query.replace(/ \{ \}/g, ''), variables };
}

/** Breaks a text: cuts it, doubles a slice, swaps in a random character. */
function mangle(rng: Random, text: string): string {
  const at = rng.int(text.length + 1);
  switch (rng.int(4)) {
    case 0:
      return text.slice(0, at);
    case 1:
      return text.slice(0, at) + text.slice(rng.int(text.length), at + rng.int(40)) + text.slice(at);
    case 2:
      return (
        text.slice(0, at) +
        rng.pick(['{', '}', '(', ')', '"', '\\', ':', '$', '@', '...', '#', '\u0000', '\n']) +
        text.slice(at + 1)
      );
    default:
      return text.slice(0, at) + text.slice(at + 1 + rng.int(20));
  }
}

const API_ROUTES = [
  'DELETE /api/v1/leave',
  'DELETE /api/v1/locations/:p',
  'DELETE /api/v1/organisation/:p/:p',
  'GET /api/v1/attendance/all/:p',
  'GET /api/v1/attendance/detail/:p',
  'GET /api/v1/audit',
  'GET /api/v1/employee_attend/:p',
  'GET /api/v1/employees',
  'GET /api/v1/employees/:p',
  'GET /files/correction/:p',
  'GET /images/attendance/:p',
  'GET /images/correction/:p',
  'GET /images/profile/:p',
  'GET /api/v1/inbox',
  'GET /api/v1/leave',
  'GET /api/v1/leave-detail',
  'GET /api/v1/leave-summary',
  'GET /api/v1/leave-types',
  'GET /api/v1/locations',
  'GET /api/v1/login',
  'GET /api/v1/organisation',
  'GET /api/v1/request_attend/:p',
  'GET /api/v1/summary_attendance',
  'GET /api/v1/supervisors',
  'GET /api/v1/verify/:p',
  'GET /api/v1/view-leave/:p',
  'PATCH /api/v1/employees/:p',
  'PATCH /api/v1/locations/:p',
  'PATCH /api/v1/organisation/:p/:p',
  'POST /api/v1/attendance',
  'POST /api/v1/attendance_list',
  'POST /api/v1/check_attend',
  'POST /api/v1/employees',
  'POST /api/v1/employees/:p/deactivate',
  'POST /api/v1/employees/:p/reactivate',
  'POST /api/v1/employees/:p/require-password',
  'POST /api/v1/employees/:p/send-reset',
  'POST /api/v1/forgot_password',
  'POST /api/v1/leave',
  'POST /api/v1/locations',
  'POST /api/v1/login',
  'POST /api/v1/organisation/:p',
  'POST /api/v1/profile',
  'POST /api/v1/relogin',
  'POST /api/v1/request_attend',
  'POST /api/v1/reset',
  'POST /api/v1/update_password',
  'PUT /api/v1/leave',
  'PUT /api/v1/request_attend',
  'GET /api/v1/health',
] as const;
const GATEWAY_FILE_ROUTES = ['/images/:p/:p', '/files/attachment/:p', '/files/correction/:p', '/api/v1/view-leave/:p'];
const SEGMENTS = [
  '1',
  '0',
  '-1',
  'abc',
  '00000000-0000-0000-0000-000000000000.jpg',
  'x.png',
  '..',
  '%2e%2e',
  '%00',
  'a'.repeat(300),
  '😀',
  'profile',
  'attendance',
  "'",
  '9'.repeat(30),
];

/** Percent-encodes the UTF-8 bytes of any string (a lone surrogate included, which encodeURIComponent refuses). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
const randomSegment = (rng: Random) => {
  const segment = rng.chance(0.8) ? rng.pick(SEGMENTS) : rng.pick(STRINGS).slice(0, 200);
  // Some segments go as written ('..', '%2e%2e'), the rest encoded.
  return /^[\w.%-]+$/.test(segment) ? segment : encode(segment);
};

function multipartGarbage(rng: Random, fields: Record<string, string>): { body: string; type: string } {
  const boundary = `fuzz${rng.int(1e9)}`;
  let body = Object.entries(fields)
    .map(([name, text]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`)
    .join('');
  if (rng.chance(0.5))
    body += `--${boundary}\r\ncontent-disposition: form-data; name="${rng.pick(['0', 'photo', 'profile', 'attachment', 'signature', 'x'])}"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n${rng.pick(['\xff\xd8\xff\xe0', '%PDF-1.4', '\x89PNG\r\n\x1a\n', 'GIF89a', ''])}${'x'.repeat(rng.int(3000))}\r\n`;
  if (rng.chance(0.7)) body += `--${boundary}--\r\n`;
  if (rng.chance(0.3)) body = mangle(rng, body);
  return { body, type: rng.chance(0.9) ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data' };
}

function graphqlRequest(rng: Random): FuzzRequest {
  const as = rng.pick(['anonymous', 'employee', 'employee', 'hr', 'forged'] as const);
  const base = { target: 'gateway' as const, as, path: '/graphql' };
  const { query, variables } = operation(rng);
  switch (rng.int(8)) {
    case 0:
      return {
        ...base,
        kind: 'graphql: broken document',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: mangle(rng, query), variables }),
      };
    case 1:
      return {
        ...base,
        kind: 'graphql: broken JSON',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: mangle(rng, JSON.stringify({ query, variables })),
      };
    case 2:
      return {
        ...base,
        kind: 'graphql: wrong shape',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          rng.pick([
            [{ query }],
            { query: 1 },
            { query: null },
            { query, variables: 'x' },
            { query, operationName: 7 },
            { query, extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } },
            'x',
            null,
          ]),
        ),
      };
    case 3:
      return {
        ...base,
        kind: 'graphql: GET',
        method: 'GET',
        path: `/graphql?query=${encode(rng.chance(0.5) ? query : mangle(rng, query))}&variables=${encode(rng.chance(0.5) ? JSON.stringify(variables) : '{')}`,
        headers: { 'apollo-require-preflight': 'true' },
      };
    case 4: {
      const { body, type } = multipartGarbage(rng, {
        operations: rng.chance(0.7)
          ? JSON.stringify({ query, variables })
          : mangle(rng, JSON.stringify({ query, variables })),
        map: rng.pick([
          '{"0":["variables.photo"]}',
          '{"0":["variables.input.x"]}',
          '{"0":"x"}',
          '[]',
          '{',
          '{"0":["variables.photo"],"1":["variables.photo"],"2":["a"],"3":["b"],"4":["c"]}',
        ]),
      });
      return {
        ...base,
        kind: 'graphql: multipart',
        method: 'POST',
        headers: { 'content-type': type, 'apollo-require-preflight': 'true' },
        body,
      };
    }
    case 5:
      return {
        ...base,
        kind: 'graphql: content type',
        method: 'POST',
        headers: {
          'content-type': rng.pick([
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/json; charset=latin1',
          ]),
        },
        body: JSON.stringify({ query, variables }),
      };
    default:
      return {
        ...base,
        kind: 'graphql: hostile variables',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      };
  }
}

function restRequest(rng: Random): FuzzRequest {
  const as = rng.pick(['anonymous', 'employee', 'hr', 'forged'] as const);
  if (rng.chance(0.25)) {
    const path = rng.pick(GATEWAY_FILE_ROUTES).replace(/:p/g, () => randomSegment(rng));
    return {
      target: 'gateway',
      as,
      kind: 'rest: gateway file route',
      method: rng.pick(['GET', 'GET', 'HEAD', 'POST']),
      path,
      headers: {},
    };
  }
  const [routeMethod, template] = rng.pick(API_ROUTES).split(' ');
  const method = rng.chance(0.9) ? routeMethod : rng.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
  let path = template.replace(/:p/g, () => randomSegment(rng));
  if (rng.chance(0.3))
    path += `?${rng.pick(['id', 'nik', 'period', 'page', 'search', 'month', 'types', 'q'])}=${encode(rng.pick(STRINGS).slice(0, 300))}`;
  const fields = Object.fromEntries(
    Array.from({ length: rng.int(8) }, () => [
      rng.pick([
        'nik',
        'password',
        'email',
        'token',
        'clocking',
        'latitude',
        'longitude',
        'usernik',
        'leaveType',
        'startDate',
        'endDate',
        'description',
        'status',
        'id',
        'name',
        'role_id',
        'comp_kd',
        'code',
        'radius',
        'oldPassword',
        'newPassword',
      ]),
      rng.chance(0.7) ? rng.pick(STRINGS) : rng.pick(NUMBERS),
    ]),
  );
  if (method === 'GET' || (method === 'DELETE' && rng.chance(0.5)))
    return { target: 'api', as, kind: 'rest: api', method, path, headers: {} };
  if (rng.chance(0.35)) {
    const { body, type } = multipartGarbage(
      rng,
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    );
    return { target: 'api', as, kind: 'rest: api multipart', method, path, headers: { 'content-type': type }, body };
  }
  const json = JSON.stringify(rng.chance(0.85) ? fields : rng.pick([[], 'x', 1, null, { nik: { $gt: '' } }]));
  return {
    target: 'api',
    as,
    kind: 'rest: api json',
    method,
    path,
    headers: { 'content-type': rng.chance(0.9) ? 'application/json' : rng.pick(['text/plain', 'application/xml']) },
    body: rng.chance(0.8) ? json : mangle(rng, json),
  };
}

/**
 * Text no route may fail on: NUL (PostgreSQL cannot store it), half a UTF-16 character (a lone
 * surrogate, which only JSON can carry), and over-long strings. The first two must be refused as
 * invalid input (the one text rule of each tier); the last only answered without a fault.
 */
const HOSTILE_TEXT = [
  { text: 'a\u0000b', refused: true },
  { text: '\u0000', refused: true },
  { text: 'a\ud800b', refused: true, jsonOnly: true },
  { text: '\udfff', refused: true, jsonOnly: true },
  { text: 'x'.repeat(10_000), refused: false },
  { text: '😀'.repeat(3_000), refused: false },
] as const;

interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
}
interface Operation {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
const takesText = (schema: Schema): boolean =>
  [schema.type].flat().includes('string') || (schema.anyOf ?? []).some(takesText);

/** Every text input of every api route, as the provider contract (docs/openapi.json) lists them. */
const API_TEXT_INPUTS = Object.entries(
  (
    JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as {
      paths: Record<string, Record<string, Operation>>;
    }
  ).paths,
).flatMap(([path, operations]) =>
  Object.entries(operations).flatMap(([method, operation]) => [
    ...(operation.parameters ?? [])
      .filter((parameter) => (parameter.in === 'path' || parameter.in === 'query') && takesText(parameter.schema))
      .map((parameter) => ({ method: method.toUpperCase(), path, place: parameter.in, field: parameter.name })),
    ...Object.entries(operation.requestBody?.content ?? {}).flatMap(([type, { schema }]) =>
      Object.entries(schema.properties ?? {})
        .filter(([, property]) => takesText(property))
        .map(([field]) => ({
          method: method.toUpperCase(),
          path,
          place: type === 'application/json' ? 'json' : 'form',
          field,
        })),
    ),
  ]),
);

/** One request per text input of every api route, holding one hostile text (chosen by the seed). */
function apiTextRequests(rng: Random): FuzzRequest[] {
  return API_TEXT_INPUTS.map(({ method, path, place, field }) => {
    const hostile = rng.pick(HOSTILE_TEXT.filter((candidate) => place === 'json' || !('jsonOnly' in candidate)));
    const text = place === 'path' ? hostile.text.slice(0, 150) : hostile.text;
    const url =
      path.replace(/\{(\w+)\}/g, (_all, name: string) => (place === 'path' && name === field ? encode(text) : '1')) +
      (place === 'query' ? `?${field}=${encode(text)}` : '');
    const base = {
      target: 'api' as const,
      as: 'hr' as const,
      method,
      path: url,
      kind: `text: api ${place}`,
      expected: hostile.refused ? { status: 400 } : undefined,
    };
    if (place === 'json')
      return { ...base, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ [field]: text }) };
    if (place !== 'form') return { ...base, headers: {} };
    const boundary = `text${rng.int(1e9)}`;
    const body = `--${boundary}\r\ncontent-disposition: form-data; name="${field}"\r\n\r\n${text}\r\n--${boundary}--\r\n`;
    return { ...base, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body };
  });
}

/** The String and ID inputs of a root field: its arguments, and the fields of its input objects, as variable paths. */
function textLeaves(type: GraphQLInputType, path: string[], depth = 0): string[][] {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'String' || named.name === 'ID' ? [path] : [];
  if (!isInputObjectType(named) || depth > 1) return [];
  return Object.values(named.getFields()).flatMap((field) => textLeaves(field.type, [...path, field.name], depth + 1));
}

/** A plain, well-typed value for an input (so that only the hostile text is wrong). */
function plainValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return plainValue(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, plainValue(field.type)]),
    );
  }
  if (isScalarType(type))
    return ({ Int: 1, Float: 1, Boolean: false, Upload: null } as Record<string, unknown>)[type.name] ?? '1';
  return null;
}

/**
 * `current` with the text at `path`, the rest plain: a text inside a list goes in as the list's one
 * element (an empty list would carry no text at all, and the operation would rightly succeed).
 */
function withText(type: GraphQLInputType, path: string[], text: string, current: unknown): unknown {
  if (isNonNullType(type)) return withText(type.ofType, path, text, current);
  if (isListType(type)) return [withText(type.ofType, path, text, undefined)];
  if (path.length === 0 || !isInputObjectType(type)) return text;
  const base = (current !== null && typeof current === 'object' ? current : plainValue(type)) as Record<
    string,
    unknown
  >;
  return { ...base, [path[0]]: withText(type.getFields()[path[0]].type, path.slice(1), text, base[path[0]]) };
}

/** One operation per text input of every root field, holding one hostile text in that input alone. */
function graphqlTextRequests(rng: Random): FuzzRequest[] {
  return rootFields.flatMap(({ root, field }) =>
    field.args.flatMap((arg) =>
      textLeaves(arg.type, [arg.name]).map((leaf) => {
        const hostile = rng.pick(HOSTILE_TEXT);
        const args = field.args.filter((other) => other === arg || isNonNullType(other.type));
        const variables: Record<string, unknown> = Object.fromEntries(
          args.map((other) => [other.name, plainValue(other.type)]),
        );
        variables[arg.name] = withText(arg.type, leaf.slice(1), hostile.text, variables[arg.name]);
        const declared = args.map((other) => `$${other.name}: ${other.type.toString()}`).join(', ');
        const passed = args.map((other) => `${other.name}: $${other.name}`).join(', ');
        const query =
          `${root === 'Query' ? 'query' : 'mutation'} Text(${declared}) { ${field.name}(${passed}) ${selection(rng, field.type)} }`.replace(
            / \{ \}/g,
            '',
          );
        return {
          target: 'gateway' as const,
          as: 'hr' as const,
          kind: 'text: graphql',
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
          expected: hostile.refused ? { code: 'BAD_USER_INPUT' } : undefined,
        };
      }),
    ),
  );
}

/**
 * Workbooks the import must refuse from their zip directory, unpacking nothing: a 256 MB bomb, a
 * large part packed too tightly, a directory that lies about a part's size, an external link, a
 * data connection; sent to the api and, as GraphQL uploads, through the gateway.
 */
async function importRequests(rng: Random): Promise<FuzzRequest[]> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Employees').addRow(['nik', 'name', 'birth_date', 'roleId']);
  const parts = partsOf(Buffer.from(await workbook.xlsx.writeBuffer()));
  const SHEET = 'xl/worksheets/sheet1.xml';
  const others = parts.filter(({ name }) => name !== SHEET);
  const files = [
    zipOf([...others, await bombPart(SHEET, 256 * 1024 * 1024, '<worksheet><sheetData>')]),
    zipOf([...others, await bombPart(SHEET, 8 * 1024 * 1024, '', '0')]),
    zipOf([...others, await bombPart(SHEET, 20 * 1024 * 1024, '<worksheet>', 'a')], { [SHEET]: 4000 }),
    zipOf([...parts, packPart('xl/externalLinks/externalLink1.xml', Buffer.from('<externalLink/>'))]),
    zipOf([...parts, packPart('xl/connections.xml', Buffer.from('<connections/>'))]),
  ];
  return files.flatMap((file) => {
    const boundary = `import${rng.int(1e9)}`;
    const filePart = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="staff.xlsx"\r\ncontent-type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const operations = JSON.stringify({
      query: 'mutation ($file: Upload!) { hrImportDryRun(file: $file) { importId } }',
      variables: { file: null },
    });
    const fields = `--${boundary}\r\ncontent-disposition: form-data; name="operations"\r\n\r\n${operations}\r\n--${boundary}\r\ncontent-disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n`;
    const type = `multipart/form-data; boundary=${boundary}`;
    return [
      {
        target: 'api' as const,
        as: 'hr' as const,
        kind: 'import: api',
        method: 'POST',
        path: '/api/v1/hr/import/dry-run',
        headers: { 'content-type': type },
        body: filePart('file'),
        expected: { status: 400 },
      },
      {
        target: 'gateway' as const,
        as: 'hr' as const,
        kind: 'import: graphql upload',
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': type, 'apollo-require-preflight': 'true' },
        body: Buffer.concat([Buffer.from(fields), filePart('0')]),
        expected: { code: 'BAD_USER_INPUT' },
      },
    ];
  });
}

/**
 * `count` requests from `seed`: first (systematic) every text input of every route, REST and
 * GraphQL, with a hostile text, and the hostile workbooks; then (random) malformed requests, half
 * GraphQL and half REST, up to `count` in all.
 */
export async function fuzzRequests(
  seed: number,
  count: number,
): Promise<{ systematic: FuzzRequest[]; malformed: FuzzRequest[] }> {
  const rng = random(seed);
  const systematic = [...apiTextRequests(rng), ...graphqlTextRequests(rng), ...(await importRequests(rng))];
  const malformed = Array.from({ length: Math.max(0, count - systematic.length) }, () =>
    rng.chance(0.5) ? graphqlRequest(rng) : restRequest(rng),
  );
  return { systematic, malformed };
}
