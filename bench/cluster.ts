/**
 * `npm run bench:cluster [-- --products 100000 --instances 3 --connections 32 --duration 10 --port 8080
 *   --first-port 3101 --only throughput,consistency,faults --faults kill,rolling,redis,replica,primary
 *   --no-replica --check]`
 *
 * Savat as a cluster (deploy/cluster.ts: nginx in front of N `next start` instances on Redis and
 * PostgreSQL with a streaming replica), on the database savat_bench_<products>, measured through
 * nginx (ADR 0021). It prints figures; it never fails on timing. Three parts:
 *
 * 1. Throughput: the page and API mixes of `bench:pages` and `bench:api` with 1, 2 … N instances
 *    behind nginx (nginx's upstream is narrowed and reloaded, the instances stay up), with the
 *    share of the requests each instance served (nginx's access log).
 * 2. Consistency: an order placed through instance A changes the product's stock on the pages and
 *    API answers of every other instance; a price changed in the console through A shows on every
 *    instance. Prints how long each took to show (the target is 2 s).
 * 3. Faults, each under a load of pages and API reads and of shoppers placing orders (each order
 *    with an Idempotency-Key, tried again on a failure as a client would): kill -9 of an instance,
 *    a rolling restart, Redis stopped for 20 s, the replica stopped, the primary restarted. Counts
 *    failed reads, orders acknowledged, and lost orders (acknowledged but not in the database, or
 *    placed twice for one key). Exits 1 only when an order is lost.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  applyNginx,
  down,
  pgVersion,
  readState,
  redisUp,
  RUN,
  rollingRestart,
  startInstance,
  startRedis,
  up,
  writeState,
  type ClusterState,
} from '../deploy/cluster';
import { seededDatabase, PG_ADMIN } from '../server/db/seeded-database';
import { loadAverage, variedRequests } from './next-server';

function arg(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
}

const products = Number(arg('products', '100000'));
const maxInstances = Number(arg('instances', '3'));
const connections = Number(arg('connections', '32'));
const duration = Number(arg('duration', '10'));
const port = Number(arg('port', '8080'));
const parts = arg('only', 'throughput,consistency,faults').split(',');
const faultNames = arg('faults', 'kill,rolling,redis,replica,primary').split(',');
/**
 * --check: a test rather than a benchmark (`npm run test:cluster`, CI's smoke test): exits 1 when a
 * change never shows on another instance (10 s), an idempotent read fails, or an order is lost.
 * Timing never fails it.
 */
