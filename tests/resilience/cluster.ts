// The containers recipe's topology (compose.yaml, deploy/nginx.conf) on loopback, for the
// multi-instance suite and the bench's balancer part (scripts/bench/balancer.ts): Debian's nginx
// with the recipe's own configuration (its upstreams pointed at local ports), two gateways and two
// api processes (or one of each, for the bench) run from source as separate processes, the files in
// a real S3 server (s3rver), Redis for the login counters, and a fresh PostgreSQL database.
// Each process can be SIGKILLed and started again, as a container runtime would restart it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startTestS3, type TestS3 } from '../../api/src/test/s3.js';
import { freePort, INDEX_HTML } from './hadir-process.js';

/** The gateways prove themselves to the apis with it, as `npm start`'s do (GATEWAY_SECRET). */
const GATEWAY_SECRET = 'multi-instance-suite-gateway-'.padEnd(48, 'g');

const root = new URL('../../', import.meta.url);
/** Debian's nginx (apt-get install nginx; .ci/run installs it), or NGINX_PATH. */
export const NGINX = process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** Polls a URL until it answers 200 (a process coming up); fails at once if `alive` says it has died. */
async function answers(url: string, alive: () => boolean, describe: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`stopped before ${url} answered:\n${describe()}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * deploy/nginx.conf with the suite's addresses: Docker's resolver dropped (loopback needs none),
 * each upstream's one service name replaced by the two local ports (with the recipe's own
 * parameters), the listen ports moved to loopback ports, and the paths a packaged nginx keeps
 * under /var put in `dir`. Every other line is the recipe's, so the suite tests what a company runs.
 */
export function balancerConfig(
  recipe: string,
  {
    dir,
    port,
    apiPort,
    gateways,
    apis,
  }: { dir: string; port: number; apiPort: number; gateways: number[]; apis: number[] },
): string {
  const edits: [RegExp, (...match: string[]) => string][] = [
    [/^[ \t]*resolver [^;]*;\n/m, () => ''],
    [
      /^([ \t]*)server gateway:8080([^;]*);/m,
      (_all, indent, rest) => gateways.map((p) => `${indent}server 127.0.0.1:${p}${rest};`).join('\n'),
    ],
    [
      /^([ \t]*)server api:4000([^;]*);/m,
      (_all, indent, rest) => apis.map((p) => `${indent}server 127.0.0.1:${p}${rest};`).join('\n'),
    ],
    [/listen 80;/, () => `listen 127.0.0.1:${port};`],
    [/listen 4000;/, () => `listen 127.0.0.1:${apiPort};`],
    [
      /^http \{\n/m,
      (all) =>
        `${all}  # The suite's own paths (a packaged nginx keeps them under /var), and which upstream served each request.\n` +
        `  log_format upstream '$msec|$server_port|$upstream_addr|$status';\n  access_log ${dir}/access.log upstream;\n` +
        ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
          .map((kind) => `  ${kind}_temp_path ${dir}/${kind};\n`)
          .join(''),
    ],
  ];
  return edits.reduce((text, [pattern, replace]) => {
    if (!pattern.test(text))
      throw new Error(`deploy/nginx.conf no longer has ${pattern}: update the multi-instance suite with it`);
    return text.replace(pattern, replace as (substring: string, ...args: string[]) => string);
  }, recipe);
}

export const readRecipe = () => readFileSync(new URL('deploy/nginx.conf', root), 'utf8');

/** `nginx -t` on a configuration: '' when nginx accepts it, else what nginx said. */
export function nginxCheck(dir: string, config: string): string {
  const file = join(dir, 'nginx-check.conf');
  writeFileSync(file, config);
  const result = spawnSync(
    NGINX,
    ['-t', '-q', '-p', dir, '-c', file, '-e', join(dir, 'error.log'), '-g', `pid ${dir}/check.pid;`],
    { encoding: 'utf8' },
  );
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(
      `nginx is missing (${NGINX}): install Debian's with 'apt-get install -y nginx' (as root), as .ci/run does`,
    );
  }
  if (result.error) throw result.error;
  return result.status === 0 ? '' : `${result.stderr}${result.stdout}`;
}

/** A temporary directory an unprivileged nginx worker can enter (the master may run as root). */
export function balancerDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hadir-multi-'));
  chmodSync(dir, 0o755);
  return dir;
}

export class Instance {
  /** Times it was started; the pid of each start. */
  readonly pids: number[] = [];
  private child: ChildProcess | null = null;
  private output = '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly args: string[],
    private readonly env: NodeJS.ProcessEnv,
    private readonly readyPath: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts it and resolves once it answers its readiness probe. */
  async start() {
    const child = spawn(process.execPath, this.args, { cwd: root, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.pids.push(child.pid!);
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-6000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    await answers(
      `${this.url}${this.readyPath}`,
      () => child.exitCode === null && child.signalCode === null,
      () => `${this.name}: ${this.output}`,
    );
  }

  /** SIGKILL, as a crashed machine or an OOM kill: nothing is closed cleanly. Resolves once it is gone. */
  kill(): Promise<void> {
    return this.signal('SIGKILL');
  }

  stop(): Promise<void> {
    return this.signal('SIGTERM');
  }

  private signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill(signal);
    });
  }
}

export interface Cluster {
  /** The balancer: the one address people use (nginx's port 80 in the recipe). */
  url: string;
  gateways: Instance[];
  apis: Instance[];
  databaseUrl: string;
  /** nginx's master process (its workers are its children). */
  balancerPid: number;
  s3: TestS3;
  /** Whether the api processes count logins in Redis (REDIS_URL) or, Redis not answering, in PostgreSQL. */
  redis: boolean;
  /** nginx's access log so far: for each request, when it ended (ms), the port it came in on, the upstreams tried, the status. */
  served(): { at: number; port: number; upstream: string; status: number }[];
  stop(): Promise<void>;
}

const redisAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

export interface ClusterOptions {
  /** Gateways, and api processes, behind nginx: 2 (the suite, the recipe's replicas) or 1. */
  instances?: number;
  /** The processes' NODE_ENV: 'test' for the suite, 'production' for the bench. */
  nodeEnv?: 'test' | 'production';
  /** More settings for every api process, as the recipe's x-api-env would give them (VAPID keys…). */
  apiEnv?: NodeJS.ProcessEnv;
}

/**
 * Starts the topology on a new database of TEST_DATABASE_URL's server. `seed` runs once the api
 * processes have migrated it (all at once, as the recipe's replicas do) and before the gateways start.
 */
export async function startCluster(
  testDatabaseUrl: string,
  seed: (databaseUrl: string) => Promise<void>,
  { instances = 2, nodeEnv = 'test', apiEnv: extraApiEnv = {} }: ClusterOptions = {},
): Promise<Cluster> {
  const dir = balancerDir();
  const [port, apiPort, ...instancePorts] = await Promise.all(Array.from({ length: 2 + 2 * instances }, freePort));
  const gatewayPorts = instancePorts.slice(0, instances);
  const apiPorts = instancePorts.slice(instances);
  const name = `hadir_multi_${port}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(testDatabaseUrl), { pathname: `/${name}` }).toString();

  const s3 = await startTestS3('hadir-multi');
  const redis = await redisAnswers(6379);
  const webDist = join(dir, 'web');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);

  // As compose.yaml's x-api-env, on loopback: one database, one JWT secret, one bucket, one Redis;
  // each process its own DATA_DIR, so nothing is shared through a local disk.
  const { TEST_DATABASE_URL: _test, DATABASE_URL: _shell, ...inherited } = process.env;
  const apiEnv = (apiPortOf: number, label: string): NodeJS.ProcessEnv => {
    const dataDir = join(dir, label);
    mkdirSync(dataDir);
    return {
      ...inherited,
      NODE_ENV: nodeEnv,
      API_HOST: '127.0.0.1',
      API_PORT: String(apiPortOf),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'multi-instance-suite-secret-'.padEnd(48, 'x'),
      GATEWAY_SECRET: GATEWAY_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...s3.env,
      S3_FORCE_PATH_STYLE: 'true',
      ...(redis ? { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `${name}:` } : {}),
      TRUST_PROXY: '127.0.0.1',
      // The suite seeds the database itself: two processes seeding an empty database at once would
      // race (the demo seed is for one `npm start`; production seeds nothing).
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      ...extraApiEnv,
    };
  };
  const gatewayEnv = (gatewayPort: number): NodeJS.ProcessEnv => ({
    ...inherited,
    NODE_ENV: nodeEnv,
    HOST: '127.0.0.1',
    PORT: String(gatewayPort),
    API_BASE_URL: `http://127.0.0.1:${apiPort}`,
    GATEWAY_SECRET: GATEWAY_SECRET,
    TRUST_PROXY: '127.0.0.1',
    COOKIE_SECURE: 'false',
    WEB_DIST: webDist,
    LOG_LEVEL: 'error',
  });
  const source = (tier: string) => ['--import', 'tsx', `${tier}/src/index.ts`];
  // api 1, api 2, …; gateway A, gateway B, …
  const apis = apiPorts.map(
    (apiPortOf, index) =>
      new Instance(`api ${index + 1}`, apiPortOf, source('api'), apiEnv(apiPortOf, `api-${index + 1}`), '/readyz'),
  );
  const gateways = gatewayPorts.map(
    (gatewayPort, index) =>
      new Instance(
        `gateway ${String.fromCharCode(65 + index)}`,
        gatewayPort,
        source('gateway'),
        gatewayEnv(gatewayPort),
        '/readyz',
      ),
  );

  const config = join(dir, 'nginx.conf');
  writeFileSync(config, balancerConfig(readRecipe(), { dir, port, apiPort, gateways: gatewayPorts, apis: apiPorts }));
  const nginx = spawn(
    NGINX,
    ['-p', dir, '-c', config, '-e', join(dir, 'error.log'), '-g', `daemon off; pid ${dir}/nginx.pid;`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let nginxErrors = '';
  nginx.stderr!.on('data', (chunk) => (nginxErrors += chunk));
  const nginxExited = new Promise((resolve) => nginx.once('exit', resolve));

  const stop = async () => {
    await Promise.all([...gateways, ...apis].map((instance) => instance.stop()));
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGTERM');
      await nginxExited;
    }
    await s3.close();
    const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await Promise.all(apis.map((api) => api.start()));
    await seed(databaseUrl);
    await Promise.all(gateways.map((gateway) => gateway.start()));
    await answers(
      `http://127.0.0.1:${port}/readyz`,
      () => nginx.exitCode === null,
      () => `nginx: ${nginxErrors}${readFileSync(join(dir, 'error.log'), 'utf8')}`,
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    gateways,
    apis,
    databaseUrl,
    balancerPid: nginx.pid!,
    s3,
    redis,
    served: () =>
      readFileSync(join(dir, 'access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [msec, inPort, upstream, status] = line.split('|');
          return { at: Number(msec) * 1000, port: Number(inPort), upstream, status: Number(status) };
        }),
    stop,
  };
}
