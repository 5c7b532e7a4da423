// @ts-check
/**
 * `npm run test:log-journey` (ADR 0026): the log of a real production server (`scripts/start.mjs`
 * on a fresh embedded database with the demo catalog) through a shopper's whole journey over HTTP:
 * sign-up with the code from the outbox, login, refresh, logout, password reset, an order, pages.
 * Checks that every line is JSON with a request id, that pages and API calls have their access
 * lines with route patterns, that X-Request-Id goes back on pages and API answers, that /metrics
 * answers this machine; and that no code, token or password of the journey is anywhere in the
 * output. Needs a production build (`npm run build`); builds nothing. Exits 1 on a failure.
 * LOG_JOURNEY_SHOW=1 prints the server's log.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LOG_JOURNEY_PORT ?? 3191);
const DATA_DIR = '.data-log-journey';
const base = `http://127.0.0.1:${PORT}`;

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(2);
}
fs.rmSync(path.join(root, DATA_DIR), { recursive: true, force: true });

const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '-p', String(PORT), '-H', '127.0.0.1'], {
  cwd: root,
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? '/tmp',
    DATA_DIR,
    SEED_DEMO: '1',
    // The outbox over HTTP, to read the codes as a shopper's phone would: a test server's switch.
    DEV_SMS_OUTBOX: '1',
    ALLOW_DEV_SWITCHES: '1',
    LOG_LEVEL: 'debug',
    JOBS: 'off',
    NEXT_PUBLIC_SITE_URL: base,
    JWT_SECRET: 'log-journey-jwt-secret-0123456789abcdef',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));
/** @type {Promise<number | null>} */
const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));

/** @type {string[]} */
const failures = [];
const check = (/** @type {boolean} */ ok, /** @type {string} */ what) => {
  if (!ok) failures.push(what);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};

/** @type {string[]} */
const secrets = [];
const keep = (/** @type {string} */ value) => (secrets.push(value), value);

let address = 0;
/**
 * @param {string} method
 * @param {string} url
 * @param {{ body?: unknown; headers?: Record<string, string> }} [opts]
 */
async function api(method, url, opts = {}) {
  address += 1;
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.0.${address}`, ...opts.headers },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

/** The newest code sent to a phone, from the outbox (DEV_SMS_OUTBOX=1). */
async function lastCode(/** @type {string} */ phone) {
  const res = await api('GET', `/dev/sms/?phone_number=${encodeURIComponent(phone)}`);
  return /** @type {string} */ (res.body.result[0].code);
}

async function waitUntilUp() {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/v1/health/ready/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not get ready:\n${output}`);
}

