/**
 * `npm run bench:js -- [--floor URL]... URL...`: the JavaScript a page loads on first visit (every
 * <script src> of its HTML), raw and gzipped. Prints figures; never fails on size.
 *
 * Each `--floor` adds a column: the page's gzip above that floor's, measured in the same run (issue
 * 36's budget is 15 kB above the bare next-intl page, `/uz/bench-intl`; `/bench-static` is the floor
 * without next-intl). Without URLs: the two floors, `/uz` and whatever else the base serves.
 */
import { gzipSync } from 'node:zlib';

async function jsOf(url: string) {
  const html = await (await fetch(url)).text();
  // Scripts with noModule (Next's legacy polyfills) are never loaded by a modern browser.
  const sources = [...html.matchAll(/<script([^>]+)src="([^"]+)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0])).map((m) => new URL(m[2], url).toString());
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: new Set(sources).size, raw, gzip, htmlGzip: gzipSync(html).length };
}

function parseArgs(argv: string[]) {
  const floors: string[] = [];
  const urls: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--floor' && argv[i + 1]) floors.push(argv[++i]!);
    else urls.push(argv[i]!);
  }
  if (urls.length === 0 && floors.length === 0) {
    const base = 'http://127.0.0.1:3000';
    floors.push(`${base}/bench-static`, `${base}/uz/bench-intl`);
    urls.push(`${base}/uz`);
  }
  return { floors, urls };
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const { floors, urls } = parseArgs(process.argv.slice(2));
  const floorGzip = new Map<string, number>();
  for (const floor of floors) floorGzip.set(floor, (await jsOf(floor)).gzip);
  const floorNames = floors.map((f) => `above ${new URL(f).pathname}`);
  console.log(
    [
      'page'.padEnd(50),
      'files'.padStart(6),
      'JS kB'.padStart(8),
      'JS gzip kB'.padStart(11),
      'HTML gzip kB'.padStart(13),
      ...floorNames.map((n) => n.padStart(Math.max(n.length, 10))),
    ].join(' '),
  );
  for (const url of [...floors, ...urls]) {
    const r = await jsOf(url);
    const above = floors
      .map((f) => r.gzip - floorGzip.get(f)!)
      .map((diff) => (diff >= 0 ? '+' : '') + kB(diff))
      .map((v, i) => v.padStart(Math.max(floorNames[i]!.length, 10)));
    console.log([url.padEnd(50), String(r.files).padStart(6), kB(r.raw).padStart(8), kB(r.gzip).padStart(11), kB(r.htmlGzip).padStart(13), ...above].join(' '));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