const check = process.argv.includes('--check');
const problems: string[] = [];
const replica = !process.argv.includes('--no-replica') && existsSync(path.join('deploy', 'pg-replica.sh'));
const base = `http://127.0.0.1:${port}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

// ---------------------------------------------------------------------------------------------
// 1. Throughput

interface Case {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: object;
  vary?: () => { path: string; body?: object };
}

const SORTS = ['popular', 'cheap', 'expensive', 'highRate', 'new', 'discount'] as const;

/** The mixes of bench:pages and bench:api (the same paths), with the static page as the baseline. */
function mix(productId: number, categoryId: number): Case[] {
  const randomProduct = () => `/${Math.random() < 0.5 ? 'uz' : 'ru'}/products/${1 + Math.floor(Math.random() * products)}`;
  return [
    { name: 'static page (baseline)', path: '/bench-static' },
    { name: 'page: home /uz', path: '/uz' },
    { name: 'page: list by category', path: `/uz/products?category_id=${categoryId}` },
    { name: 'page: product', path: `/uz/products/${productId}` },
    { name: 'page: product, random (crawler)', path: '/uz/products/1', vary: () => ({ path: randomProduct() }) },
    { name: 'api: health (trivial)', path: '/api/v1/health/' },
    { name: 'api: filter popular', method: 'POST', path: '/api/v1/store/products/filter/?sort=popular&page=1&size=12', body: {} },
    {
      name: 'api: filter varied (cold)',
      method: 'POST',
      path: '/api/v1/store/products/filter/',
      vary: () => ({
        path: `/api/v1/store/products/filter/?sort=${pick(SORTS)}&page=${1 + Math.floor(Math.random() * 10)}&size=12`,
        body: { category: 1 + Math.floor(Math.random() * 16), min_price: 1000 * Math.floor(Math.random() * 50) },
      }),
    },
    { name: 'api: product', path: `/api/v1/store/products/${productId}/` },
    { name: 'api: search suggestions', path: '/api/v1/store/products/chace_name/?q=olma' },
  ];
}

async function load(c: Case, seconds: number) {
  return autocannon({
    url: `${base}${c.path}`,
    method: c.method ?? 'GET',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'accept-language': 'uz', 'accept-encoding': 'gzip' },
    body: c.body ? JSON.stringify(c.body) : undefined,
    requests: variedRequests(c.vary),
  });
}

const ACCESS_LOG = path.join(RUN, 'logs', 'access.log');
const logSize = () => (existsSync(ACCESS_LOG) ? statSync(ACCESS_LOG).size : 0);

/** The share of requests each instance answered since `from` (a byte offset of nginx's access log). */
async function shares(from: number): Promise<string> {
  await sleep(1200); // nginx flushes its log buffer every second
  const text = readFileSync(ACCESS_LOG).subarray(from).toString();
  const counts = new Map<string, number>();
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line) continue;
    // After a retry nginx lists every instance tried: the last one answered.
    const upstream = line.split(' ')[0]!.split(',').pop()!.trim();
    const port = upstream.split(':').pop()!;
    counts.set(port, (counts.get(port) ?? 0) + 1);
    total++;
  }
  return [...counts.entries()]
    .sort()
    .map(([p, n]) => `${p}:${((100 * n) / Math.max(1, total)).toFixed(0)}%`)
    .join(' ');
}

async function throughput(state: ClusterState, ids: { productId: number; categoryId: number }) {
  const ports = state.instances.map((i) => i.port);
  console.log(`\n## Throughput through nginx: ${connections} connections, ${duration} s per case (2 s warm-up), accept-encoding gzip`);
  console.log(
    'instances'.padEnd(10),
    'case'.padEnd(34),
    'req/s'.padStart(8),
    'x static'.padStart(9),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'errors'.padStart(7),
    '  share per instance',
  );
  for (let n = 1; n <= ports.length; n++) {
    applyNginx(port, ports.slice(0, n));
    await sleep(500);
    let baseline = 0;
    for (const c of mix(ids.productId, ids.categoryId)) {
      await load(c, 2);
      const from = logSize();
      const r = await load(c, duration);
      if (!baseline) baseline = r.requests.average;
      console.log(
        String(n).padEnd(10),
        c.name.padEnd(34),
        r.requests.average.toFixed(0).padStart(8),
        (r.requests.average / baseline).toFixed(2).padStart(9),
        r.latency.p50.toFixed(0).padStart(7),
        r.latency.p99.toFixed(0).padStart(7),
        String(r.errors + r.non2xx).padStart(7),
        ' ',
        await shares(from),
      );
    }
  }
  applyNginx(port, ports);
  console.log(`load average: ${loadAverage()}`);
}

// ---------------------------------------------------------------------------------------------
// Shoppers, orders and what the database says

interface Shopper {
  token: string;
  userId: number;
  phone: string;
}

async function json(url: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', 'accept-language': 'uz', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json().catch(() => null)) as { ok?: boolean; result?: Record<string, unknown>; error?: { code: string } } | null;
  return { status: res.status, body };
}

/** The newest code the SMS outbox holds for a phone. */
const lastCode = async (db: pg.Client, phone: string) =>
  String((await db.query('select code from sms_messages where phone_number = $1 order by id desc limit 1', [phone])).rows[0].code);

let phoneCounter = 0;
/** A shopper signed up the way a phone does: register, the code from the SMS outbox, verify. */
async function signUp(db: pg.Client): Promise<Shopper> {
  const phone = `+99893${String((Date.now() % 100_000) * 10 + (phoneCounter++ % 10))
    .padStart(7, '0')
    .slice(-7)}`;
  const reg = await json(`${base}/api/v1/auth/register/`, { method: 'POST', body: JSON.stringify({ phone_number: phone, password: 'Olma2024bozor' }) });
  if (reg.status !== 201) throw new Error(`register: ${JSON.stringify(reg.body)}`);
  const verify = await json(`${base}/api/v1/auth/verify/`, {
    method: 'POST',
    body: JSON.stringify({ otp_key: reg.body!.result!.otp_key, otp_code: await lastCode(db, phone) }),
  });
  if (verify.status !== 200) throw new Error(`verify: ${JSON.stringify(verify.body)}`);
  const user = await db.query('select id from users where phone_number = $1', [phone]);
  return { token: String(verify.body!.result!.access_token), userId: Number(user.rows[0].id), phone };
}

