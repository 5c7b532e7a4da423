// @ts-check
/**
 * The server's one logger (ADR 0026): structured JSON lines (pino), one per event, each with the
 * request id of the request it happened in; pretty in development. Plain JavaScript because the
 * production start script (scripts/start.mjs) loads it before Next, and nothing there may load
 * TypeScript (ADR 0009); the server's TypeScript imports it through server/log.ts.
 *
 * One instance per process, on globalThis: Next bundles the route handlers and the instrumentation
 * apart, each with its own copy of this module, and the start script loads it unbundled. The same
 * holds for the request context (an AsyncLocalStorage): the start script opens it for every HTTP
 * request, and the API, the services and the jobs read it through the logger's mixin.
 *
 * Nothing secret is ever written (DESIGN.md): every line passes through `scrub` before it is
 * serialised, whatever its shape or depth (see SECRET_KEY and scrubText for what is removed).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino from 'pino';

/** LOG_LEVEL's values (server/env.ts checks them), quietest first. */
const LOG_LEVELS = /** @type {const} */ (['silent', 'error', 'warn', 'info', 'debug']);

/** What replaces a secret. */
export const REDACTED = '[Redacted]';

/**
 * Keys whose values are never logged, at any depth, whatever their case, `-` or `_`: headers
 * (Authorization, Cookie and Set-Cookie, which carry the refresh and device cookies), passwords,
 * every kind of token (access, refresh, reset, device, Eskiz's), one-time codes, secrets and keys
 * (`*_KEY`: the providers' keys; an `otp_key` too, which goes with a code), and an SMS's text (it
 * carries the code).
 */
const SECRET_KEY =
  /password|passwd|secret|token|authorization|cookie|^refresh$|^otp$|^otp[-_]?code$|^code[-_]?hash$|(^|[-_])key$|api[-_]?key|^jwt$|^sms[-_]?text$/i;

/**
 * Secrets inside free text (messages, errors, stacks): a JWT, a Bearer or Basic credential, the
 * site's cookies, the reset token of `/auth/update/password/{token}/`, a secret in a query string,
 * and the parameters drizzle puts into a failed query's message (an SMS's text and code, hashes).
 */
