/**
 * `npm run bench:hydration -- --base http://127.0.0.1:3000 [--also http://127.0.0.1:3001] [--runs 7]`
 *
 * What a first visit costs the main thread while the page loads and hydrates: the bare page of the
 * same build (/bench-static, the floor), the home page, a category list and a product page, each
 * opened in a fresh phone-sized context (390 × 844, touch) with the CPU slowed 4× in Debian's
 * chromium, and measured from navigation to 3 s after the load event:
 * - script: Chrome's ScriptDuration (compiling and running JavaScript, hydration included);
 * - tasks: Chrome's TaskDuration (all main-thread work: parsing, style, layout, script);
 * - blocking: the long tasks' time over 50 ms each (what total blocking time adds up).
 * Medians of --runs; the pages take turns within each round so that a slow spell hits them all,
 * and with --also a second build's pages take turns with the first's (before and after in one run).
 * A trace-level complement to bench:lighthouse, quicker and without Lighthouse's simulation.
 * The pages are bench:lighthouse's (pages-under-test.mjs). Needs a running server with BENCH_PAGES=1 (the floor page). Prints figures; never fails on them.
 */
import { chromium } from '@playwright/test';
import { arg, median, pagesUnderTest } from './pages-under-test.mjs';

const runs = Number(arg('runs', '7'));
const bases = [arg('base', 'http://127.0.0.1:3000'), arg('also', null)].filter(Boolean);

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__blocking = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__blocking += Math.max(0, entry.duration - 50);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    return { script: metrics.ScriptDuration * 1000, tasks: metrics.TaskDuration * 1000, blocking: await page.evaluate(() => window.__blocking) };
  } finally {
    await context.close();
  }
}

const paths = await pagesUnderTest(bases[0]);
const urls = paths.flatMap((path) => bases.map((b) => b + path));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const results = new Map(urls.map((url) => [url, []]));
const version = browser.version();
try {
  // Each page once, unmeasured: a cached page's first render is not what a shopper waits for.
  for (const url of urls) await fetch(url);
  for (let round = 0; round < runs; round++) {
    for (const url of urls) results.get(url).push(await measure(browser, url));
  }
} finally {
  await browser.close();
}

console.log(`chromium ${version}, CPU 4x, 390 x 844, median of ${runs}\n`);
console.log(`${'page'.padEnd(70)} ${'script ms'.padStart(10)} ${'tasks ms'.padStart(10)} ${'blocking ms'.padStart(12)} ${'blocking x floor'.padStart(17)}`);
for (const b of bases) {
  const floor = median(results.get(b + paths[0]).map((r) => r.blocking));
  for (const path of paths) {
    const rows = results.get(b + path);
    const blocking = median(rows.map((r) => r.blocking));
    const ratio = path === paths[0] || !floor ? '' : (blocking / floor).toFixed(2);
    console.log(
      `${(b + path).padEnd(70)} ${median(rows.map((r) => r.script))
        .toFixed(0)
        .padStart(10)} ${median(rows.map((r) => r.tasks))
        .toFixed(0)
        .padStart(10)} ${blocking.toFixed(0).padStart(12)} ${ratio.padStart(17)}`,
    );
  }
}
