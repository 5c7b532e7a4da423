// @ts-check
/**
 * `npm start`: the production server, `next start` with a shutdown that loses no request (see
 * ADR 0023). Next's documented custom-server API (`next({ dev: false })` + `http.createServer`)
 * serves exactly what `next start` serves; this file only owns the HTTP server around it, because
 * `next start`'s own SIGTERM handler waits for every connection (idle keep-alive ones included) with
 * no time limit and then calls `process.exit(0)` without waiting for the app to close its database.
 *
 * On SIGTERM (or SIGINT):
 * 1. stop accepting connections; close the idle keep-alive ones (once nothing waits on them), and
 *    each busy one once its response is done (`Connection: close`), so that a proxy opens new
 *    ones to other instances;
 * 2. let the requests in flight finish, for up to SHUTDOWN_GRACE_MS (default 10 s); past that,
 *    cut what is left;
 * 3. the app's own shutdown (server/bootstrap.ts): stop the jobs, write the tallies, close the pools;
 * 4. exit 0 (1 when a step of 3 failed).
 *
 * Plain JavaScript, like next.config.mjs: nothing here may load TypeScript at start (ADR 0009).
 * Options as `next start`'s: -p/--port (or PORT, default 3000), -H/--hostname.
 */
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, parseArgs, stripVTControlCharacters } from 'node:util';
import { logger, logRequest, requestIdFrom, runWithRequest } from '../lib/observe/log.mjs';
import { countRequest, metricsAnswer } from '../lib/observe/metrics.mjs';
import { pageRoutes } from '../lib/observe/page-routes.mjs';
import { configLine, productionRefusals } from '../server/production-rules.mjs';

/**
 * Longer than the proxy's keep-alive to us (nginx's upstream `keepalive_timeout`, 60 s), so that
 * the proxy, not this server, closes an idle connection: otherwise it may send a request on a
 * connection this server is closing at that very moment. Headers must arrive in less time still
 * than Node waits for them, so headersTimeout is longer again.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const HEADERS_TIMEOUT_MS = 66_000;

/** How long the app's own shutdown (jobs, tallies, database) may take once the requests are done. */
const APP_SHUTDOWN_MS = 10_000;

/** The server's log (lib/observe/log.mjs, ADR 0026): JSON lines, pretty under LOG_FORMAT=pretty. */
const log = logger('server');

/**
 * A configuration the server refuses, said to the person starting it in plain lines on stderr (one
 * per variable, as server/env.ts writes them), not as a log line: the server never ran.
 * @param {string} lines
 */
function refuse(lines) {
  process.stderr.write(`${lines}\n`);
}

/** @param {string} name @param {number} fallback */
function msSetting(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) {
    refuse(`Invalid server configuration: ${name}: a whole number of milliseconds, not "${value}"`);
    process.exit(1);
  }
  return Number(value);
}

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  allowPositionals: false,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;
const graceMs = msSetting('SHUTDOWN_GRACE_MS', 10_000);
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// As `next start` does (next/dist/bin/next): production, whatever the environment says.
Object.assign(process.env, { NODE_ENV: 'production' });
process.title = 'savat-server';

// A production server fails closed (server/production-rules.mjs): a refused configuration ends the
// process here, before Next loads and long before it listens, with one line per variable. Next's
// custom server runs the instrumentation (server/env.ts's full check) only after it listens.
const refusals = productionRefusals(process.env);
if (refusals.length > 0) {
  refuse(refusals.map(({ variable, message }) => configLine(variable, message)).join('\n'));
  process.exit(1);
}

/** What the app hands over to run once the requests are done (server/bootstrap.ts `stopOnSignals`). */
/** @type {(() => Promise<boolean>)[]} */
const appShutdown = [];
/** What the app ends as soon as a signal comes: the requests that never finish by themselves (the boards' event streams). @type {(() => void)[]} */
const appDrain = [];
/** @type {any} */ (globalThis)[Symbol.for('savat.lifecycle')] = {
  /** @param {() => Promise<boolean>} run */
  onShutdown: (run) => appShutdown.push(run),
  /** @param {() => void} run */
  onDrain: (run) => appDrain.push(run),
  /** Set once a signal asked the server to stop: /api/v1/health/ready answers 503 from then on (ADR 0026). */
  draining: false,
};

const { default: next } = await import('next');
const app = next({ dev: false, dir, hostname: hostname ?? 'localhost', port });
// Next 16 prints its start-up notes ("✓ Running next.config.mjs took 23ms") on the console as
// plain text; while it starts they go through the server's log, so that every line stays JSON.
const nextConsole = console.log;
console.log = (...args) => log.info({ next: stripVTControlCharacters(format(...args)).trim() }, 'Next says');
try {
  await app.prepare();
} finally {
  console.log = nextConsole;
}
const handle = app.getRequestHandler();

/** The page routes of this build, for the label of a request the API did not serve (ADR 0026). */
const routeOf = pageRoutes({ distDir: path.join(dir, '.next'), publicDir: path.join(dir, 'public') });

let stopping = false;
/** Responses not yet finished. @type {Set<http.ServerResponse>} */
const inFlight = new Set();
/**
 * Every open connection: requests running on it, and the bytes read from it at the last sweep.
 * @type {Map<import('node:net').Socket, { active: number; bytesSeen: number }>}
 */
const connections = new Map();

