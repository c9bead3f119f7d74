import { test as base, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

// Issue 44: each spec makes its own people, so no spec depends on what another did to a demo
// person (a clock-in today, a password, a language, a lockout) and the specs run in any order.
// People are made through the real api, as an HR admin would: POST /hr/employees enrols them and
// answers a one-time activation code, /activate trades it for a reset token, and /reset sets their
// password (the demo one, so login() signs them in as it signs in a demo person). The HR admin who
// enrols them is the factory's own, one per company and per parallel worker, made by the setup
// project (factory.setup.ts) from the demo HR admins: a session is one per person, so a factory
// admin is never signed in by two workers, nor by a spec.

export type Company = 'HADIR' | 'HLOG';
export type Role = 'employee' | 'supervisor' | 'hr';

export interface Person {
  nik: string;
  name: string;
  /** The name Home shows (web/src/lib/display-name.ts): the first word, with the second when the first has 3 letters or fewer. */
  shown: string;
  email: string;
  password: string;
  company: Company;
  role: Role;
  id: number;
}

export interface PersonOptions {
  /** The name before the person's own last word (which keeps every name apart): "Ade Rahmat" makes "Ade Rahmat Kbqdf". */
  name?: string;
  supervisor?: Person;
  /** yyyy-mm-dd; 14 June 2021 when left out, so every month a spec looks at is one they were employed in. */
  joinDate?: string;
  birthDate?: string;
  phone?: string;
  /** Division, subdivision and department codes; the demo staff's (OPS-JKT, or HLOG's WH-CKR) when left out. */
  unit?: { division: string | null; subdivision?: string | null; department?: string | null };
  /** Their next login must set their own password, as a first login does (the demo's Siti). */
  firstLogin?: boolean;
}

export interface Unit {
  code: string;
  name: string;
}

const ROLE_ID: Record<Role, number> = { employee: 1, supervisor: 2, hr: 3 };
const DEFAULT_NAME: Record<Role, string> = { employee: 'Ade Rahmat', supervisor: 'Dewi Lestari', hr: 'Rina Wulandari' };
const STAFF_UNIT: Record<Company, NonNullable<PersonOptions['unit']>> = {
  HADIR: { division: 'OPS', subdivision: 'OPS-FIELD', department: 'OPS-JKT' },
  HLOG: { division: 'WH', subdivision: 'WH-INBOUND', department: 'WH-CKR' },
};
// Not the HR division: maps.spec reads that HLOG's HR division holds only its demo admin.
const HR_UNIT: Record<Company, NonNullable<PersonOptions['unit']>> = {
  HADIR: { division: 'FIN' },
  HLOG: { division: 'WH' },
};
const DEMO_HR: Record<Company, number> = { HADIR: 10009, HLOG: 20009 };

const api = (path: string) => `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4181}/api/v1${path}`;

/** A call to the api; answers `data`, or fails with the api's message. */
async function call<T = Record<string, unknown>>(
  path: string,
  body?: unknown,
  token?: string,
  method = 'POST',
): Promise<T> {
  const response = await fetch(api(path), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json().catch(() => ({}))) as { message?: string; data?: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${reply.message ?? ''}`);
  return reply.data as T;
}

const signIn = async (nik: number, password = DEMO_PASSWORD) =>
  `Bearer ${(await call<{ token: string }>('/relogin', { nik, password })).token}`;

/** The factory admin of a company for a parallel worker (its slot): NIK 69100xx for HADIR, 69200xx for HLOG. */
export const factoryAdminNik = (company: Company, slot: number) =>
  6_900_000 + (company === 'HADIR' ? 1_000 : 2_000) + slot;

/** Five letters from a number, a name's last word ("Kbqdf"): every person's name differs from every other's. */
function tag(value: number): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let rest = value;
  let word = '';
  for (let index = 0; index < 5; index += 1) {
    word = letters[rest % letters.length] + word;
    rest = Math.floor(rest / letters.length);
  }
  return word[0].toUpperCase() + word.slice(1);
}

const displayName = (name: string) => {
  const [first, second] = name.split(' ');
  return first.length <= 3 && second ? `${first} ${second}` : first;
};

/** Enrols a person through the HR api with `token` (an HR admin of `company`) and sets their password. */
async function enrol(
  token: string,
  company: Company,
  role: Role,
  nik: number,
  options: PersonOptions = {},
): Promise<Person> {
  const name = `${options.name ?? DEFAULT_NAME[role]} ${tag(nik)}`;
  const unit = options.unit ?? (role === 'hr' ? HR_UNIT : STAFF_UNIT)[company];
  const email = `p${nik}@${company === 'HADIR' ? 'hadir' : 'hadirlogistik'}.test`;
  const created = await call<{ id: number; activation: { code: string } }>(
    '/hr/employees',
    {
      nik,
      name,
      birth_date: options.birthDate ?? '1994-08-17',
      join_date: options.joinDate ?? '2021-06-14',
      email,
      ...(options.phone ? { phone: options.phone } : {}),
      gender: 'Laki-laki',
      divisi_kd: unit.division,
      subdivisi_kd: unit.subdivision ?? null,
      dept_kd: unit.department ?? null,
      roleId: ROLE_ID[role],
      supervisor_nik: options.supervisor ? Number(options.supervisor.nik) : null,
    },
    token,
  );
  const { token: reset } = await call<{ token: string }>('/activate', { code: created.activation.code });
  await call('/reset', { token: reset, password: DEMO_PASSWORD });
  if (options.firstLogin) await call(`/hr/employees/${created.id}/require-password`, {}, token);
  return {
    nik: String(nik),
    name,
    shown: displayName(name),
    email,
    password: DEMO_PASSWORD,
    company,
    role,
    id: created.id,
  };
}

/** One worker's factory: its own NIKs (7xxyyyy: the worker, then a count) and its own HR admin of each company. */
export class People {
  private count = 0;
  private readonly tokens = new Map<Company, Promise<string>>();

  constructor(
    private readonly workerIndex: number,
    private readonly slot: number,
  ) {}

  /** A NIK nobody has, for a person a spec enrols itself (through the console or an import). */
  nik(): string {
    this.count += 1;
    return String(7_000_000 + (this.workerIndex % 100) * 10_000 + this.count);
  }

  /** A name's last word nobody else has, for a person or a unit a spec makes itself. */
  tag(): string {
    return tag(Number(this.nik()));
  }

  private admin(company: Company): Promise<string> {
    if (!this.tokens.has(company)) this.tokens.set(company, signIn(factoryAdminNik(company, this.slot)));
    return this.tokens.get(company)!;
  }

  async person(company: Company, role: Role, options: PersonOptions = {}): Promise<Person> {
    return enrol(await this.admin(company), company, role, Number(this.nik()), options);
  }

  employee(company: Company, options: PersonOptions = {}) {
    return this.person(company, 'employee', options);
  }

  supervisor(company: Company, options: PersonOptions = {}) {
    return this.person(company, 'supervisor', options);
  }

  hrAdmin(company: Company, options: PersonOptions = {}) {
    return this.person(company, 'hr', options);
  }

  /** A supervisor and an employee who reports to them. */
  async team(company: Company, options: { employee?: PersonOptions; supervisor?: PersonOptions } = {}) {
    const supervisor = await this.supervisor(company, options.supervisor);
    const employee = await this.employee(company, { ...options.employee, supervisor });
    return { supervisor, employee };
  }

  /** A division of the company's own, for a spec that gives a whole unit something (a schedule). */
  async division(company: Company, name = 'Proyek'): Promise<Unit> {
    const word = this.tag();
    const unit = { code: `D${word.toUpperCase()}`, name: `${name} ${word}` };
    await call('/hr/organisation/divisions', unit, await this.admin(company));
    return unit;
  }
}

/** The setup project's work: the factory admins of both companies for `slots` parallel workers, made by the demo HR admins. */
export async function makeFactoryAdmins(slots: number): Promise<void> {
  for (const company of ['HADIR', 'HLOG'] as const) {
    const demo = await signIn(DEMO_HR[company]);
    for (let slot = 0; slot < slots; slot += 1) {
      await enrol(demo, company, 'hr', factoryAdminNik(company, slot), { name: 'Pabrik Data' });
    }
    await call('/logout', undefined, demo, 'GET');
  }
}

/** Playwright's test with `people`: each worker's factory (usable in beforeAll too). */
export const test = base.extend<object, { people: People }>({
  people: [
    // Playwright reads the fixtures a function needs from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      await use(new People(workerInfo.workerIndex, workerInfo.parallelIndex));
    },
    { scope: 'worker' },
  ],
});

export { expect };
