/**
 * `npm run bench:pages [-- --products 100000 --connections 32 --duration 10 --port 3252 --encoding gzip]`
 *
 * Requests/s and latency of the store's pages under load (autocannon) and their time to first byte
 * one request at a time, on `next start` (this clone's production build: `npm run build` first)
 * with the PostgreSQL database savat_bench_<products>, next to a bare static page of the same build
 * (app/bench-static), and a crawler's walk through random product pages in both languages (rendered
 * on their first visit). Prints the ratio of each page's requests/s to the static page's.
 *
 * `--encoding identity` asks for uncompressed answers: the difference to the default (gzip, as
 * browsers ask) is what compressing each answer again costs the server.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabase, PG_ADMIN } from './database';
import { loadAverage, sampleRss, startNext, waitIdle } from './next-server';

function arg(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const products = Number(arg('products', '100000'));
const connections = Number(arg('connections', '32'));
const duration = Number(arg('duration', '10'));
const port = Number(arg('port', '3252'));
const probes = Number(arg('probes', '200'));
const encoding = arg('encoding', 'gzip');

/** Time to first byte of one GET, in ms (the body is read to the end before the next). */
function ttfb(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding }, agent: false }, (res) => {
      const first = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
      res.resume();
      res.on('end', () => resolve(first));
    });
    req.on('error', reject);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const url = await benchDatabase(products);
  if (!url) throw new Error(`No PostgreSQL server answers at ${PG_ADMIN}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select id, category_id from products order by number_of_sales desc, id desc limit 1');
  await client.end();
  const randomProduct = () => `/${Math.random() < 0.5 ? 'uz' : 'ru'}/products/${1 + Math.floor(Math.random() * products)}`;
  const pages: { name: string; path: string; vary?: () => string }[] = [
    { name: 'static page (baseline)', path: '/bench-static' },
    { name: 'home /uz', path: '/uz' },
    { name: 'list /uz/products?category_id', path: `/uz/products?category_id=${rows[0].category_id}` },
    // With a filter the list is rendered per request (lib/domain/list-view.ts): not a cached page.
    { name: 'filtered list (per request)', path: `/uz/products?category_id=${rows[0].category_id}&pickup=true` },
    { name: 'product /uz/products/<id>', path: `/uz/products/${rows[0].id}` },
    // A crawler's walk through the catalog: each product page is built on its first visit and kept
    // in the page cache's memory, so almost every request here is a render.
    { name: 'product, random ids (cold)', path: '/{uz,ru}/products/<random>', vary: randomProduct },
  ];
  const server = await startNext(port, url);
  try {
    console.log(`Savat pages benchmark: next start on PostgreSQL, ${products} products, ${connections} connections, ${duration} s per page (3 s warm-up), TTFB over ${probes} sequential requests, accept-encoding: ${encoding}`);
    console.log(`load average before: ${loadAverage()}`);
    console.log(
      'page'.padEnd(32),
      'path'.padEnd(34),
      'req/s'.padStart(8),
      'x static'.padStart(9),
      'lat p50'.padStart(8),
      'lat p99'.padStart(8),
      'TTFB p50'.padStart(9),
      'TTFB p99'.padStart(9),
      'KB'.padStart(6),
      'errors'.padStart(7),
      'RSS MB'.padStart(7),
    );
    let baseline = 0;
    let peak = 0;
    for (const page of pages) {
      const vary = page.vary;
      const target = {
        url: `http://127.0.0.1:${port}${vary ? '/bench-static' : page.path}`,
        connections,
        headers: { 'accept-encoding': encoding },
        requests: vary ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: vary() }) }] : undefined,
      };
      await waitIdle(server.pid);
      await autocannon({ ...target, duration: 3 }); // warm-up: the first render fills the caches
      await waitIdle(server.pid);
      const stopSampling = sampleRss(server.pid);
      const r = await autocannon({ ...target, duration });
      const rss = stopSampling();
      peak = Math.max(peak, rss);
      const times: number[] = [];
      for (let i = 0; i < probes; i++) times.push(await ttfb(vary ? vary() : page.path));
      times.sort((a, b) => a - b);
      if (!baseline) baseline = r.requests.average;
      console.log(
        page.name.padEnd(32),
        page.path.slice(0, 34).padEnd(34),
        r.requests.average.toFixed(0).padStart(8),
        (r.requests.average / baseline).toFixed(2).padStart(9),
        r.latency.p50.toFixed(0).padStart(8),
        r.latency.p99.toFixed(0).padStart(8),
        pct(times, 50).toFixed(1).padStart(9),
        pct(times, 99).toFixed(1).padStart(9),
        (r.throughput.average / Math.max(1, r.requests.average) / 1024).toFixed(0).padStart(6),
        String(r.errors + r.non2xx).padStart(7),
        String(rss).padStart(7),
      );
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