const server = http.createServer((req, res) => {
  const connection = connections.get(req.socket);
  if (connection) connection.active++;
  inFlight.add(res);
  res.once('close', () => {
    inFlight.delete(res);
    if (connection) connection.active--;
  });
  if (stopping) res.setHeader('Connection', 'close');
  if (req.url === '/metrics' || req.url?.startsWith('/metrics?')) return void serveMetrics(req, res);
  observe(req, res, () => handle(req, res));
});
server.on('connection', (socket) => {
  connections.set(socket, { active: 0, bytesSeen: -1 });
  socket.once('close', () => connections.delete(socket));
});

/**
 * Closes the connections with no request running that received nothing since the last sweep.
 * Not Node's closeIdleConnections(): to Node a connection is idle until it has parsed a request,
 * so under load it cuts connections whose request is already waiting in the socket's buffer
 * (measured: 29 of 64 requests lost). Between two sweeps the event loop has read what was waiting,
 * so a connection still silent at the second sweep has nothing to answer.
 */
function closeQuietConnections() {
  for (const [socket, connection] of connections) {
    if (connection.active > 0) continue;
    if (connection.bytesSeen === socket.bytesRead) socket.destroy();
    else connection.bytesSeen = socket.bytesRead;
  }
}
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
server.headersTimeout = HEADERS_TIMEOUT_MS;

server.once('error', (err) => {
  log.error({ err }, 'the server could not listen');
  process.exit(1);
});
server.listen(port, hostname, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  const shown = !hostname || hostname === '0.0.0.0' ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname;
  // As `next start` does: the origin Next's server actions compare with.
  process.env.PORT = String(actual);
  process.env.__NEXT_PRIVATE_ORIGIN = `http://${shown}:${actual}`;
  log.info(`▲ Savat ready on http://${shown}:${actual} (pid ${process.pid})`);
});

/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  /** @type {any} */ (globalThis)[Symbol.for('savat.lifecycle')].draining = true;
  const started = Date.now();
  log.info(`shutdown on ${signal}: ${inFlight.size} request(s) in flight, up to ${graceMs} ms for them`);
  for (const run of appDrain) {
    try {
      run();
    } catch (err) {
      log.error({ err }, 'shutdown: ending the long requests failed');
    }
  }
  // The responses still to start their headers close their connection when done.
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  // net.Server's close, not http.Server's: it stops accepting without Node's closeIdleConnections
  // (see closeQuietConnections); it calls back once every connection has ended.
  const closed = new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve(true)));
  closeQuietConnections();
  const sweep = setInterval(closeQuietConnections, 50);
  const drained = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve(false), graceMs).unref())]);
  clearInterval(sweep);
  if (!drained) {
    log.error(`shutdown: ${inFlight.size} request(s) still running after ${graceMs} ms: cut`);
    for (const socket of connections.keys()) socket.destroy();
  }
  let ok = true;
  try {
    await app.close();
    const done = Promise.all(appShutdown.map((run) => run()));
    const outcome = await Promise.race([done, new Promise((resolve) => setTimeout(() => resolve('timeout'), APP_SHUTDOWN_MS).unref())]);
    if (outcome === 'timeout') {
      log.error(`shutdown: the app did not close within ${APP_SHUTDOWN_MS} ms`);
      ok = false;
    } else if (Array.isArray(outcome)) ok = outcome.every(Boolean);
  } catch (err) {
    log.error({ err }, 'shutdown failed');
    ok = false;
  }
  log.info(`shutdown done in ${Date.now() - started} ms`);
  process.exit(ok ? 0 : 1);
}

/**
 * Logs and counts each request (ADR 0026): its request id (nginx's X-Request-Id when well-formed,
 * else a new one) goes to the app in the same header and back on the answer, and every line logged
 * while it runs carries it. Its access line and its metrics are written when it closes: the API's
 * route pattern and user when the API served it (server/http/observe.ts fills them in), else the
 * page's route; never a query string.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {() => Promise<void>} run
 */
function observe(req, res, run) {
  const started = performance.now();
  const id = requestIdFrom(req.headers['x-request-id']);
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  const method = req.method ?? 'GET';
  const pathname = pathOf(req.url ?? '/');
  /** @type {import('../lib/observe/log.mjs').RequestContext} */
  const request = { id, method, path: pathname, edge: true };
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000;
    // A client that went away before its answer was sent: 499, as nginx says it.
    const status = res.writableFinished ? res.statusCode : 499;
    const route = request.route ?? routeOf(pathname);
    countRequest({ method, route, status, seconds });
    logRequest({ id, method, route, path: request.api ? undefined : pathname.slice(0, 200), status, ms: Math.round(seconds * 1000), userId: request.userId });
  });
  runWithRequest(request, run).catch((err) => {
    log.error({ err, reqId: id, route: request.route ?? routeOf(pathname) }, 'request failed');
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
}

/** A request target's path: no query, no fragment. @param {string} url */
function pathOf(url) {
  if (url.startsWith('/')) return url.split(/[?#]/, 1)[0] || '/';
  try {
    return new URL(url).pathname;
  } catch {
    return 'other';
  }
}

/**
 * `GET /metrics` (ADR 0026): to this machine, or with `Authorization: Bearer $METRICS_TOKEN`;
 * neither logged nor counted (Prometheus asks every few seconds).
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
async function serveMetrics(req, res) {
  try {
    const answer =
      req.method === 'GET' || req.method === 'HEAD'
        ? await metricsAnswer({ remoteAddress: req.socket.remoteAddress, authorization: req.headers.authorization })
        : { status: 405, headers: { Allow: 'GET, HEAD' }, body: '' };
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  } catch (err) {
    log.error({ err }, 'metrics failed');
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  }
}

process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
