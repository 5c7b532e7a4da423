/**
 * `npm run cluster -- up [--instances 3] [--port 8080] [--products 2000] [--replica] [--metrics]`
 * `npm run cluster -- restart`   a rolling restart, one instance at a time
 * `npm run cluster -- status`
 * `npm run cluster -- down`
 *
 * Savat as several `next start` instances behind nginx on this machine (ADR 0021), on
 * shared services: PostgreSQL (127.0.0.1:5432, and a streaming replica with --replica), Redis
 * (127.0.0.1:6379) and one folder for uploaded files. Installs nginx from Debian's packages when it
 * is missing and builds the site when there is no build. Everything it runs and writes is under
 * deploy/.run/ (pids, logs, nginx's configuration, the shared files). With --metrics, Prometheus
 * (Debian's package) scrapes every instance's /metrics (deploy/prometheus.ts, ADR 0026).
 *
 * The functions are exported for `npm run bench:cluster` (bench/cluster.ts).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seededDatabase } from '../server/db/seeded-database';
import { FAIL_TIMEOUT_S, nginxConfig } from './nginx';
import { freePort, PROMETHEUS, prometheusArgs, prometheusConfig, prometheusInstalled } from './prometheus';

/** The project's folder: npm runs its scripts there. */
export const ROOT = process.cwd();
/** Where this cluster's files live; CLUSTER_RUN_DIR lets a second cluster run beside it (other ports). */
export const RUN = path.resolve(process.env.CLUSTER_RUN_DIR ?? path.join(ROOT, 'deploy', '.run'));
const STATE = path.join(RUN, 'state.json');
const DIST = path.join(ROOT, '.next');

export interface Instance {
  port: number;
  pid: number;
}

export interface ClusterState {
  listenPort: number;
  instances: Instance[];
  env: Record<string, string>;
  /** nginx's trustForwardedFrom (deploy/nginx.ts): empty unless asked for. */
  trustForwardedFrom?: string[];
  /** Prometheus scraping the instances (`up --metrics`, deploy/prometheus.ts). */
  prometheus?: { pid: number; port: number };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function sh(cmd: string, args: string[], options: { quiet?: boolean } = {}) {
  const r = spawnSync(cmd, args, { stdio: options.quiet ? 'ignore' : 'inherit' });
  return r.status === 0;
}

/** The installed PostgreSQL's major version (Debian's /etc/postgresql/<version>/main). */
export const pgVersion = () => execFileSync('ls', ['/etc/postgresql']).toString().trim().split('\n')[0]!;

export const redisUp = () => spawnSync('redis-cli', ['-h', '127.0.0.1', 'ping'], { stdio: 'ignore' }).status === 0;

/** Redis as these machines start it: loopback only, nothing kept on disk. */
export function startRedis() {
  sh('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    '/var/lib/redis',
    '--logfile',
    '/var/log/redis/ci.log',
  ]);
}

/** nginx (with brotli when Debian has it), Redis and PostgreSQL, as the machine's README says. */
export function ensureServices() {
  if (!existsSync('/usr/sbin/nginx')) {
    console.log('[cluster] installing nginx from Debian');
    sh('apt-get', ['update', '-q']);
    if (!sh('apt-get', ['install', '-y', '-q', 'nginx-light']) && !sh('apt-get', ['install', '-y', '-q', 'nginx'])) throw new Error('could not install nginx');
    sh('apt-get', ['install', '-y', '-q', 'libnginx-mod-http-brotli-filter'], { quiet: true });
  }
  if (!redisUp()) {
    console.log('[cluster] starting Redis');
    startRedis();
  }
  if (!sh('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q'], { quiet: true })) {
    console.log('[cluster] starting PostgreSQL');
    sh('pg_ctlcluster', ['--skip-systemctl-redirect', pgVersion(), 'main', 'start']);
  }
}

