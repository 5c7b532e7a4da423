/**
 * `npm run bench:api [-- --products 100000 --connections 32 --duration 10 --port 3251]`
 *
 * Drives `next start` (this clone's production build: `npm run build` first) on the PostgreSQL
 * database savat_bench_<products> (created and seeded when missing, server/db/seeded-database.ts) with
 * autocannon: the product list filter (several filter mixes and sorts), the name suggestions, a
 * product page's data and the category lists, each next to the trivial /health route of the same
 * app in the same run. Prints p50/p99 latency, requests/s, the ratio to the trivial route and the
 * peak RSS of the server's process tree during the load, and the server's CPU time per request
 * (user + system of the process tree: a figure that a busy machine disturbs less than req/s). It prints figures; it never fails on timing.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { seededDatabase, PG_ADMIN } from '../server/db/seeded-database';
import { cpuMs, loadAverage, sampleRss, startNext, variedRequests, waitIdle } from './next-server';

function arg(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const products = Number(arg('products', '100000'));
const connections = Number(arg('connections', '32'));
const duration = Number(arg('duration', '10'));
const port = Number(arg('port', '3251'));
const only = arg('only', '');

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  /** A new path and body for every request: a mix that the short-lived list cache rarely answers. */
  vary?: () => { path: string; body?: object };
}

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const SORTS = ['popular', 'cheap', 'expensive', 'highRate', 'new', 'discount'] as const;
const WORDS = [
  'olma',
  'sut',
  'non',
  'guruch',
  'shakar',
  'choy',
  'qahva',
  'pishloq',
  'kartoshka',
  'piyoz',
  'sabzi',
  'pomidor',
  'bodring',
  'tuxum',
  'молоко',
  'хлеб',
  'сыр',
  'яблоко',
  'рис',
  'мясо',
  'сахар',
  'чай',
  'кофе',
  'масло',
  'картофель',
  'syr',
  'baraka',
  'барака',
] as const;
/**
 * A search as shoppers type it: a word's first 3 letters or more, half of them with one letter
 * mistyped (the fuzzy path). About 3 800 different queries, so the answers' caches rarely help.
 */
function typedQuery() {
  const word = pick(WORDS);
  const typed = word.slice(0, 3 + Math.floor(Math.random() * (word.length - 2)));
  if (Math.random() < 0.5) return typed;
  const at = Math.floor(Math.random() * typed.length);
  return typed.slice(0, at) + pick([...'aoieuаоиеу']) + typed.slice(at + 1);
}

function cases(productId: number, categoryId: number): Case[] {
  const filter = (name: string, query: string, body: object): Case => ({ name, method: 'POST', path: `/api/v1/store/products/filter/?${query}`, body });
  return [
    { name: 'health (trivial route)', method: 'GET', path: '/api/v1/health/' },
    filter('filter: none, popular', 'sort=popular&page=1&size=12', {}),
    filter('filter: category, cheap', 'sort=cheap&page=1&size=12', { category: categoryId }),
    filter('filter: price+discount+stock, new', 'sort=new&page=2&size=12', { min_price: 10000, max_price: 60000, discount: 1, available: true }),
    filter('filter: pickup+rating, highRate', 'sort=highRate&page=1&size=12', { pickup: true, rating: 4 }),
    filter('filter: q=olma', 'page=1&size=12', { q: 'olma' }),
    { name: 'search: chace_name q=olma', method: 'GET', path: `/api/v1/store/products/chace_name/?q=olma` },
    { name: 'search: chace_name q=molako (typo)', method: 'GET', path: `/api/v1/store/products/chace_name/?q=molako` },
    {
      name: 'search: chace_name varied q (cold)',
      method: 'GET',
      path: '/api/v1/store/products/chace_name/?q=olma',
      vary: () => ({ path: `/api/v1/store/products/chace_name/?q=${encodeURIComponent(typedQuery())}` }),
    },
    {
      name: 'filter: varied q (cold)',
      method: 'POST',
      path: '/api/v1/store/products/filter/',
      vary: () => ({ path: '/api/v1/store/products/filter/?page=1&size=12', body: { q: typedQuery() } }),
    },
    {
      // 16 categories x 6 sorts x 10 pages x 50 price floors: 48 000 lists, so almost every request
      // is a miss of the list cache (LIST_TTL_MS) and many miss the count cache too.
      name: 'filter: varied (cold: cache misses)',
      method: 'POST',
      path: '/api/v1/store/products/filter/',
      vary: () => ({
        path: `/api/v1/store/products/filter/?sort=${pick(SORTS)}&page=${1 + Math.floor(Math.random() * 10)}&size=12`,
        body: { category: 1 + Math.floor(Math.random() * 16), min_price: 1000 * Math.floor(Math.random() * 50) },
      }),
    },
    { name: `product: /store/products/${productId}/`, method: 'GET', path: `/api/v1/store/products/${productId}/` },
    {
      name: 'product: varied ids (cold: cache misses)',
      method: 'GET',
      path: '/api/v1/store/products/1/',
      vary: () => ({ path: `/api/v1/store/products/${1 + Math.floor(Math.random() * products)}/` }),
    },
    { name: 'category: size=30', method: 'GET', path: '/api/v1/category/?size=30' },
    { name: 'category: size=6&q=popular', method: 'GET', path: '/api/v1/category/?size=6&q=popular' },
  ];
}

