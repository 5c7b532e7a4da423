/**
 * `npm run test:attack:cluster [-- <jest arguments>]`: the attack suite (test/attack) against a
 * cluster (ADR 0021): the same suite, unchanged, only aimed at the cluster's address.
 *
 * Starts a cluster of its own beside any other (CLUSTER_RUN_DIR, default /tmp/savat-attack-cluster;
 * nginx on 127.0.0.1:8090, instances from 3201) on a fresh database `savat_attack` with the demo
 * catalog, runs `jest -c jest.attack.config.mjs` with ATTACK_BASE_URL/ATTACK_DATABASE_URL pointing
 * at it (test/remote.ts), and stops the cluster whatever happened. It needs a production build
 * (`npm run build`) made from this tree: the cluster builds one only when there is none.
 *
 * The test cluster differs from `npm run cluster -- up` in what the attacks need, and only there:
 * - nginx believes X-Forwarded-For from 127.0.0.1 (`trustForwardedFrom`, deploy/nginx.ts): the
 *   tests give each request an address of its own (test/auth.ts `newAddress`) to keep the
 *   per-address rate limits of one test from the next. Never acceptable for a public address.
 * - JOBS=off: a background cleanup must not change a row while an attack proves it changed none.
 * - The payment providers' keys and the JWT secret are made here, random per run, and given to both
 *   the cluster and the tests (which sign Payme/Click calls with them and look for them in answers).
 *
 * Options (before `--`-style jest arguments): --port 8090, --first-port 3201, --instances 2, --keep
 * (leave the cluster running at the end, for a look at its logs and database).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { PG_ADMIN } from '../server/db/seeded-database';
import { down, ensureServices, ROOT, RUN, up } from './cluster';

const DATABASE = 'savat_attack';
const OPTIONS = ['port', 'first-port', 'instances'];

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 1 ? process.argv[i + 1]! : fallback;
}

/** The arguments that are jest's: all but this script's own options. */
function jestArgs(): string[] {
  const out: string[] = [];
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    if (OPTIONS.includes(argv[i]!.replace(/^--/, ''))) i++;
    else if (argv[i] !== '--keep') out.push(argv[i]!);
  }
  return out;
}

/** A new, empty `savat_attack` (the last run's is dropped), migrated and seeded with the demo catalog. */
async function freshAttackDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN);
  url.pathname = `/${DATABASE}`;
  const handle = await openPostgres(url.toString(), { max: 2 }); // migrates
  try {
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
  return url.toString();
}

function runJest(env: Record<string, string>): Promise<number> {
  const jest = path.join(ROOT, 'node_modules', '.bin', 'jest');
  const child = spawn(jest, ['-c', 'jest.attack.config.mjs', ...jestArgs()], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', ...env },
  });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function main() {
  const port = Number(option('port', '8090'));
  const firstPort = Number(option('first-port', '3201'));
  const instances = Number(option('instances', '2'));
  const keep = process.argv.includes('--keep');

  ensureServices();
  console.log(`[attack] fresh database ${DATABASE} with the demo catalog`);
  const databaseUrl = await freshAttackDatabase();
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    PAYME_MERCHANT_ID: 'savat-attack-merchant',
    PAYME_KEY: randomBytes(18).toString('base64url'),
    CLICK_SERVICE_ID: '10001',
    CLICK_MERCHANT_ID: '20002',
    CLICK_SECRET_KEY: randomBytes(18).toString('base64url'),
  };
  // up() reads these from the environment (the database it runs on, the one JWT secret).
  process.env.DATABASE_URL = databaseUrl;
  process.env.JWT_SECRET = secrets.JWT_SECRET;

  let stopping = false;
  const stop = async () => {
    if (stopping || keep) return;
    stopping = true;
    console.log('[attack] stopping the attack cluster');
    await down();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void stop().finally(() => process.exit(130));
    });

  let code = 1;
  try {
    const state = await up({
      instances,
      listenPort: port,
      firstPort,
      products: 0, // unused: DATABASE_URL is set
      replica: false,
      trustForwardedFrom: ['127.0.0.1'],
      extraEnv: { JOBS: 'off', SMS_PROVIDER: 'outbox', LOG_LEVEL: process.env.LOG_LEVEL ?? 'error', ...secrets },
    });
    const base = `http://127.0.0.1:${state.listenPort}`;
    console.log(`[attack] cluster of ${state.instances.length} instances behind nginx at ${base} (logs in ${RUN}/logs); running the attack suite against it`);
    code = await runJest({ ...secrets, ATTACK_BASE_URL: base, ATTACK_DATABASE_URL: databaseUrl, ATTACK_PORT: String(state.listenPort) });
  } catch (error) {
    console.error(`[attack] ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    if (keep) console.log(`[attack] --keep: the cluster is still running (CLUSTER_RUN_DIR=${RUN} npm run cluster -- down)`);
    await stop();
  }
  process.exit(code);
}

void main();