const TEXT_RULES = /** @type {[RegExp, string][]} */ ([
  [/eyJ[\w-]*\.[\w-]*\.[\w-]*/g, REDACTED],
  [/\b(Bearer|Basic)\s+[\w\-.~+/=:]+/gi, `$1 ${REDACTED}`],
  [/\b(savat_[a-z_]+)=[^;,\s]*/gi, `$1=${REDACTED}`],
  // (the route's pattern, `…/:token` or `…/{token}`, is no token)
  [/(\/update\/password\/)(?![:{])[^/?#\s"']+/gi, `$1${REDACTED}`],
  [/([?&][\w-]*(?:token|password|secret|otp_code|code)[\w-]*=)[^&#\s"']*/gi, `$1${REDACTED}`],
  [/\nparams: [\s\S]*?(?=\n\s+at |$)/g, `\nparams: ${REDACTED}`],
]);

/** What any of TEXT_RULES needs in a string: most strings of a line (a route, an id) have none. */
const MAY_HOLD_SECRET = /eyJ|bearer|basic|savat_|\/password\/|[?&]|params:/i;

/** Secrets taken out of a string (see TEXT_RULES). */
export function scrubText(text) {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  let out = text;
  for (const [rule, by] of TEXT_RULES) out = out.replace(rule, by);
  return out;
}

/** SECRET_KEY's answer per key: a line's keys are few and the same again and again. */
const secretKeys = new Map();
/** @param {string} key */
function isSecretKey(key) {
  let secret = secretKeys.get(key);
  if (secret === undefined) {
    secret = SECRET_KEY.test(key);
    if (secretKeys.size < 2_000) secretKeys.set(key, secret);
  }
  return secret;
}

/** How much of an object a line may carry: deeper or wider is cut (a pool, a socket, a cycle). */
const MAX_DEPTH = 8;
const MAX_KEYS = 400;

/**
 * A copy of `value` fit to log: secret keys redacted, strings scrubbed, errors as plain objects
 * (name, message, code, stack, their own fields and cause; a failed query's parameters dropped),
 * Headers and Maps as objects, buffers as their length.
 * @param {unknown} value
 * @returns {unknown}
 */
export function scrub(value) {
  const budget = { keys: MAX_KEYS };
  return scrubValue(value, 0, budget);
}

/** @param {unknown} value @param {number} depth @param {{ keys: number }} budget @returns {unknown} */
function scrubValue(value, depth, budget) {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (depth >= MAX_DEPTH || budget.keys <= 0) return '[…]';
  if (value instanceof Date) return value;
  if (value instanceof Error) return scrubError(value, depth, budget);
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.byteLength} bytes]`;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrubValue(v, depth + 1, budget));
  if (typeof Headers !== 'undefined' && value instanceof Headers) return scrubEntries([...value.entries()], depth, budget);
  if (value instanceof Map)
    return scrubEntries(
      [...value.entries()].map(([k, v]) => [String(k), v]),
      depth,
      budget,
    );
  return scrubEntries(Object.entries(value), depth, budget);
}

/** @param {[string, unknown][]} entries @param {number} depth @param {{ keys: number }} budget */
function scrubEntries(entries, depth, budget) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, v] of entries) {
    if (--budget.keys < 0) {
      out['…'] = '[…]';
      break;
    }
    out[key] = isSecretKey(key) ? REDACTED : scrubValue(v, depth + 1, budget);
  }
  return out;
}

/** Fields of an error never logged: a failed query's values (drizzle's `params`). */
const ERROR_DROPPED = new Set(['params', 'message', 'stack', 'name', 'cause']);

/** @param {Error} error @param {number} depth @param {{ keys: number }} budget */
function scrubError(error, depth, budget) {
  /** @type {Record<string, unknown>} */
  const out = { type: error.name || error.constructor?.name || 'Error', message: scrubText(String(error.message)) };
  for (const [key, v] of Object.entries(error)) {
    if (ERROR_DROPPED.has(key) || v === undefined) continue;
    if (--budget.keys < 0) break;
    out[key] = isSecretKey(key) ? REDACTED : scrubValue(v, depth + 1, budget);
  }
  if (error.stack) out.stack = scrubText(error.stack);
  if (error.cause !== undefined) out.cause = scrubValue(error.cause, depth + 1, budget);
  return out;
}

/**
 * The request a line belongs to: opened by the start script for every HTTP request, or by the
 * API's own middleware when it runs without the start script (tests, `next dev`, a bare
 * `next start`) or is called in-process by a page being rendered.
 * @typedef {{ id: string; method: string; path: string; edge: boolean; api?: boolean; route?: string; userId?: number }} RequestContext
 */

/**
 * @typedef {{
 *   requests: AsyncLocalStorage<RequestContext>;
 *   root?: import('pino').Logger;
 *   scopes: Map<string, import('pino').Logger>;
 * }} LogState
 */

const STATE = Symbol.for('savat.log');

/** @returns {LogState} */
function state() {
  const g = /** @type {any} */ (globalThis);
  return (g[STATE] ??= { requests: new AsyncLocalStorage(), scopes: new Map() });
}

/** LOG_LEVEL as pino's level; an unknown value is `info` (server/env.ts refuses it at start). */
function levelFrom(value = process.env.LOG_LEVEL) {
  return LOG_LEVELS.includes(/** @type {any} */ (value)) ? /** @type {string} */ (value) : 'info';
}

/**
 * Pretty lines for a person (pino-pretty, a development dependency, in a worker thread) when
 * LOG_FORMAT=pretty, or by default under `next dev`; JSON lines otherwise. Without pino-pretty
 * installed (a production install), JSON.
 */
function prettyStream() {
  const format = process.env.LOG_FORMAT ?? (process.env.NODE_ENV === 'development' ? 'pretty' : 'json');
  if (format !== 'pretty') return undefined;
  try {
    // Colours when a person watches the terminal (the worker cannot see it is one).
    return pino.transport({
      target: 'pino-pretty',
      options: { colorize: Boolean(process.stdout.isTTY), translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
    });
  } catch {
    return undefined;
  }
}

/**
 * The process's root logger.
 * @param {{ level?: string; stream?: import('pino').DestinationStream }} [options]
 */
function createRoot(options = {}) {
  const requests = state().requests;
  /** @type {import('pino').LoggerOptions} */
  const settings = {
    level: options.level ?? levelFrom(),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      // Every line, before it is serialised: see scrub.
      log: (object) => /** @type {Record<string, unknown>} */ (scrub(object)),
    },
    // The message too (an error's message becomes the line's message when none is given).
    serializers: { msg: (message) => (typeof message === 'string' ? scrubText(message) : message), err: (error) => error },
    // The request's id (and its user, once the API knows it) on every line written during it.
    mixin() {
      const request = requests.getStore();
      if (!request) return {};
      return request.userId ? { reqId: request.id, userId: request.userId } : { reqId: request.id };
    },
  };
  // A silent logger (the tests) writes nothing, so it needs no flush at exit: pino's default
  // destination registers one on the process, and jest loads this file afresh for each test file,
  // so each file left one more exit listener (and what it holds) in the worker.
  const quiet = settings.level === 'silent' ? pino.destination({ dest: 1, sync: true }) : undefined;
  const stream = options.stream ?? prettyStream() ?? quiet;
  return stream ? pino(settings, stream) : pino(settings);
}

/** The root logger, or the child of one part of the server (`scope`: jobs, db, http, …). */
function current(scope = '') {
  const s = state();
  s.root ??= createRoot();
  if (!scope) return s.root;
  let child = s.scopes.get(scope);
  if (!child) s.scopes.set(scope, (child = s.root.child({ scope })));
  return child;
}

/**
 * A part of the server's logger: `logger('jobs').error({ err }, 'payment-timeout failed')`. The
 * process's logger is made on the first line written, so the settings of the environment apply.
 * @param {string} [scope]
 */
export function logger(scope) {
  return {
    /** @type {import('pino').LogFn} */
    error: (...args) => current(scope).error(.../** @type {[any]} */ (args)),
    /** @type {import('pino').LogFn} */
    warn: (...args) => current(scope).warn(.../** @type {[any]} */ (args)),
    /** @type {import('pino').LogFn} */
    info: (...args) => current(scope).info(.../** @type {[any]} */ (args)),
    /** @type {import('pino').LogFn} */
    debug: (...args) => current(scope).debug(.../** @type {[any]} */ (args)),
    /** @param {string} level */
    enabled: (level) => current(scope).isLevelEnabled(level),
  };
}

/**
 * Sends every line to `stream` from now on, at `level` (tests capture the log of a journey with
 * it); without arguments, back to the environment's settings.
 * @param {import('pino').DestinationStream} [stream]
 * @param {string} [level]
 */
export function setLogDestination(stream, level) {
  const s = state();
  s.scopes.clear();
  s.root = stream ? createRoot({ stream, level: level ?? 'info' }) : undefined;
}

/** A request id from outside (nginx's `$request_id`: 32 hex digits) is kept when it looks like one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** A new request id, in the form nginx makes them (32 hex digits). */
export const newRequestId = () => randomUUID().replaceAll('-', '');

/**
 * The request id to use for an X-Request-Id header: the header's when well-formed (8 to 128
 * letters, digits, `.`, `_`, `:` or `-`), a new one when it is missing or malformed.
 * @param {string | string[] | null | undefined} header
 */
export function requestIdFrom(header) {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : newRequestId();
}

/**
 * Runs `fn` as part of `request`: every line logged during it carries the request's id.
 * @template T
 * @param {RequestContext} request
 * @param {() => T} fn
 * @returns {T}
 */
export function runWithRequest(request, fn) {
  return state().requests.run(request, fn);
}

/** The request being served, if any. @returns {RequestContext | undefined} */
export function currentRequest() {
  return state().requests.getStore();
}

/**
 * The access line of one request: method, route (the API's route pattern, a page's route, never
 * a raw API path nor a query string), status, duration, the user when known, the request id.
 * @param {{ id: string; method: string; route: string; path?: string; status: number; ms: number; userId?: number }} request
 * @param {'info' | 'debug'} [level]
 */
export function logRequest(request, level = 'info') {
  const log = current('http');
  if (!log.isLevelEnabled(level)) return;
  const { id, method, route, path, status, ms, userId } = request;
  log[level]({ reqId: id, method, route, ...(path ? { path } : {}), status, ms, ...(userId ? { userId } : {}) }, `${method} ${route} ${status} ${ms} ms`);
}
