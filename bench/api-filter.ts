/**
 * `npm run bench:api [-- --products 100000 --connections 32 --duration 10 --db pglite,postgres]`
 *
 * Serves the API from a child process (bench/api-server.ts) on the embedded database and, when a
 * PostgreSQL server answers, on it too; then drives it with autocannon from this process and prints
 * p50/p99 latency and requests/s of POST /store/products/filter/ (several filter mixes) next to the
 * trivial /health route of the same app. It prints figures; it never fails on timing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

function arg(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const products = Number(arg('products', '100000'));
const connections = Number(arg('connections', '32'));
const duration = Number(arg('duration', '10'));
const dbs = arg('db', 'pglite,postgres').split(',');
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
}

const CASES: Case[] = [
  { name: 'health (trivial route)', method: 'GET', path: '/api/v1/health/' },
  { name: 'filter: none, popular', method: 'POST', path: '/api/v1/store/products/filter/?sort=popular&page=1&size=12', body: {} },
  { name: 'filter: category, cheap', method: 'POST', path: '/api/v1/store/products/filter/?sort=cheap&page=1&size=12', body: { category: 3 } },
  {
    name: 'filter: price+discount+stock, new',
    method: 'POST',
    path: '/api/v1/store/products/filter/?sort=new&page=2&size=12',
    body: { min_price: 10000, max_price: 60000, discount: 1, available: true },
  },
  { name: 'filter: pickup+rating, highRate', method: 'POST', path: '/api/v1/store/products/filter/?sort=highRate&page=1&size=12', body: { pickup: true, rating: 4 } },
  { name: 'filter: q=olma', method: 'POST', path: '/api/v1/store/products/filter/?page=1&size=12', body: { q: 'olma' } },
];

async function postgresUrl(): Promise<string | null> {
  const name = `savat_bench_${products}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return url.toString();
}

function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join('bench', 'api-server.ts')], {
      env: { ...process.env, ...env, BENCH_PORT: String(port), BENCH_PRODUCTS: String(products), LOG_LEVEL: 'error', SEED_DEMO: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`api server exited with ${code}`)));
  });
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

async function run(port: number, c: Case, seconds = duration) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${c.path}`,
    method: c.method,
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'accept-language': 'uz' },
    body: c.body ? JSON.stringify(c.body) : undefined,
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

async function main() {
  console.log(`Savat API benchmark: ${products} products, ${connections} connections, ${duration} s per case`);
  let port = 4100;
  for (const db of dbs) {
    let env: Record<string, string>;
    if (db === 'postgres') {
      const url = await postgresUrl();
      if (!url) {
        console.log('\n[postgres] no server answers at', PG_ADMIN, '- skipped');
        continue;
      }
      env = { DATABASE_URL: url };
    } else {
      env = { BENCH_DATA_DIR: path.resolve('.data', `bench-pglite-${products}`) };
    }
    const server = await startServer(env, ++port);
    try {
      console.log(`\n[${db}]`);
      console.log('case'.padEnd(38), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'req/s'.padStart(9), 'x trivial'.padStart(10), 'errors'.padStart(7));
      let trivial = 0;
      let maxRss = 0;
      for (const c of CASES) {
        await run(port, c, 2); // warm-up: JIT, plan caches and the database's buffers
        const r = await run(port, c);
        if (c.path.endsWith('/health/')) trivial = r.rps;
        maxRss = Math.max(maxRss, rssMb(server.pid!));
        console.log(
          c.name.padEnd(38),
          r.p50.toFixed(1).padStart(8),
          r.p99.toFixed(1).padStart(8),
          r.rps.toFixed(0).padStart(9),
          (trivial ? (r.rps / trivial).toFixed(2) : '-').padStart(10),
          String(r.errors).padStart(7),
        );
      }
      console.log(`server RSS after the runs: ${maxRss} MB`);
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
