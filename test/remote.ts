/**
 * The attack suite's remote mode (`npm run test:attack:cluster`, README): with ATTACK_BASE_URL set,
 * every API request the tests make goes over HTTP to that address (a cluster's nginx) instead of
 * the in-process `app.request`; with ATTACK_DATABASE_URL set, what the tests do in the database
 * (read the SMS outbox, set stock, snapshot every row) goes to that cluster's database.
 */

/** The cluster's address (no trailing slash), or undefined: in-process, as always. */
export const ATTACK_BASE_URL = process.env.ATTACK_BASE_URL?.replace(/\/+$/, '') || undefined;
/** The cluster's database, or undefined: a fresh database per file, as always. */
export const ATTACK_DATABASE_URL = process.env.ATTACK_DATABASE_URL || undefined;

export const remoteMode = () => ATTACK_BASE_URL !== undefined;

/**
 * `app.request(path, init)` over HTTP: `path` is the API path the tests use (`/api/v1/...`). Like
 * Hono's in-process request it follows no redirect, so a test sees the answer the API gave.
 */
export function remoteRequest(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  if (!ATTACK_BASE_URL) throw new Error('remoteRequest needs ATTACK_BASE_URL');
  if (typeof input !== 'string') throw new Error('remoteRequest takes a path such as /api/v1/health/');
  const url = /^https?:\/\//.test(input) ? input : `${ATTACK_BASE_URL}${input.startsWith('/') ? '' : '/'}${input}`;
  return fetch(url, { ...init, redirect: 'manual' });
}