/**
 * A staff member's console session, as the console makes one (ADR 0025): a sign-in with the
 * password, then this new device confirmed with the SMS code. Answers its access token.
 */
async function staffSession(db: pg.Client, staff: Shopper): Promise<string> {
  const login = await json(`${base}/api/v1/auth/login/`, { method: 'POST', body: JSON.stringify({ phone_number: staff.phone, password: 'Olma2024bozor' }) });
  if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
  const token = String(login.body!.result!.access_token);
  const sent = await json(`${base}/api/v1/auth/device/code/`, { method: 'POST', token });
  if (sent.status !== 200) throw new Error(`device code: ${JSON.stringify(sent.body)}`);
  const otp = { otp_key: sent.body!.result!.otp_key, otp_code: await lastCode(db, staff.phone) };
  const confirmed = await json(`${base}/api/v1/auth/device/verify/`, { method: 'POST', token, body: JSON.stringify(otp) });
  if (confirmed.status !== 200) throw new Error(`device verify: ${JSON.stringify(confirmed.body)}`);
  return token;
}

/** Products of pickup stores (an order needs no address), with plenty of stock. */
async function pickupProducts(db: pg.Client, count: number): Promise<number[]> {
  const { rows } = await db.query(
    `select p.id from products p join stores s on s.id = p.store_id
     where s.pickup and p.deleted_at is null and p.available > 0 order by p.id limit $1`,
    [count],
  );
  const ids = rows.map((r) => Number(r.id));
  await db.query('update products set available = 500 where id = any($1)', [ids]);
  return ids;
}

const orderBody = (product: number) => ({ type: 'T', full_name: 'Aziz Karimov', phone_number: '+998901112233', products: [{ product, quantity: 1 }] });

// ---------------------------------------------------------------------------------------------
// 2. Consistency

/** Polls until `check` holds (or 10 s pass); answers the time it took in ms, or null. */
async function timeUntil(check: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(50);
  }
  return null;
}

const stockOnPage = async (instancePort: number, id: number) => {
  const res = await fetch(`http://127.0.0.1:${instancePort}/uz/products/${id}`);
  const html = await res.text();
  const stock = Number(/Sotuvda: ([\d\s ]+)/.exec(html)?.[1]?.replace(/\D/g, '') ?? NaN);
  if (process.env.BENCH_DEBUG) console.log(instancePort, res.headers.get('x-nextjs-cache'), stock);
  return stock;
};
const fromApi = async (instancePort: number, id: number) => (await json(`http://127.0.0.1:${instancePort}/api/v1/store/products/${id}/`)).body?.result ?? {};
const priceOnPage = async (instancePort: number, id: number) => {
  const html = await (await fetch(`http://127.0.0.1:${instancePort}/uz/products/${id}`)).text();
  return Number(/"price":(\d+)/.exec(html)?.[1] ?? NaN);
};

/**
 * A crawl renders each page once for the cluster: 300 product pages never asked for before are
 * walked through nginx (round robin: each instance gets a third), then walked again, one instance
 * later each. Counts Next's cache answers (x-nextjs-cache) of each pass.
 */
async function crawlOnce(state: ClusterState) {
  const ids = Array.from({ length: 300 }, () => 1 + Math.floor(Math.random() * products));
  const pass = async () => {
    const seen = new Map<string, number>();
    for (const [n, id] of ids.entries()) {
      const res = await fetch(`${base}/${n % 2 ? 'ru' : 'uz'}/products/${id}`, { headers: { 'accept-encoding': 'gzip' } });
      await res.arrayBuffer();
      const answer = res.headers.get('x-nextjs-cache') ?? String(res.status);
      seen.set(answer, (seen.get(answer) ?? 0) + 1);
    }
    return [...seen].map(([k, v]) => `${k} ${v}`).join(', ');
  };
  console.log(`\n## A crawl through ${state.instances.length} instances: 300 product pages never asked for, then the same 300 again`);
  console.log(`first pass: ${await pass()}`);
  // One request more, so that the second pass meets each page on another instance.
  await fetch(`${base}/api/v1/health/`);
  console.log(`second pass: ${await pass()} (a MISS here would be a page rendered again by another instance)`);
}

