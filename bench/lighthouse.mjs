/**
 * `npm run bench:lighthouse [-- --runs 5 --port 3150 --base http://127.0.0.1:3000 --also http://127.0.0.1:3001 --simulate-only]`
 *
 * Lighthouse (mobile, the default emulation) in Debian's chromium on the home page, a category
 * list and a product page, several runs each, printing the medians. The bare page of the same
 * build (/bench-static: no layout, no data, only Next's runtime) runs first as the floor: on a
 * shared 2-core machine Lighthouse's CPU figures swing by 2x from hour to hour (see the benchmark
 * index column), so a page's TBT and main-thread work are read next to the floor's of the same
 * run, and the pages take turns within each round so that a slow spell hits them all. Each page is
 * requested once and given 1.5 s before its run, so that a cached page's minutely rebuild (which
 * the first request after a minute starts) does not fall into the measurement. Without
 * --base it serves the current build itself (`next start` on a throwaway demo database, on --port or LIGHTHOUSE_PORT,
 * default 3150; the server is stopped at the end). Prints figures; never fails on a score.
 *
 * With --what-if it then measures the three pages again as they would be if sent otherwise (no web font,
 * scripts after the load event, no scripts: bench/lighthouse-what-if.mjs), on --runs runs each.
 *
 * Then (unless --simulate-only) the four pages again with `--throttling-method=devtools`, and a table
 * of both methods: each page's TBT and TTI next to the floor's, the benchmark index, and the
 * browser's and Lighthouse's versions.
 *
 * Plain JavaScript on purpose: tsx would add helpers to the functions Lighthouse runs in the page.
 */
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startWhatIfProxies, VARIANTS } from './lighthouse-what-if.mjs';
import { arg, median, pagesUnderTest } from './pages-under-test.mjs';

const runs = Number(arg('runs', '3'));
const PORT = Number(arg('port', process.env.LIGHTHOUSE_PORT ?? '3150'));

