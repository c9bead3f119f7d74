// The gateway's REST types come from docs/openapi.json (issue 44: one contract, generated, never
// copied). This proves the point of it: a field renamed in one of the api's reply schemas fails the
// gateway's typecheck, naming the field, while the contract as it is passes.
//
// The gateway is checked as `npm run typecheck` checks it (gateway/tsconfig.check.json), in one
// TypeScript program whose generated api.ts is read from memory: the real one, then one made from a
// copy of docs/openapi.json with the field renamed. Nothing on disk changes.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const GENERATED = resolve('gateway/src/__generated__/api.ts');
const CONTRACT = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));

/** The reply field renamed: one the gateway maps to GraphQL (attendance/attendance.ts, toAttendanceDetail). */
const PATH = '/api/v1/attendance/detail/{id}';
const FIELD = 'attendance_time';
const RENAMED = 'attended_time';

const generate = async (document: unknown) => astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));

function renamedContract() {
  const copy = structuredClone(CONTRACT);
  const data = copy.paths[PATH].get.responses['200'].content['application/json'].schema.properties.data;
  data.properties[RENAMED] = data.properties[FIELD];
  delete data.properties[FIELD];
  data.required = data.required.map((name: string) => (name === FIELD ? RENAMED : name));
  return copy;
}

const config = ts.getParsedCommandLineOfConfigFile(
  resolve('gateway/tsconfig.check.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
)!;

/** The gateway's type errors with `api.ts` as given, one line each. */
function gatewayErrors(generated: string, previous?: ts.Program) {
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => (resolve(file) === GENERATED ? generated : readFile(file));
  host.fileExists = (file) => resolve(file) === GENERATED || fileExists(file);
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    host,
    oldProgram: previous,
  });
  const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${diagnostic.file.fileName}: ` : '';
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
  });
  return { program, errors };
}

describe('the contract between gateway and api (docs/openapi.json)', () => {
  it(`fails the gateway's typecheck when ${PATH} renames ${FIELD}, and passes as it is`, async () => {
    const real = gatewayErrors(await generate(CONTRACT));
    expect(real.errors).toEqual([]);

    const renamed = gatewayErrors(await generate(renamedContract()), real.program);
    expect(renamed.errors.length).toBeGreaterThan(0);
    expect(renamed.errors.join('\n')).toContain(`'${FIELD}'`);
    expect(renamed.errors.join('\n')).toMatch(/gateway\/src\/attendance\//);
  });
});
