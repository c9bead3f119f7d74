import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  Kind,
  parse,
  print,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import pino from 'pino';
import { loadConfig } from '../config/env.js';
import { HadirApi } from '../datasource/hadir-api.js';
import { providerFetch } from '../datasource/provider-fetch.js';
import { createApolloServer } from '../server.js';
import { startStack, type TestStack } from '../test/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ');

describe('a GraphQL document over the limits', () => {
  it('2,000 aliases of attendanceSummary: refused with a clear error, no api call', async () => {
    const browser = stack.browser();
    await browser.graphql('mutation { relogin(nik: "10001", password: "Hadir#2026") { message } }');
    const before = stack.recorder.log.length;
    const response = await browser.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ${aliases(2000, 'attendanceSummary { attend }')} }` }),
    });
    const body = (await response.json()) as any;
    expect(response.status).toBe(400);
    expect(body.data).toBeUndefined();
    // It stops at the token limit, while it is parsed (graphql-js spells it "more that").
    expect(body.errors[0].message).toMatch(
      /^Syntax Error: Document contains more tha[nt] 2000 tokens\. Parsing aborted\.$/,
    );
    expect(stack.recorder.log.length).toBe(before);
  });

  it('two aliases of a field (the smallest fan-out) are refused before any api call', async () => {
    const browser = stack.browser();
    await browser.graphql('mutation { relogin(nik: "10001", password: "Hadir#2026") { message } }');
    const before = stack.recorder.log.length;
    const { data, errors } = await browser.graphql(`{ ${aliases(2, 'attendanceSummary { attend }')} }`);
    expect(data).toBeUndefined();
    expect(errors?.[0].message).toBe('Syntax Error: Aliases limit of 0 exceeded, found 2.');
    expect(stack.recorder.log.length).toBe(before);
  });

  it('20 aliases of forgotPassword: refused, no e-mail asked for', async () => {
    const before = stack.recorder.log.length;
    const { data, errors } = await stack
      .browser()
      .graphql(`mutation { ${aliases(20, 'forgotPassword(email: "ade@hadir.local") { message }')} }`);
    expect(data).toBeUndefined();
    expect(errors?.[0].message).toMatch(/Aliases limit of 0 exceeded, found 20/);
    expect(stack.recorder.log.length).toBe(before);
  });

  it('verifyResetToken cannot be multiplied without a session: one call per request at most', async () => {
    const browser = stack.browser();
    const before = stack.recorder.log.length;
    const twice = await browser.graphql(
      '{ verifyResetToken(token: "aaaa") { message } b: verifyResetToken(token: "bbbb") { message } }',
    );
    expect(twice.errors?.[0].message).toMatch(/Aliases limit/);
    // Without an alias the same field cannot be asked twice with different arguments (GraphQL's own rule).
    const unaliased = await browser.graphql(
      '{ verifyResetToken(token: "aaaa") { message } verifyResetToken(token: "bbbb") { message } }',
    );
    expect(unaliased.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(stack.recorder.log.length).toBe(before);
  });

  it('a document deeper than GRAPHQL_MAX_DEPTH is refused', async () => {
    const nested = (depth: number): string => (depth === 0 ? 'name' : `ofType { ${nested(depth - 1)} }`);
    const { errors } = await stack.browser().graphql(`{ __type(name: "Query") { fields { type { ${nested(18)} } } } }`);
    expect(errors?.map((error) => error.message)).toContainEqual(
      expect.stringMatching(/Query depth limit of 15 exceeded/),
    );
  });

  it('a document costing more than GRAPHQL_MAX_COST is refused before any api call', async () => {
    const before = stack.recorder.log.length;
    const { errors } = await stack
      .browser()
      .graphql(`{ attendanceMonth(monthIndex: 0) { attend { ${'id '.repeat(1000)} } } }`);
    expect(errors?.[0].message).toMatch(/Query Cost limit of 2000 exceeded/);
    expect(stack.recorder.log.length).toBe(before);
  });

  it('a document of more than GRAPHQL_MAX_TOKENS (2,000) tokens is refused while it is parsed', async () => {
    const response = await stack.browser().request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ attendanceSummary { ${'attend '.repeat(2000)} } }` }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).errors[0].message).toMatch(
      /^Syntax Error: Document contains more tha[nt] 2000 tokens\. Parsing aborted\.$/,
    );
  });
});