/** The streaming replica of deploy/pg-replica.sh (a second cluster on port 5433); its URL. */
export function ensureReplica(databaseUrl: string): string {
  const script = path.join(ROOT, 'deploy', 'pg-replica.sh');
  if (!existsSync(script)) throw new Error('deploy/pg-replica.sh is missing');
  execFileSync('bash', [script, 'start'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = new URL(databaseUrl);
  url.port = process.env.REPLICA_PORT ?? '5433';
  return url.toString();
}

export function readState(): ClusterState | null {
  try {
    return JSON.parse(readFileSync(STATE, 'utf8')) as ClusterState;
  } catch {
    return null;
  }
}

export function writeState(state: ClusterState) {
  writeFileSync(STATE, JSON.stringify(state, null, 2));
}

/** One JWT secret for every instance (a token one signs, all accept), kept across restarts. */
function jwtSecret(): string {
  const file = path.join(RUN, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function answers(port: number) {
  try {
    await fetch(`http://127.0.0.1:${port}/api/v1/health/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until the instance (or nginx) is ready: `/api/v1/health/ready` answers 200 once its
 * database answers (ADR 0026), so a rolling restart never stops the next instance while this one
 * could only answer 503.
 */
async function healthy(port: number, timeoutMs = 90_000, gone: () => boolean = () => false) {
  const started = Date.now();
  for (;;) {
    // Before asking: another process on the port (a stray instance) would answer in its place.
    if (gone()) throw new Error(`the instance on ${port} exited before it answered (see deploy/.run/logs/instance-${port}.log)`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready/`, { signal: AbortSignal.timeout(3000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`instance on ${port} was not ready within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** Starts one instance in the background (it outlives this command) and waits until it answers. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  mkdirSync(path.join(RUN, 'logs'), { recursive: true });
  if (await answers(port)) throw new Error(`something already answers on port ${port} (a stray instance? \`npm run cluster -- down\`)`);
  const log = openSync(path.join(RUN, 'logs', `instance-${port}.log`), 'a');
  const child = spawn(
    process.execPath,
    // As `npm start` runs it: a 256 MB old-space cap (ADR 0009), and the server that stops
    // gracefully (scripts/start.mjs, ADR 0023).
    ['--max-old-space-size=256', path.join(ROOT, 'scripts', 'start.mjs'), '-p', String(port), '-H', '127.0.0.1'],
    { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, detached: true, stdio: ['ignore', log, log] },
  );
  child.unref();
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? 1));
  await healthy(port, 90_000, () => exited !== null);
  return { port, pid: child.pid! };
}

/** Asks an instance to stop (SIGTERM: it finishes what it is serving) and waits for it to leave. */
export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 30_000) {
  if (!alive(instance.pid)) return;
  process.kill(instance.pid, signal);
  const started = Date.now();
  while (alive(instance.pid) && Date.now() - started < timeoutMs) await sleep(100);
  if (alive(instance.pid)) process.kill(instance.pid, 'SIGKILL');
}

function nginx(args: string[]) {
  execFileSync('/usr/sbin/nginx', ['-p', RUN, '-c', path.join(RUN, 'nginx.conf'), ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
}

export function nginxPid(): number | null {
  try {
    const pid = Number(readFileSync(path.join(RUN, 'nginx.pid'), 'utf8'));
    return alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Writes nginx's configuration for these instances and starts nginx, or reloads it. */
export function applyNginx(listenPort: number, ports: number[], trustForwardedFrom: string[] = readState()?.trustForwardedFrom ?? []) {
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(RUN, dir), { recursive: true });
  writeFileSync(path.join(RUN, 'nginx.conf'), nginxConfig({ prefix: RUN, root: ROOT, distDir: DIST, listenPort, instancePorts: ports, trustForwardedFrom }));
  nginx(['-t', '-q']);
  if (nginxPid()) nginx(['-s', 'reload']);
  else nginx([]);
}

export interface UpOptions {
  instances: number;
  listenPort: number;
  products: number;
  replica: boolean;
  /** The first instance's port; the others follow (3101, 3102 …). */
  firstPort?: number;
  /** Settings added to every instance's environment (the benchmark's, the attack suite's JOBS=off). */
  extraEnv?: Record<string, string>;
  /**
   * Clients whose X-Forwarded-For nginx believes (deploy/nginx.ts). Off by default; only the attack
   * suite's test cluster sets it (127.0.0.1).
   */
  trustForwardedFrom?: string[];
  /** Start Prometheus scraping every instance (deploy/prometheus.ts), on this port or a free one. */
  metrics?: { port?: number };
}

export async function up(o: UpOptions): Promise<ClusterState> {
  if (readState()?.instances.some((i) => alive(i.pid))) throw new Error('the cluster is already running: `npm run cluster -- down` first');
  // A Prometheus left by a cluster whose instances are gone.
  await stopPrometheus(readState()?.prometheus);
  mkdirSync(RUN, { recursive: true });
  ensureServices();
  const siteUrl = `http://127.0.0.1:${o.listenPort}`;
  if (!existsSync(path.join(DIST, 'BUILD_ID'))) {
    console.log('[cluster] building the site');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_PUBLIC_SITE_URL: siteUrl } });
  }
  const databaseUrl = process.env.DATABASE_URL ?? (await seededDatabase(o.products, 'savat_cluster'));
  if (!databaseUrl) throw new Error('no PostgreSQL server answers at 127.0.0.1:5432');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    // One prefix per database: two clusters on one Redis (the benchmark's and the demo's) never
    // serve each other's pages.
    REDIS_PREFIX: `savat:${new URL(databaseUrl).pathname.slice(1)}:`,
    // Uploaded files in one folder that every instance reads (on several machines: S3, README).
    DATA_DIR: path.join(RUN, 'data'),
    JWT_SECRET: process.env.JWT_SECRET ?? jwtSecret(),
    NEXT_PUBLIC_SITE_URL: siteUrl,
    COMPRESS: 'off',
    SEED_DEMO: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    ...(o.replica ? { DATABASE_REPLICA_URL: ensureReplica(databaseUrl) } : {}),
    ...o.extraEnv,
  };
  const ports = Array.from({ length: o.instances }, (_, i) => (o.firstPort ?? 3101) + i);
  const started = await Promise.allSettled(ports.map((port) => startInstance(port, env)));
  const instances = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    // Nothing half-started is left behind.
    await Promise.all(instances.map((i) => stopInstance(i)));
    throw failed.reason;
  }
  const trustForwardedFrom = o.trustForwardedFrom ?? [];
  const state: ClusterState = { listenPort: o.listenPort, instances, env, trustForwardedFrom };
  writeState(state);
  applyNginx(o.listenPort, ports, trustForwardedFrom);
  await healthy(o.listenPort);
  if (o.metrics) {
    state.prometheus = (await startPrometheus(ports, o.metrics.port)) ?? undefined;
    writeState(state);
  }
  return state;
}

/**
 * Prometheus from Debian's package, scraping every instance (ADR 0026); null, with the way to
 * install it, when it is not installed: the cluster runs without it.
 */
export async function startPrometheus(ports: number[], preferredPort = 9090): Promise<{ pid: number; port: number } | null> {
  if (!prometheusInstalled()) {
    console.log(`[cluster] ${PROMETHEUS} is not installed (apt-get install -y prometheus): the cluster runs without it`);
    return null;
  }
  const configFile = path.join(RUN, 'prometheus.yml');
  const dataDir = path.join(RUN, 'prometheus');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(path.join(RUN, 'logs'), { recursive: true });
  writeFileSync(configFile, prometheusConfig({ instancePorts: ports }));
  const port = await freePort(preferredPort);
  const log = openSync(path.join(RUN, 'logs', 'prometheus.log'), 'a');
  const child = spawn(PROMETHEUS, prometheusArgs({ configFile, dataDir, port }), { cwd: RUN, detached: true, stdio: ['ignore', log, log] });
  child.unref();
  let exited = false;
  child.once('exit', () => (exited = true));
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`prometheus exited at start (see ${path.join(RUN, 'logs', 'prometheus.log')})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/-/ready`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 30_000) throw new Error('prometheus did not get ready within 30 s');
    await sleep(200);
  }
  return { pid: child.pid!, port };
}

async function stopPrometheus(prometheus: ClusterState['prometheus']) {
  if (!prometheus || !alive(prometheus.pid)) return;
  process.kill(prometheus.pid, 'SIGTERM');
  const started = Date.now();
  while (alive(prometheus.pid) && Date.now() - started < 10_000) await sleep(100);
  if (alive(prometheus.pid)) process.kill(prometheus.pid, 'SIGKILL');
}

export async function down() {
  const state = readState();
  if (nginxPid()) nginx(['-s', 'quit']);
  await Promise.all([...(state?.instances ?? []).map((i) => stopInstance(i)), stopPrometheus(state?.prometheus)]);
  if (state) writeState({ ...state, instances: [], prometheus: undefined });
}

/**
 * A rolling restart: each instance in turn is asked to stop (it finishes its requests; nginx sends
 * new ones to the others), started again on its port, and waited for (until /health/ready answers
 * 200) before the next.
 */
export async function rollingRestart(onEach?: (instance: Instance) => void) {
  const state = readState();
  if (!state) throw new Error('no cluster is running');
  for (let i = 0; i < state.instances.length; i++) {
    const old = state.instances[i]!;
    await stopInstance(old);
    state.instances[i] = await startInstance(old.port, state.env);
    writeState(state);
    onEach?.(state.instances[i]!);
    // nginx takes the instance back once its failure is older than FAIL_TIMEOUT_S.
    if (i < state.instances.length - 1) await sleep(FAIL_TIMEOUT_S * 1000 + 1000);
  }
}
