// @ts-check
/**
 * `npm run test:shutdown` (ADR 0023): a real `npm start` is stopped with SIGTERM while
 * 50 clients keep it busy with product pages and an API list, through keep-alive connections as a
 * proxy would. Every request sent before the signal must complete with 200, and the server must
 * exit 0 within its grace period. Needs a production build (`npm run build`); builds nothing.
 *
 * Like nginx (proxy_next_upstream), a request sent on a kept-alive connection that the server
 * closed at that very moment (ECONNRESET on a reused socket, nothing received) is sent once more,
 * and counted. Prints figures; exits non-zero only when a request was lost (or the server did
 * not exit 0).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.SHUTDOWN_PORT ?? 3190);
const CLIENTS = Number(process.env.SHUTDOWN_CLIENTS ?? 50);
const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
/** How long the clients run before the signal. */
const SIGNAL_AFTER_MS = Number(process.env.SHUTDOWN_SIGNAL_AFTER_MS ?? 3_000);
const DATA_DIR = '.data-shutdown';

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(2);
}
fs.rmSync(path.join(root, DATA_DIR), { recursive: true, force: true });

const base = `http://127.0.0.1:${PORT}`;
const server = spawn('npm', ['start', '--', '-p', String(PORT), '-H', '127.0.0.1'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR,
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    NEXT_PUBLIC_SITE_URL: base,
    JWT_SECRET: process.env.JWT_SECRET ?? 'shutdown-test-jwt-secret-0123456789abcdef',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  // Its own process group: npm, its shell and the server can be killed together if all else fails.
  detached: true,
});
/** @type {string[]} */
const serverLog = [];
for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => serverLog.push(...String(chunk).split('\n').filter(Boolean)));
/** @type {Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>} */
const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/**
 * @param {string} url
 * @returns {Promise<{ status: number; retried: boolean; ms: number } | { error: string; retried: boolean; ms: number }>}
 */
function get(url, retried = false) {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode ?? 0, retried, ms: Date.now() - started }));
      res.once('error', (err) => resolve({ error: err.message, retried, ms: Date.now() - started }));
    });
    req.once('error', (/** @type {NodeJS.ErrnoException} */ err) => {
      if (!retried && req.reusedSocket && err.code === 'ECONNRESET') resolve(get(url, true));
      else resolve({ error: err.code ?? err.message, retried, ms: Date.now() - started });
    });
  });
}

async function waitUntilUp() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const r = await get(`${base}/api/v1/health/`);
    if ('status' in r && r.status === 200) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not answer /api/v1/health/ within 120 s');
}

const stop = async (/** @type {number} */ code) => {
  if (server.exitCode === null) {
    process.kill(-(/** @type {number} */ (server.pid)), 'SIGKILL');
    await exited;
  }
  console.log(
    serverLog
      .slice(-40)
      .map((l) => `  | ${l}`)
      .join('\n'),
  );
  process.exit(code);
};

try {
  await waitUntilUp();
} catch (err) {
  console.error(String(err));
  await stop(2);
}

// Product ids from the API, so the pages are real ones (each first visit renders; later ones come from the page cache).
const list = await fetch(`${base}/api/v1/store/products/popular/?page=1&size=100`).then(
  (r) => r.json(),
  (err) => ({ error: String(err) }),
);
/** @type {number[]} */
const ids = (list?.result?.content ?? []).map((/** @type {{ id: number }} */ p) => p.id);
if (ids.length === 0) {
  console.error('no products in the demo catalog answer', JSON.stringify(list).slice(0, 200));
  await stop(2);
}
const urls = [
  ...ids.map((id) => `${base}/uz/products/${id}`),
  ...ids.map((id) => `${base}/ru/products/${id}`),
  `${base}/api/v1/store/products/popular/?page=1&size=20`,
  `${base}/api/v1/store/products/discount/?page=2&size=20`,
];

/** @type {{ sentAt: number; url: string; outcome: Awaited<ReturnType<typeof get>> }[]} */
const done = [];
let signalAt = Infinity;
let serverGone = false;
void exited.then(() => (serverGone = true));

let n = 0;
async function client() {
  while (!serverGone) {
    const url = urls[n++ % urls.length];
    const sentAt = Date.now();
    const outcome = await get(url);
    done.push({ sentAt, url, outcome });
    // After the signal the server refuses new connections: no need to hammer it.
    if (sentAt > signalAt && 'error' in outcome) await new Promise((r) => setTimeout(r, 50));
  }
}
const clients = Array.from({ length: CLIENTS }, client);

await new Promise((r) => setTimeout(r, SIGNAL_AFTER_MS));
const inFlightAtSignal = n - done.length;
signalAt = Date.now();
server.kill('SIGTERM');
const exit = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), GRACE_MS + 20_000))]);
await Promise.all(clients.map((c) => Promise.race([c, new Promise((r) => setTimeout(r, 2_000))])));

const before = done.filter((d) => d.sentAt < signalAt);
const after = done.filter((d) => d.sentAt >= signalAt);
const lost = before.filter((d) => !('status' in d.outcome) || d.outcome.status !== 200);
const finishedAfterSignal = before.filter((d) => d.sentAt + d.outcome.ms >= signalAt);
const retried = done.filter((d) => d.outcome.retried);
const ms = before.map((d) => d.outcome.ms).sort((a, b) => a - b);
const pct = (/** @type {number} */ p) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))] ?? 0;

console.log(`\nshutdown under load: ${CLIENTS} clients, grace ${GRACE_MS} ms, signal after ${SIGNAL_AFTER_MS} ms`);
console.log(`  requests sent before SIGTERM   ${before.length} (${inFlightAtSignal} in flight at the signal, ${finishedAfterSignal.length} finished after it)`);
console.log(`  ... answered 200               ${before.length - lost.length}`);
console.log(`  ... lost                       ${lost.length}`);
console.log(`  latency before/at the signal   p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`);
console.log(`  sent again on a reset socket   ${retried.length}`);
console.log(
  `  sent after SIGTERM             ${after.length} (${after.filter((d) => 'status' in d.outcome).length} answered, ${after.filter((d) => 'error' in d.outcome).length} refused)`,
);
if (exit)
  console.log(`  server exit                    code ${exit.code}${exit.signal ? ` signal ${exit.signal}` : ''}, ${exit.at - signalAt} ms after SIGTERM`);
else console.log(`  server exit                    none within ${GRACE_MS + 20_000} ms`);
for (const d of lost.slice(0, 10)) console.log(`  lost: ${d.url} ${JSON.stringify(d.outcome)}`);
console.log('  server log (last lines):');

const failed = lost.length > 0 || !exit || exit.code !== 0;
await stop(failed ? 1 : 0);