async function consistency(state: ClusterState, db: pg.Client) {
  await crawlOnce(state);
  const [a, ...others] = state.instances.map((i) => i.port);
  console.log(`\n## Consistency: a change through instance ${a}, read on ${others.join(', ')} (target: 2 s)`);
  const shopper = await signUp(db);
  const [product] = await pickupProducts(db, 1);
  // Every instance has the page and the API answer in its caches before the change.
  for (const p of state.instances.map((i) => i.port)) {
    await stockOnPage(p, product!);
    await fromApi(p, product!);
  }
  const placed = await json(`http://127.0.0.1:${a}/api/v1/store/order/`, { method: 'POST', token: shopper.token, body: JSON.stringify(orderBody(product!)) });
  if (placed.status !== 201) throw new Error(`order: ${JSON.stringify(placed.body)}`);
  const { rows } = await db.query('select available, price from products where id = $1', [product]);
  const stock = Number(rows[0].available);
  for (const p of others) {
    const page = await timeUntil(async () => (await stockOnPage(p, product!)) === stock);
    const api = await timeUntil(async () => (await fromApi(p, product!)).available === stock);
    console.log(`order through ${a}: stock ${stock} shown by ${p} on the page after ${page ?? '> 10 000'} ms, by the API after ${api ?? '> 10 000'} ms`);
    if (page === null || api === null) problems.push(`the stock of an order through ${a} never showed on ${p}`);
  }

  await db.query(`insert into user_roles (user_id, role) values ($1, 'operator')`, [shopper.userId]);
  const staffToken = await staffSession(db, shopper);
  const price = Number(rows[0].price) + 100;
  const patched = await json(`http://127.0.0.1:${a}/api/v1/console/products/${product}/`, {
    method: 'PATCH',
    token: staffToken,
    body: JSON.stringify({ price, discount: 0 }),
  });
  if (patched.status !== 200) throw new Error(`console: ${JSON.stringify(patched.body)}`);
  for (const p of others) {
    const page = await timeUntil(async () => (await priceOnPage(p, product!)) === price);
    const api = await timeUntil(async () => (await fromApi(p, product!)).price === price);
    console.log(
      `price ${price} set in the console through ${a}: shown by ${p} on the page after ${page ?? '> 10 000'} ms, by the API after ${api ?? '> 10 000'} ms`,
    );
    if (page === null || api === null) problems.push(`a price set through ${a} never showed on ${p}`);
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Faults

interface OrderTally {
  tried: number;
  acknowledged: Map<string, number>;
  retries: number;
  gaveUp: number;
  statuses: Map<number | string, number>;
}

/** Shoppers placing orders one after another through nginx until `stop`, each tried again on failure. */
function orderLoad(shoppers: Shopper[], productIds: number[], tally: OrderTally, stop: { done: boolean }, label: string) {
  return Promise.all(
    shoppers.map(async (shopper, n) => {
      let seq = 0;
      while (!stop.done) {
        const key = `${label}-${shopper.userId}-${n}-${seq++}`;
        tally.tried++;
        let ok = false;
        for (let attempt = 0; attempt < 20 && !ok; attempt++) {
          if (attempt) {
            tally.retries++;
            await sleep(250);
          }
          try {
            const r = await json(`${base}/api/v1/store/order/`, {
              method: 'POST',
              token: shopper.token,
              headers: { 'idempotency-key': key },
              body: JSON.stringify(orderBody(pick(productIds))),
            });
            tally.statuses.set(r.status, (tally.statuses.get(r.status) ?? 0) + 1);
            if (r.status === 201) {
              tally.acknowledged.set(key, Number(r.body!.result!.id));
              ok = true;
            } else if (r.status < 500 && r.status !== 429) break; // a refusal (out of stock): not a failure of the cluster
          } catch (error) {
            const name = error instanceof Error ? error.name : 'error';
            tally.statuses.set(name, (tally.statuses.get(name) ?? 0) + 1);
          }
        }
        if (!ok) tally.gaveUp++;
        await sleep(100);
      }
    }),
  );
}

/** Reads through nginx while the fault happens: pages and API answers (idempotent requests). */
function readLoad(productId: number, categoryId: number, seconds: number) {
  const paths = [
    '/uz',
    `/uz/products/${productId}`,
    `/ru/products/${productId}`,
    `/uz/products?category_id=${categoryId}`,
    `/api/v1/store/products/${productId}/`,
    '/api/v1/category/?size=30',
    '/api/v1/health/',
  ];
  return autocannon({
    url: base,
    connections: 16,
    duration: seconds,
    headers: { 'accept-language': 'uz', 'accept-encoding': 'gzip' },
    requests: [{ setupRequest: (req) => ({ ...req, path: pick(paths) }) }],
  });
}

async function lostOrders(url: string, tally: OrderTally, label: string) {
  // A client of its own: the primary may have been restarted under the others.
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query(`select id, idempotency_key from orders where idempotency_key like $1`, [`${label}-%`]).finally(() => db.end());
  const byKey = new Map<string, number[]>();
  for (const r of rows) byKey.set(r.idempotency_key, [...(byKey.get(r.idempotency_key) ?? []), Number(r.id)]);
  let missing = 0;
  for (const [key, id] of tally.acknowledged) if (!byKey.get(key)?.includes(id)) missing++;
  const twice = [...byKey.values()].filter((ids) => ids.length > 1).length;
  return { missing, twice, inDb: rows.length };
}

async function faults(state: ClusterState, db: pg.Client, url: string, ids: { productId: number; categoryId: number }) {
  console.log('\n## Faults under load (16 connections reading pages and the API, 4 shoppers placing orders through nginx)');
  console.log(
    'fault'.padEnd(30),
    'reads'.padStart(7),
    'failed'.padStart(7),
    'orders ok'.padStart(10),
    'retried'.padStart(8),
    'gave up'.padStart(8),
    'lost'.padStart(5),
    'twice'.padStart(6),
    '  order answers',
  );
  const shoppers = await Promise.all([0, 1, 2, 3].map(() => signUp(db)));
  const productIds = await pickupProducts(db, 20);
  await db.query('update products set available = 100000 where id = any($1)', [productIds]);
  let lost = 0;

  const scenarios: { key: string; name: string; seconds: number; run: () => Promise<void>; skip?: boolean; mayFail?: boolean }[] = [
    {
      key: 'kill',
      name: 'kill -9 of one instance',
      seconds: 16,
      run: async () => {
        await sleep(3000);
        const victim = state.instances[1] ?? state.instances[0]!;
        process.kill(victim.pid, 'SIGKILL');
        await sleep(5000);
        // Brought back, as a supervisor (systemd, the orchestrator) would.
        const restarted = await startInstance(victim.port, state.env);
        state.instances[state.instances.indexOf(victim)] = restarted;
        writeState(state);
      },
    },
    {
      key: 'rolling',
      name: 'rolling restart of all',
      seconds: 5,
      run: async () => {
        await sleep(2000);
        await rollingRestart();
        Object.assign(state, readState());
      },
    },
    {
      key: 'redis',
      name: 'Redis stopped for 20 s',
      seconds: 28,
      run: async () => {
        await sleep(3000);
        spawnSync('redis-cli', ['-h', '127.0.0.1', 'shutdown', 'nosave']);
        await sleep(20_000);
        startRedis();
      },
    },
    {
      key: 'replica',
      name: 'replica stopped',
      seconds: 20,
      skip: !state.env.DATABASE_REPLICA_URL,
      run: async () => {
        await sleep(3000);
        execFileSync('bash', ['deploy/pg-replica.sh', 'stop'], { stdio: 'ignore' });
        await sleep(10_000);
        execFileSync('bash', ['deploy/pg-replica.sh', 'start'], { stdio: 'ignore' });
      },
    },
    {
      key: 'primary',
      name: 'PostgreSQL primary restarted',
      seconds: 20,
      // Requests in flight when the primary stops fail cleanly (503) by design.
      mayFail: true,
      run: async () => {
        await sleep(3000);
        execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', pgVersion(), 'main', 'restart'], { stdio: 'ignore' });
      },
    },
  ];

  for (const [n, s] of scenarios.entries()) {
    if (!faultNames.includes(s.key)) continue;
    if (s.skip) {
      console.log(s.name.padEnd(30), 'skipped (no replica)');
      continue;
    }
    const label = `bench-${Date.now()}-${n}`;
    const tally: OrderTally = { tried: 0, acknowledged: new Map(), retries: 0, gaveUp: 0, statuses: new Map() };
    const stop = { done: false };
    const orders = orderLoad(shoppers, productIds, tally, stop, label);
    let faultDone = false;
    const fault = s.run().finally(() => (faultDone = true));
    // Reads for as long as the fault lasts, and 5 s after.
    const r = { total: 0, failed: 0, errors: 0, statuses: new Map<string, number>() };
    const started = Date.now();
    while (!faultDone || Date.now() - started < s.seconds * 1000) {
      const chunk = await readLoad(ids.productId, ids.categoryId, 4);
      r.total += chunk.requests.total;
      r.failed += chunk.errors + chunk.non2xx;
      r.errors += chunk.errors;
      for (const [code, v] of Object.entries(chunk.statusCodeStats ?? {}))
        if (code !== '200') r.statuses.set(code, (r.statuses.get(code) ?? 0) + (v as { count: number }).count);
    }
    await fault;
    const after = await readLoad(ids.productId, ids.categoryId, 5);
    r.total += after.requests.total;
    r.failed += after.errors + after.non2xx;
    stop.done = true;
    await orders;
    // The database may still be coming back (the primary's restart).
    let result: Awaited<ReturnType<typeof lostOrders>> | null = null;
    for (let i = 0; i < 20 && !result; i++) result = await lostOrders(url, tally, label).catch(async () => (await sleep(500), null));
    const lostHere = (result?.missing ?? NaN) + (result?.twice ?? 0);
    lost += lostHere;
    if (lostHere !== 0) problems.push(`${s.name}: ${Number.isNaN(lostHere) ? 'orders could not be checked' : `${lostHere} orders lost`}`);
    if (r.failed && !s.mayFail) problems.push(`${s.name}: ${r.failed} reads failed`);
    console.log(
      s.name.padEnd(30),
      String(r.total).padStart(7),
      String(r.failed).padStart(7),
      String(tally.acknowledged.size).padStart(10),
      String(tally.retries).padStart(8),
      String(tally.gaveUp).padStart(8),
      String(result?.missing ?? '?').padStart(5),
      String(result?.twice ?? '?').padStart(6),
      ' ',
      [...tally.statuses.entries()].map(([k, v]) => `${k}×${v}`).join(' '),
    );
    if (r.failed)
      console.log(`  failed reads by status: ${[...r.statuses].map(([code, n]) => `${code}×${n}`).join(' ') || '-'}, connection errors ${r.errors}`);
    if (!redisUp()) startRedis();
    await sleep(3000);
  }
  return lost;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const url = await seededDatabase(products);
  if (!url) throw new Error(`No PostgreSQL server answers at ${PG_ADMIN}`);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  db.on('error', () => {}); // the primary's restart
  const { rows } = await db.query('select id, category_id from products order by number_of_sales desc, id desc limit 1');
  const ids = { productId: Number(rows[0].id), categoryId: Number(rows[0].category_id) };
  await down();
  process.env.DATABASE_URL = url;
  const state = await up({
    instances: maxInstances,
    listenPort: port,
    products,
    replica,
    firstPort: Number(arg('first-port', '3101')),
    extraEnv: { LOG_LEVEL: 'error' },
  });
  let lost = 0;
  try {
    console.log(
      `Savat cluster benchmark: ${maxInstances} next start instances behind nginx on 127.0.0.1:${port}, ${products} products, PostgreSQL${replica ? ' with a streaming replica' : ''}, Redis; ${new Date().toISOString()}`,
    );
    console.log(`machine: ${(await import('node:os')).cpus().length} cores; load average before: ${loadAverage()}`);
    if (parts.includes('throughput')) await throughput(state, ids);
    if (parts.includes('consistency')) await consistency(state, db);
    if (parts.includes('faults')) {
      const fresh = new pg.Client({ connectionString: url });
      await fresh.connect();
      fresh.on('error', () => {});
      lost = await faults(state, fresh, url, ids);
      await fresh.end().catch(() => {});
    }
  } finally {
    await db.end().catch(() => {});
    await down();
  }
  console.log(`\nlost orders in all: ${lost}`);
  if (check) {
    for (const problem of problems) console.log(`PROBLEM: ${problem}`);
    console.log(problems.length ? 'cluster check: FAILED' : 'cluster check: passed');
    if (problems.length) process.exitCode = 1;
  } else if (lost) process.exitCode = 1;
}

main().catch(async (error) => {
  console.error(error);
  await down().catch(() => {});
  process.exit(1);
});
