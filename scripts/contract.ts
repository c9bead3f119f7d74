// `npm run test:contract -- --api http://host:port [--nik 10001 --password …]`: checks a provider
// (ours, or a company's own behind API_BASE_URL) against the contract in docs/openapi.json, and
// prints which calls and which shapes differ.
//
// Every documented call is made once without a token: one that needs a token must answer 401 in
// the error envelope, one that does not must exist (not 404). Then, signed in with the given
// account, every GET whose path parameters are known here is made and its reply checked against
// the documented shape (for the calls described with their inputs). Calls that change data (POST, PUT, DELETE) are never made signed in.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    nik: { type: 'string', default: '10001' },
    password: { type: 'string', default: 'Hadir#2026' },
  },
});
if (!values.api) {
  console.error('usage: npm run test:contract -- --api http://host:port [--nik N --password P]');
  process.exit(2);
}
const base = values.api.replace(/\/$/, '');

interface Operation {
  summary?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  security?: unknown[];
  responses?: Record<string, { content?: { 'application/json'?: { schema?: unknown } } }>;
}
const document = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

/** Values for the path parameters a read can be made with; a path with others is skipped. */
const month = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jakarta', month: 'numeric' }).format(new Date());
const KNOWN_PARAMETERS: Record<string, string> = { types: 'clockin', monthIndex: String(Number(month) - 1) };
/** Values for the request headers a read needs (the inbox's Period); a read needing another is skipped. */
const KNOWN_HEADERS: Record<string, string> = { period: month };
/** Values for required query parameters (the exports' format); a read needing another is skipped. */
const KNOWN_QUERY: Record<string, string> = { format: 'csv' };

/** GETs that change something (ending the session) are not made signed in either. */
const NOT_SIGNED_IN = new Set(['/api/v1/logout']);

const problems: string[] = [];
const notAllowed: string[] = [];
let checked = 0;
const differ = (call: string, what: string) => problems.push(`${call}: ${what}`);

async function call(method: string, path: string, token?: string, extra: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...extra,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text, json: (response.headers.get('content-type') ?? '').includes('json') };
}

function shapeProblems(schema: unknown, value: unknown): string[] {
  const result = z.fromJSONSchema(schema as never).safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(reply)'}: ${issue.message}`);
}

const errorEnvelope = z.object({ message: z.string(), error: z.string() });

async function signIn(): Promise<string | undefined> {
  const response = await fetch(`${base}/api/v1/relogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nik: Number(values.nik), password: values.password }),
  });
  const reply = (await response.json().catch(() => null)) as { data?: { token?: string } } | null;
  if (response.status !== 200 || !reply?.data?.token) {
    differ('POST /api/v1/relogin', `cannot sign in as ${values.nik} (${response.status}); signed-in reads not checked`);
    return undefined;
  }
  return reply.data.token;
}

const token = await signIn();
for (const [template, item] of Object.entries(document.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    const verb = method.toUpperCase();
    const name = `${verb} ${template}`;
    const parameters = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const path = template.replace(/\{(\w+)\}/g, (_, parameter: string) => KNOWN_PARAMETERS[parameter] ?? '0');
    checked += 1;

    const anonymous = await call(verb, path);
    if (anonymous.status === 404 && anonymous.text.includes('Route'))
      differ(name, 'the provider has no such route (404)');
    else if (operation.security) {
      if (anonymous.status !== 401) differ(name, `without a token it answers ${anonymous.status}, not 401`);
      else if (!errorEnvelope.safeParse(anonymous.body).success)
        differ(name, 'its 401 is not { message, error, data }');
    }

    // Only calls described with their inputs (a summary from contract()) can be made meaningfully.
    if (verb !== 'GET' || !token || NOT_SIGNED_IN.has(template) || !operation.summary) continue;
    if (!parameters.every((parameter) => parameter in KNOWN_PARAMETERS)) continue;
    const headers = (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'header' && parameter.required)
      .map((parameter) => parameter.name.toLowerCase());
    if (!headers.every((header) => header in KNOWN_HEADERS)) continue;
    const query = (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map((parameter) => parameter.name);
    if (!query.every((name) => name in KNOWN_QUERY)) continue;
    const search = query.length > 0 ? `?${new URLSearchParams(query.map((name) => [name, KNOWN_QUERY[name]]))}` : '';
    const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
    const signedIn = await call(
      verb,
      `${path}${search}`,
      token,
      Object.fromEntries(headers.map((header) => [header, KNOWN_HEADERS[header]])),
    );
    if (signedIn.status === 403) notAllowed.push(name);
    else if (signedIn.status !== 200) differ(name, `signed in it answers ${signedIn.status}, not 200`);
    // A file (an export, a template, a PDF) is checked for its status only.
    else if (schema && signedIn.json)
      for (const problem of shapeProblems(schema, signedIn.body)) differ(name, `reply ${problem}`);
  }
}

for (const problem of problems) console.log(`DIFFERS ${problem}`);
if (notAllowed.length > 0)
  console.log(`not checked signed in (403 for ${values.nik}; try an account with that role): ${notAllowed.join(', ')}`);
console.log(
  `${checked} calls checked against docs/openapi.json: ${problems.length === 0 ? 'the provider matches' : `${problems.length} differences`}`,
);
process.exit(problems.length === 0 ? 0 : 1);
