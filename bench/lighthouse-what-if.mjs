/**
 * What Lighthouse would say of the same pages if they were sent otherwise (`npm run bench:lighthouse
 * -- --what-if`): the target is LCP ≤ 1.5 s and performance ≥ 98 on mobile. Each variant is a
 * small proxy in front of the server, on its own port, that rewrites the pages' HTML on the way
 * (everything else passes as it is, compressed as the server sends it):
 *
 * - `as served`: only passed through the proxy (its cost: the page is sent once whole, not streamed);
 * - `no web font`: the font files answered 404, so the text stays in the system font;
 * - `scripts after load`: Next's script tags taken out of <head> and added once the page has loaded
 *   (hydration waits for every image of the first screen);
 * - `after load, no font`: both;
 * - `no scripts`: every script taken out (a page that never hydrates: the ceiling of "less
 *   JavaScript");
 * - `no scripts, no font`: the same without the web font.
 *
 * None of these is how the store is sent: they measure how far each lever can go.
 * Plain JavaScript, like bench/lighthouse.mjs.
 */
import http from 'node:http';
import zlib from 'node:zlib';

const asServed = (html) => html;

export const VARIANTS = [
  { name: 'as served', rewrite: asServed },
  { name: 'no web font', rewrite: asServed, noFont: true },
  { name: 'scripts after load', rewrite: scriptsAfterLoad },
  { name: 'after load, no font', rewrite: scriptsAfterLoad, noFont: true },
  { name: 'no scripts', rewrite: noScripts },
  { name: 'no scripts, no font', rewrite: noScripts, noFont: true },
];

/** Next's external scripts (async, in <head>) and their preload, loaded by the page's load event. */
function scriptsAfterLoad(html) {
  const sources = [];
  let out = html.replace(/<script src="([^"]+)"(?: id="_R_")? async="">\s*<\/script>/g, (_, src) => {
    sources.push(src);
    return '';
  });
  out = out.replace(/<link rel="preload" as="script"[^>]*\/>/g, '');
  const loader = `<script>addEventListener('load',function(){${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement('script');e.src=s;document.head.appendChild(e)})})</script>`;
  return out.replace('</head>', `${loader}</head>`);
}

function noScripts(html) {
  return html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<link rel="preload" as="script"[^>]*\/>/g, '');
}

/**
 * Starts one proxy per variant in front of `base` (http://host:port) on ports `firstPort`,
 * `firstPort + 1`…; returns their base URLs, in the order of VARIANTS, and a function that stops them.
 */
export async function startWhatIfProxies(base, firstPort) {
  const upstream = new URL(base);
  const servers = await Promise.all(
    VARIANTS.map(
      (variant, i) =>
        new Promise((resolve) => {
          const server = http.createServer((req, res) => proxy(upstream, variant, req, res));
          server.listen(firstPort + i, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  return {
    bases: VARIANTS.map((_, i) => `http://127.0.0.1:${firstPort + i}`),
    stop: () => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))),
  };
}

function proxy(upstream, variant, req, res) {
  if (variant.noFont && /\.woff2?$/.test(req.url)) {
    res.writeHead(404).end();
    return;
  }
  const wantsHtml = (req.headers.accept ?? '').includes('text/html');
  const headers = { ...req.headers, host: upstream.host };
  // The page is rewritten as text, then compressed here as the server would have.
  if (wantsHtml) headers['accept-encoding'] = 'identity';
  const up = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
    const isHtml = (answer.headers['content-type'] ?? '').includes('text/html');
    if (!isHtml) {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      return;
    }
    const chunks = [];
    answer.on('data', (c) => chunks.push(c));
    answer.on('end', () => {
      const html = variant.rewrite(Buffer.concat(chunks).toString('utf8'));
      const out = { ...answer.headers };
      delete out['content-length'];
      delete out['transfer-encoding'];
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      if (gzip) out['content-encoding'] = 'gzip';
      res.writeHead(answer.statusCode ?? 502, out);
      res.end(gzip ? zlib.gzipSync(html) : html);
    });
  });
  up.on('error', () => res.writeHead(502).end());
  req.pipe(up);
}