async function run(c: Case, seconds: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${c.path}`,
    method: c.method,
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'accept-language': 'uz' },
    body: c.body ? JSON.stringify(c.body) : undefined,
    requests: variedRequests(c.vary),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    total: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

/** A real product (one of the most sold, with comparison and related products) and a real category. */
async function realIds(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select id, category_id from products order by number_of_sales desc, id desc limit 1');
    return { productId: rows[0].id as number, categoryId: rows[0].category_id as number };
  } finally {
    await client.end();
  }
}

async function main() {
  const url = await seededDatabase(products);
  if (!url) throw new Error(`No PostgreSQL server answers at ${PG_ADMIN}`);
  const { productId, categoryId } = await realIds(url);
  const server = await startNext(port, url);
  try {
    console.log(`Savat API benchmark: next start on PostgreSQL, ${products} products, ${connections} connections, ${duration} s per case (2 s warm-up)`);
    console.log(`load average before: ${loadAverage()}`);
    console.log(
      'case'.padEnd(40),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'req/s'.padStart(9),
      'trivial'.padStart(8),
      'x trivial'.padStart(10),
      'errors'.padStart(7),
      'RSS MB'.padStart(7),
      'CPU ms/req'.padStart(11),
    );
    let peak = 0;
    const measure = async (c: Case) => {
      await waitIdle(server.pid);
      await run(c, 2); // warm-up: JIT, plan caches and the database's buffers
      const stopSampling = sampleRss(server.pid);
      const cpuBefore = cpuMs(server.pid);
      const r = await run(c, duration);
      const cpu = (cpuMs(server.pid) - cpuBefore) / Math.max(1, r.total);
      const rss = stopSampling();
      peak = Math.max(peak, rss);
      return { ...r, cpu, rss };
    };
    const [health, ...rest] = cases(productId, categoryId);
    for (const c of rest) {
      if (only && !c.name.includes(only)) continue;
      // The trivial route right before each case, so that both see the same machine.
      const t = await measure(health!);
      const r = await measure(c);
      console.log(
        c.name.padEnd(40),
        r.p50.toFixed(1).padStart(8),
        r.p99.toFixed(1).padStart(8),
        r.rps.toFixed(0).padStart(9),
        t.rps.toFixed(0).padStart(8),
        (r.rps / t.rps).toFixed(2).padStart(10),
        String(r.errors).padStart(7),
        String(Math.max(r.rss, t.rss)).padStart(7),
        r.cpu.toFixed(2).padStart(11),
      );
      console.log(`  (trivial route: p50 ${t.p50.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms, CPU ${t.cpu.toFixed(2)} ms/req)`);
    }
    console.log(`peak RSS of the next start process tree during the load: ${peak} MB`);
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
