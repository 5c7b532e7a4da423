/**
 * `npm run bench:js -- http://127.0.0.1:3000/uz [more URLs]`: the JavaScript a page loads on first
 * visit (every <script src> of its HTML), raw and gzipped. Prints figures; never fails on size.
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
  // Inline scripts (the RSC payload) ride along in the HTML.
  const inline = [...html.matchAll(/<script(?![^>]+src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + m[1].length, 0);
  return { files: new Set(sources).size, raw, gzip, inline, html: html.length, htmlGzip: gzipSync(html).length };
}

async function main() {
  const urls = process.argv.slice(2);
  if (urls.length === 0) urls.push('http://127.0.0.1:3000/uz');
  console.log('page'.padEnd(50), 'files'.padStart(6), 'JS kB'.padStart(8), 'JS gzip kB'.padStart(11), 'HTML gzip kB'.padStart(13));
  for (const url of urls) {
    const r = await jsOf(url);
    console.log(
      url.padEnd(50),
      String(r.files).padStart(6),
      (r.raw / 1024).toFixed(1).padStart(8),
      (r.gzip / 1024).toFixed(1).padStart(11),
      (r.htmlGzip / 1024).toFixed(1).padStart(13),
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
