import 'server-only';

/**
 * Whether an error means the database could not be reached, rather than that the request was
 * wrong or the code is: the API answers those 503 `service_unavailable` with Retry-After (so that
 * a restart of the PostgreSQL primary fails the requests in flight cleanly, and the pool connects
 * again by itself on the next request). drizzle wraps the driver's error in `cause`.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, or in recovery
  '53300', // too_many_connections
]);

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Connection ended unexpectedly/,
];

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