async function journey() {
  const phone = `+99890${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const password = keep('Olma2024bozor');
  const reg = await api('POST', '/auth/register/', { body: { phone_number: phone, password } });
  check(reg.status === 201, 'register');
  const verified = await api('POST', '/auth/verify/', { body: { otp_key: reg.body.result.otp_key, otp_code: keep(await lastCode(phone)) } });
  check(verified.status === 200, 'verify the sign-up code');
  keep(verified.body.result.access_token);
  keep(verified.body.result.refresh_token);
  const login = await api('POST', '/auth/login/', { body: { phone_number: phone, password } });
  check(login.status === 200, 'login');
  keep(login.body.result.access_token);
  const refreshed = await api('POST', '/auth/refresh/', { body: { refresh: keep(login.body.result.refresh_token) } });
  check(refreshed.status === 200, 'refresh');
  keep(refreshed.body.result.access_token);
  check((await api('POST', '/auth/logout/', { body: { refresh: keep(refreshed.body.result.refresh_token) } })).status === 200, 'logout');

  const reset = await api('POST', '/auth/reset/password/', { body: { phone_number: phone } });
  check(reset.status === 200, 'ask for a reset code');
  const token = await api('POST', '/auth/check/reset_token/', { body: { otp_key: reset.body.result.otp_key, otp_code: keep(await lastCode(phone)) } });
  check(token.status === 200, 'reset code → reset token');
  const resetToken = keep(token.body.result);
  const newPassword = keep('Yangi2025parol');
  check((await api('POST', `/auth/update/password/${resetToken}/`, { body: { new_password: newPassword } })).status === 200, 'new password');

  const again = await api('POST', '/auth/login/', { body: { phone_number: phone, password: newPassword } });
  check(again.status === 200, 'login with the new password');
  const shopper = { Authorization: `Bearer ${keep(again.body.result.access_token)}` };
  keep(again.body.result.refresh_token);
  const list = await api('POST', '/store/products/filter/?page=1&size=12', { body: { pickup: true } });
  const product = list.body.result.content.find((/** @type {any} */ p) => p.available > 0);
  const order = await api('POST', '/store/order/', {
    headers: shopper,
    body: { type: 'T', full_name: 'Aziz Karimov', phone_number: phone, products: [{ product: product.id, quantity: 1 }], payment_type: 'cash' },
  });
  check(order.status === 201, 'order');

  // Request ids on pages and API answers: a well-formed one kept, a malformed one replaced.
  const id = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
  const page = await fetch(`${base}/uz/products/${product.id}`, { headers: { 'X-Request-Id': id } });
  check(page.status === 200 && page.headers.get('x-request-id') === id, 'a page answers its X-Request-Id');
  const apiAnswer = await api('GET', '/health/', { headers: { 'X-Request-Id': 'not well formed!' } });
  check(/^[0-9a-f]{32}$/.test(apiAnswer.headers.get('x-request-id') ?? ''), 'a malformed X-Request-Id is replaced');
  await fetch(`${base}/uz`);

  const metrics = await fetch(`${base}/metrics`);
  const text = await metrics.text();
  check(
    metrics.status === 200 && /^savat_http_requests_total\{method="GET",route="\/\[locale\]\/products\/\[id\]",status="200"\} \d+$/m.test(text),
    '/metrics counts the product page by its route',
  );
  check(
    /^savat_http_requests_total\{method="POST",route="\/api\/v1\/auth\/update\/password\/:token",status="200"\} 1$/m.test(text),
    '/metrics counts the API by its route pattern',
  );
  check(/^savat_orders_placed_total\{type="T",payment="cash"\} 1$/m.test(text), '/metrics counts the order');
  check(/^savat_sms_sent_total\{provider="outbox",result="sent"\} 2$/m.test(text), '/metrics counts the SMS');
  check(/^savat_page_cache_requests_total\{store="memory",kind="page",result="(hit|miss)"\} \d+$/m.test(text), "/metrics counts Next's page cache");
  check(/^nodejs_eventloop_lag_seconds \d/m.test(text) && /^process_resident_memory_bytes \d/m.test(text), '/metrics has the event loop and memory');
  return { pageId: id };
}

let code = 1;
try {
  await waitUntilUp();
  const { pageId } = await journey();
  server.kill('SIGTERM');
  check((await exited) === 0, 'the server stops with 0');
  const lines = output.split('\n').filter(Boolean);
  /** @type {any[]} */
  const parsed = [];
  for (const line of lines) {
    try {
      parsed.push(JSON.parse(line));
    } catch {
      parsed.push(null);
    }
  }
  const notJson = lines.filter((_, i) => parsed[i] === null);
  check(notJson.length === 0, `every line is JSON${notJson.length ? `: ${notJson.slice(0, 3).join(' | ')}` : ''}`);
  const access = parsed.filter((l) => l?.scope === 'http');
  check(
    access.some((l) => l.reqId === pageId && l.route === '/[locale]/products/[id]' && l.status === 200 && typeof l.ms === 'number'),
    'the page has its access line with its request id and route',
  );
  check(
    access.some((l) => l.route === '/api/v1/store/order' && l.status === 201 && typeof l.userId === 'number'),
    "the order's access line names the route pattern and the user",
  );
  check(
    access.some((l) => l.route === '/api/v1/auth/update/password/:token'),
    'the reset is logged by its route pattern',
  );
  check(!access.some((l) => 'path' in l && String(l.path).startsWith('/api/')), 'no API access line carries a raw path');
  check(
    parsed.some((l) => l?.msg?.includes('ALLOW_DEV_SWITCHES=1')),
    'the development switches are said at start',
  );
  const found = secrets.filter((s) => output.includes(s));
  check(
    found.length === 0,
    `none of the ${secrets.length} codes, tokens and passwords of the journey is in the log${found.length ? ` (found ${found.length})` : ''}`,
  );
  if (process.env.LOG_JOURNEY_SHOW) console.log(output);
  console.log(`${lines.length} lines logged, ${access.length} access lines`);
  code = failures.length ? 1 : 0;
} catch (error) {
  console.error(error);
  console.error(output.split('\n').slice(-40).join('\n'));
} finally {
  if (server.exitCode === null) {
    server.kill('SIGKILL');
    await exited;
  }
  fs.rmSync(path.join(root, DATA_DIR), { recursive: true, force: true });
}
process.exit(code);
