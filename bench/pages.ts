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
 *
 * Before the load it weighs the product pages of `--samples` products (spread over the ids, the same
 * for every run of one catalog size) in each language, uncompressed: the whole HTML, the React
 * (RSC) payload inlined in it (`self.__next_f.push` scripts) and the JSON-LD. Each case also prints
 * the server's CPU time per answer (user + system of the `next start` process tree over the load,
 * divided by the answers), which moves less than requests/s when other work shares the machine.
 * It ends with the figures the ADR tracks (docs/adr/0022-crawler-cheap-pages.md).
 */
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { seededDatabase, PG_ADMIN } from '../server/db/seeded-database';
import { cpuMs, loadAverage, sampleRss, startNext, waitIdle } from './next-server';

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
const samples = Number(arg('samples', '20'));

/** The budget of a product page's HTML, uncompressed (ADR 0022; e2e/product-size.spec.ts). */
const HTML_BUDGET_KB = 90;

/** The bytes of a page's uncompressed HTML, of the React payload inlined in it and of its JSON-LD. */
function weighPage(html: string) {
  const bytes = (s: string) => Buffer.byteLength(s);
  let rsc = 0;
  let jsonLd = 0;
  for (const [tag, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (body.startsWith('self.__next_f.push(')) rsc += bytes(tag);
    else if (attributes.includes('application/ld+json')) jsonLd += bytes(tag);
  }
  return { html: bytes(html), rsc, jsonLd };
}

async function getText(path: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': 'identity' } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return res.text();
}

const kb = (n: number) => (n / 1024).toFixed(1);

/** The weights of the product pages of `samples` ids spread over the catalog, per language. */
async function weighProductPages() {
  const ids = Array.from({ length: samples }, (_, i) => 1 + Math.floor(((i + 0.5) * products) / samples));
  const out: Record<string, { html: number; rsc: number; jsonLd: number; maxHtml: number }> = {};
  console.log(`product pages, uncompressed, mean over ${samples} products (ids ${ids[0]}…${ids[ids.length - 1]}), max HTML in brackets:`);
  console.log('  language', 'HTML KB'.padStart(16), 'RSC payload KB'.padStart(15), 'JSON-LD KB'.padStart(11));
  for (const locale of ['uz', 'ru']) {
    const weights: ReturnType<typeof weighPage>[] = [];
    for (const id of ids) weights.push(weighPage(await getText(`/${locale}/products/${id}`)));
    const mean = (key: 'html' | 'rsc' | 'jsonLd') => weights.reduce((sum, w) => sum + w[key], 0) / weights.length;
    const maxHtml = Math.max(...weights.map((w) => w.html));
    out[locale] = { html: mean('html'), rsc: mean('rsc'), jsonLd: mean('jsonLd'), maxHtml };
    console.log(`  ${locale.padEnd(8)}`, `${kb(mean('html'))} (${kb(maxHtml)})`.padStart(16), kb(mean('rsc')).padStart(15), kb(mean('jsonLd')).padStart(11));
  }
  return out;
}

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
  const url = await seededDatabase(products);
  if (!url) throw new Error(`No PostgreSQL server answers at ${PG_ADMIN}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select id, category_id from products order by number_of_sales desc, id desc limit 1');
  await client.end();
  const randomProduct = () => `/${Math.random() < 0.5 ? 'uz' : 'ru'}/products/${1 + Math.floor(Math.random() * products)}`;
  // A fresh id on every request: each is a first visit.
  let floorId = 0;
  const freshId = () => `${Date.now().toString(36)}${(floorId++).toString(36)}`;
  const pages: { name: string; path: string; vary?: () => string; floor?: 'bare' | 'layout' }[] = [
    { name: 'static page (baseline)', path: '/bench-static' },
    { name: 'home /uz', path: '/uz' },
    { name: 'list /uz/products?category_id', path: `/uz/products?category_id=${rows[0].category_id}` },
    // One tick is a cached view of its own (lib/domain/list-view.ts); a price range, like any other
    // filter, renders the list per request.
    { name: 'list with one tick (cached)', path: `/uz/products?category_id=${rows[0].category_id}&pickup=true` },
    { name: 'filtered list (per request)', path: `/uz/products?category_id=${rows[0].category_id}&min_price=10000` },
    { name: 'product /uz/products/<id>', path: `/uz/products/${rows[0].id}` },
    // A crawler's walk through the catalog: each product page is built on its first visit and kept
    // in the page cache's memory, so almost every request here is a render.
    { name: 'product, random ids (cold)', path: '/{uz,ru}/products/<random>', vary: randomProduct },
    // What Next itself costs per first-visit render (lib/http/bench-floor.ts): a one-line page built on
    // its first visit as a product page is, bare, then in the shop's layout.
    { name: 'floor: one line, bare (cold)', path: '/bench-static/<new>', vary: () => `/bench-static/${freshId()}`, floor: 'bare' },
    {
      name: 'floor: one line, layout (cold)',
      path: '/{uz,ru}/bench-static/<new>',
      vary: () => `/${Math.random() < 0.5 ? 'uz' : 'ru'}/bench-static/${freshId()}`,
      floor: 'layout',
    },
  ];
  const server = await startNext(port, url);
  try {
    console.log(
      `Savat pages benchmark: next start on PostgreSQL, ${products} products, ${connections} connections, ${duration} s per page (3 s warm-up), TTFB over ${probes} sequential requests, accept-encoding: ${encoding}`,
    );
    console.log(`load average before: ${loadAverage()}`);
    const weights = await weighProductPages();
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
      'CPU ms/req'.padStart(11),
    );
    let baseline = 0;
    let peak = 0;
    let crawler = { rate: 0, ratio: 0, cpu: 0 };
    const floors: Record<string, { rate: number; cpu: number }> = {};
    let staticCpu = 0;
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
      const cpuBefore = cpuMs(server.pid);
      const r = await autocannon({ ...target, duration });
      const cpu = (cpuMs(server.pid) - cpuBefore) / Math.max(1, r.requests.total);
      const rss = stopSampling();
      // The store's own pages: the floor pages' thousands of made-up ids are not a visit a shopper makes.
      if (!page.floor) peak = Math.max(peak, rss);
      const times: number[] = [];
      for (let i = 0; i < probes; i++) times.push(await ttfb(vary ? vary() : page.path));
      times.sort((a, b) => a - b);
      if (!baseline) {
        baseline = r.requests.average;
        staticCpu = cpu;
      }
      if (page.floor) floors[page.floor] = { rate: r.requests.average, cpu };
      else if (vary) crawler = { rate: r.requests.average, ratio: r.requests.average / baseline, cpu };
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
        cpu.toFixed(2).padStart(11),
      );
    }
    console.log(`peak RSS of the next start process tree during the load of the store's pages: ${peak} MB`);
    console.log(`load average after: ${loadAverage()}`);
    console.log('');
    console.log(`pages against the HTML budget (${products} products):`);
    for (const [locale, w] of Object.entries(weights)) {
      const verdict = w.maxHtml <= HTML_BUDGET_KB * 1024 ? 'within' : 'OVER';
      console.log(
        `  product page HTML /${locale}: ${kb(w.html)} KB uncompressed (max ${kb(w.maxHtml)}, ${verdict} the ${HTML_BUDGET_KB} KB budget), RSC payload ${kb(w.rsc)} KB`,
      );
    }
    console.log(
      `  crawler (first-visit renders): ${crawler.rate.toFixed(1)} pages/s = ${crawler.ratio.toFixed(3)} × the static page, ${crawler.cpu.toFixed(1)} ms CPU per page (static page: ${staticCpu.toFixed(2)} ms)`,
    );
    const floor = (f: { rate: number; cpu: number } | undefined) => (f ? `${f.cpu.toFixed(1)} ms CPU (${f.rate.toFixed(0)} pages/s)` : 'not measured');
    console.log(`  Next's floor per first-visit render of a one-line page: bare ${floor(floors.bare)}; in the shop's layout ${floor(floors.layout)}`);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