describe('field suggestions', () => {
  const typo = '{ attendanceSumary { attend } }';

  it('are hidden in production', async () => {
    const production = await startStack({}, { NODE_ENV: 'production' });
    try {
      const { errors } = await production.browser().graphql(typo);
      expect(errors?.[0].message).toMatch(/^Cannot query field "attendanceSumary" on type "Query"\./);
      expect(errors?.[0].message).not.toMatch(/Did you mean|attendanceSummary/);
    } finally {
      await production.close();
    }
  });

  it('still help in development', async () => {
    const { errors } = await stack.browser().graphql(typo);
    expect(errors?.[0].message).toMatch(/Did you mean "attendanceSummary"/);
  });
});

/** Every operation the web app ships, as Apollo Client sends it (__typename added, fragments inlined). */
function webOperations(): { name: string; query: string }[] {
  const root = new URL('../../../web/src/', import.meta.url).pathname;
  // Each feature's operations (features/<name>/api/) and the fragments shared ones use (components/).
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /^(features[\\/][^\\/]+[\\/]api|components[\\/].+)[\\/][^\\/]+\.graphql$/.test(file),
  );
  const definitions: DefinitionNode[] = files.flatMap(
    (file) => parse(readFileSync(join(root, file), 'utf8')).definitions,
  );
  const fragments = definitions.filter(
    (node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION,
  );
  return definitions
    .filter((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      // The fragments it spreads, and the ones those spread in turn.
      const used: typeof fragments = [];
      const spreads = (text: string) =>
        fragments.filter((fragment) => !used.includes(fragment) && text.includes(`...${fragment.name.value}`));
      for (
        let found = spreads(print(operation));
        found.length > 0;
        found = spreads(found.map((fragment) => print(fragment)).join('\n'))
      )
        used.push(...found);
      const document = addTypenameToDocument({ kind: Kind.DOCUMENT, definitions: [operation, ...used] });
      return { name: operation.name!.value, query: print(document) };
    });
}

describe("the web app's own operations", () => {
  const operations = webOperations();

  it('are all found (a glob that matched nothing would prove nothing)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    expect(operations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(['Login', 'AttendanceMonth', 'Profile', 'ClockAttendance']),
    );
  });

  it('each pass limits a quarter of the defaults (half the depth), so the defaults leave room', async () => {
    const defaults = loadConfig({});
    const quarter = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      API_BASE_URL: 'http://127.0.0.1:9',
      GRAPHQL_MAX_TOKENS: String(Math.floor(defaults.GRAPHQL_MAX_TOKENS / 4)),
      GRAPHQL_MAX_COST: String(Math.floor(defaults.GRAPHQL_MAX_COST / 4)),
      GRAPHQL_MAX_DEPTH: String(Math.floor(defaults.GRAPHQL_MAX_DEPTH / 2)),
      GRAPHQL_MAX_DIRECTIVES: String(Math.floor(defaults.GRAPHQL_MAX_DIRECTIVES / 2)),
    });
    const apollo = createApolloServer(quarter, pino({ level: 'silent' }));
    await apollo.start();
    const fetcher = providerFetch(quarter.PROVIDER_TIMEOUT_MS);
    try {
      for (const { name, query } of operations) {
        const session = {
          token: null,
          setToken: () => {},
          clear: () => {},
          deviceTokens: [],
          addDeviceToken: () => {},
        };
        const result = await apollo.executeOperation(
          { query },
          {
            contextValue: {
              session,
              requestId: 't',
              api: new HadirApi(quarter.API_BASE_URL, session, 't', '127.0.0.1', fetcher),
            },
          },
        );
        const errors = result.body.kind === 'single' ? (result.body.singleResult.errors ?? []) : [];
        // Missing variables and the unreachable api fail later; only a limit would fail here.
        expect({ name, errors: errors.filter((error) => /limit|exceeded/i.test(error.message)) }).toEqual({
          name,
          errors: [],
        });
        expect({
          name,
          validation: errors.filter((error) => error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED'),
        }).toEqual({ name, validation: [] });
      }
    } finally {
      await apollo.stop();
    }
  });
});
