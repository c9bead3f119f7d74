/**
 * `npm run admin -- create --company HADIR --company-name "PT Hadir" --nik 1 --name "Rina Wulandari" [--email rina@…]`
 *
 * Makes a company's first HR admin on a fresh install (production seeds nothing and has no default
 * password): the company if it is new, the person with role 3 and no password, and an activation
 * code printed once with its link — the only way into the account. Run it with the api's own
 * environment (DATABASE_URL, or DATA_DIR for the embedded database while the api is stopped).
 * `npm run admin -- activation --nik 1` issues a new code for an existing person (the older one dies).
 */
import { parseArgs } from 'node:util';
import { activationLink, issueActivationCode } from './auth/activation.js';
import { createLogger, openDatabase } from './bootstrap.js';
import { checkProductionConfig, loadConfig } from './config/env.js';
import { migrate } from './db/migrate.js';
import type { Db } from './db/db.js';

const USAGE = `usage:
  npm run admin -- create --company CODE --company-name NAME --nik NIK --name "FULL NAME" [--email EMAIL]
  npm run admin -- activation --nik NIK`;

export interface AdminOutput {
  nik: number;
  name: string;
  code: string;
  link: string;
  expiresAt: Date;
}

function fail(message: string): never {
  throw Object.assign(new Error(message), { usage: true });
}

const nikOf = (value: string | undefined) => {
  if (!value || !/^\d{1,16}$/.test(value)) fail('--nik must be a whole number');
  return Number(value);
};

export async function createHrAdmin(
  db: Db,
  publicUrl: string,
  input: { company: string; companyName: string; nik: number; name: string; email: string | null },
): Promise<AdminOutput> {
  if (!/^[\w-]{1,20}$/.test(input.company)) fail('--company is 1 to 20 letters, digits, - or _');
  if (!input.companyName.trim() || !input.name.trim()) fail('--company-name and --name are required');
  const id = await db.transaction(async (tx) => {
    await tx.query('INSERT INTO companies (comp_kd, name) VALUES ($1, $2) ON CONFLICT (comp_kd) DO NOTHING', [
      input.company,
      input.companyName.trim(),
    ]);
    const taken = await tx.one('SELECT 1 FROM users WHERE nik = $1', [input.nik]);
    if (taken) fail(`NIK ${input.nik} is already used`);
    const row = await tx.one<{ id: number }>(
      `INSERT INTO users (nik, name, email, comp_kd, role_id, password_hash, must_reset_password)
       VALUES ($1, $2, $3, $4, 3, NULL, true) RETURNING id`,
      [input.nik, input.name.trim(), input.email, input.company],
    );
    return row!.id;
  });
  const { code, expiresAt } = await issueActivationCode(db, id, null);
  return { nik: input.nik, name: input.name.trim(), code, link: activationLink(publicUrl, code), expiresAt };
}

export async function reissueActivation(db: Db, publicUrl: string, nik: number): Promise<AdminOutput> {
  const user = await db.one<{ id: number; name: string }>('SELECT id, name FROM users WHERE nik = $1', [nik]);
  if (!user) fail(`No person has NIK ${nik}`);
  const { code, expiresAt } = await issueActivationCode(db, user.id, null);
  return { nik, name: user.name, code, link: activationLink(publicUrl, code), expiresAt };
}

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      company: { type: 'string' },
      'company-name': { type: 'string' },
      nik: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
    },
  });
  const config = loadConfig();
  // It prints an activation link: never one to localhost in production.
  checkProductionConfig(config, 'links');
  const db = await openDatabase(config, createLogger({ LOG_LEVEL: 'warn' }));
  try {
    await migrate(db);
    const output =
      positionals[0] === 'create'
        ? await createHrAdmin(db, config.PUBLIC_URL, {
            company: values.company ?? '',
            companyName: values['company-name'] ?? '',
            nik: nikOf(values.nik),
            name: values.name ?? '',
            email: values.email ?? null,
          })
        : positionals[0] === 'activation'
          ? await reissueActivation(db, config.PUBLIC_URL, nikOf(values.nik))
          : fail('say create or activation');
    console.log(
      `${output.name} (NIK ${output.nik}) can open their account with this link until ${output.expiresAt.toISOString()}:\n` +
        `  ${output.link}\nor sign in with NIK ${output.nik} and this activation code as the password: ${output.code}\n` +
        'It is shown only now; run `npm run admin -- activation --nik ' +
        output.nik +
        '` for a new one.',
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main(process.argv.slice(2)).catch((error: Error & { usage?: boolean }) => {
    console.error(error.usage ? `${error.message}\n${USAGE}` : error.message);
    process.exit(2);
  });
}