async function startServer() {
  const child = spawn('npx', ['next', 'start', '-p', String(PORT)], {
    env: { ...process.env, DATA_DIR: '.data/bench-lighthouse' },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/v1/health/`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  throw new Error('next start did not come up');
}

/** A page's name in the tables ("A /uz" and "B /uz" with --also), and the floor page of its build. */
let label = (url) => url;
let floorOf = (url) => url;

/** One Lighthouse run of a page (all categories unless `onlyCategories`): its report. */
async function audit(url, chromePort, onlyCategories, throttlingMethod = 'simulate') {
  // A cached page older than its revalidate time (a minute) is rebuilt in the background by the
  // request that finds it stale, on this same server: ask for it first and let the rebuild finish,
  // so that Lighthouse measures the page, not the minutely rebuild.
  await fetch(url);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const options = { port: chromePort, output: 'json', logLevel: 'error', onlyCategories, throttlingMethod };
  const { lhr } = await lighthouse(url, options);
  // Now and then the headless browser loses a navigation (NO_NAVSTART): run it again.
  return lhr.runtimeError ? (await lighthouse(url, options)).lhr : lhr;
}

async function main() {
  let server;
  let base = arg('base', '');
  if (!base) {
    server = await startServer();
    base = `http://127.0.0.1:${PORT}`;
  }
  try {
    const paths = await pagesUnderTest(base);
    // --also <base>: a second build (another server on the same demo data), its pages taking turns
    // with this one's in every round, so that a before and an after meet the same slow spells.
    const also = arg('also', '');
    const bases = also ? [base, also] : [base];
    const pages = paths.flatMap((path) => bases.map((b) => b + path));
    const baseOf = (url) => bases.find((b) => url.startsWith(b));
    label = (url) => (bases.length > 1 ? `${bases.indexOf(baseOf(url)) === 0 ? 'A' : 'B'} ` : '') + url.slice(baseOf(url).length);
    floorOf = (url) => baseOf(url) + paths[0];
    // Warm the caches (ISR pages render once, then are served from cache).
    for (const p of pages) for (let i = 0; i < 2; i++) await fetch(p);
    if (bases.length > 1) console.log(`A: ${bases[0]}, B: ${bases[1]}`);

    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      let browser;
      console.log(`Lighthouse (mobile, --throttling-method=simulate), median of ${runs} runs`);
      console.log('page'.padEnd(34), 'perf', ' a11y', '  bp', ' seo', '  TBT ms', '   CLS', '  LCP ms', '  FCP ms', ' main ms', '  JS ms', '  index');
      const results = new Map(
        pages.map((p) => [p, { perf: [], a11y: [], bp: [], seo: [], tbt: [], tti: [], cls: [], lcp: [], fcp: [], main: [], js: [], index: [] }]),
      );
      const failed = new Map();
      for (let i = 0; i < runs; i++) {
        for (const p of pages) {
          const r = results.get(p);
          const lhr = await audit(p, chrome.port);
          if (lhr.runtimeError) {
            console.log(`  ${p}: ${lhr.runtimeError.code}, run left out`);
            continue;
          }
          r.perf.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
          r.a11y.push(Math.round((lhr.categories.accessibility.score ?? 0) * 100));
          r.bp.push(Math.round((lhr.categories['best-practices'].score ?? 0) * 100));
          r.seo.push(Math.round((lhr.categories.seo.score ?? 0) * 100));
          r.tbt.push(lhr.audits['total-blocking-time'].numericValue ?? 0);
          r.tti.push(lhr.audits.interactive.numericValue ?? 0);
          r.cls.push(lhr.audits['cumulative-layout-shift'].numericValue ?? 0);
          r.lcp.push(lhr.audits['largest-contentful-paint'].numericValue ?? 0);
          r.fcp.push(lhr.audits['first-contentful-paint'].numericValue ?? 0);
          // Main-thread work and script time as Lighthouse simulates them (4x CPU slowdown).
          r.main.push(lhr.audits['mainthread-work-breakdown'].numericValue ?? 0);
          r.js.push(lhr.audits['bootup-time'].numericValue ?? 0);
          r.index.push(lhr.environment.benchmarkIndex ?? 0);
          browser ??= `${lhr.environment.hostUserAgent.match(/Chrom(e|ium)\/[\d.]+/)?.[0] ?? lhr.environment.hostUserAgent}, Lighthouse ${lhr.lighthouseVersion}`;
          if (i === runs - 1) {
            const below = Object.values(lhr.categories)
              .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
              .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
              .map((a) => a.id);
            failed.set(p, [...new Set(below)]);
          }
        }
      }
      for (const p of pages) {
        const r = results.get(p);
        const floor = results.get(floorOf(p));
        console.log(
          label(p).slice(0, 34).padEnd(34),
          String(median(r.perf)).padStart(4),
          String(median(r.a11y)).padStart(5),
          String(median(r.bp)).padStart(4),
          String(median(r.seo)).padStart(4),
          median(r.tbt).toFixed(0).padStart(8),
          median(r.cls).toFixed(3).padStart(6),
          median(r.lcp).toFixed(0).padStart(8),
          median(r.fcp).toFixed(0).padStart(8),
          median(r.main).toFixed(0).padStart(8),
          median(r.js).toFixed(0).padStart(7),
          median(r.index).toFixed(0).padStart(7),
        );
        if (r !== floor) {
          const ratio = (key) => (median(r[key]) / Math.max(1, median(floor[key]))).toFixed(2);
          console.log(''.padEnd(2), `next to the floor: TBT ${ratio('tbt')}x, TTI ${ratio('tti')}x, main thread ${ratio('main')}x, script ${ratio('js')}x`);
        }
        if (failed.get(p)?.length) console.log('  below 0.9 (last run):', failed.get(p).join(', '));
      }
      const interactivity = { simulate: results };
      if (!process.argv.includes('--simulate-only')) interactivity.devtools = await devtoolsRuns(pages, chrome.port);
      printInteractivity(pages, interactivity, browser);
      if (process.argv.includes('--what-if')) await whatIf(base, paths.slice(1), chrome.port);
    } finally {
      await chrome.kill();
    }
  } finally {
    try {
      if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

/** The same pages with Lighthouse's devtools throttling (the page really slowed down, not simulated), performance only. */
async function devtoolsRuns(pages, chromePort) {
  const results = new Map(pages.map((p) => [p, { perf: [], tbt: [], tti: [], lcp: [], index: [] }]));
  for (let i = 0; i < runs; i++) {
    for (const p of pages) {
      const lhr = await audit(p, chromePort, ['performance'], 'devtools');
      if (lhr.runtimeError) continue;
      const r = results.get(p);
      r.perf.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      r.tbt.push(lhr.audits['total-blocking-time'].numericValue ?? 0);
      r.tti.push(lhr.audits.interactive.numericValue ?? 0);
      r.lcp.push(lhr.audits['largest-contentful-paint'].numericValue ?? 0);
      r.index.push(lhr.environment.benchmarkIndex ?? 0);
    }
  }
  return results;
}

/**
 * The interactivity targets, both throttling methods side by side: each page's TBT and TTI
 * as a multiple of the floor's (/bench-static) of the same run; at most 1.25x and 1.15x asked.
 */
function printInteractivity(pages, byMethod, browser) {
  console.log('');
  console.log(`interactivity next to the floor, median of ${runs} runs (${browser}); asked: TBT <= 1.25x, TTI <= 1.15x`);
  console.log('method'.padEnd(9), 'page'.padEnd(34), 'perf', '  TBT ms', '  TTI ms', '  TBT x', '  TTI x', ' index');
  for (const [method, results] of Object.entries(byMethod)) {
    for (const p of pages) {
      const r = results.get(p);
      const floor = results.get(floorOf(p));
      if (!r.tbt.length) continue;
      const x = (key) => (r === floor ? '' : (median(r[key]) / Math.max(1, median(floor[key]))).toFixed(2));
      console.log(
        method.padEnd(9),
        label(p).slice(0, 34).padEnd(34),
        String(median(r.perf)).padStart(4),
        median(r.tbt).toFixed(0).padStart(8),
        median(r.tti).toFixed(0).padStart(8),
        x('tbt').padStart(7),
        x('tti').padStart(7),
        median(r.index).toFixed(0).padStart(6),
      );
    }
  }
}

/** The pages again through each variant's proxy (bench/lighthouse-what-if.mjs): medians of --runs. */
async function whatIf(base, pages, chromePort) {
  const proxies = await startWhatIfProxies(base, PORT + 10);
  try {
    console.log('');
    console.log(`what if (bench/lighthouse-what-if.mjs), median of ${runs} runs: perf / LCP ms / FCP ms / TBT ms`);
    console.log('page'.padEnd(28), ...VARIANTS.map((v) => v.name.padStart(22)));
    for (const p of pages) {
      const cells = [];
      for (const variantBase of proxies.bases) {
        const m = { perf: [], lcp: [], fcp: [], tbt: [] };
        for (let i = 0; i < runs; i++) {
          const lhr = await audit(variantBase + p, chromePort, ['performance']);
          if (lhr.runtimeError) continue;
          m.perf.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
          m.lcp.push(lhr.audits['largest-contentful-paint'].numericValue ?? 0);
          m.fcp.push(lhr.audits['first-contentful-paint'].numericValue ?? 0);
          m.tbt.push(lhr.audits['total-blocking-time'].numericValue ?? 0);
        }
        cells.push(m.perf.length ? `${median(m.perf)} / ${median(m.lcp).toFixed(0)} / ${median(m.fcp).toFixed(0)} / ${median(m.tbt).toFixed(0)}` : 'no run');
      }
      console.log(p.slice(0, 28).padEnd(28), ...cells.map((c) => c.padStart(22)));
    }
  } finally {
    await proxies.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
