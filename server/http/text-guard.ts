import type { MiddlewareHandler } from 'hono';
import { ApiFailure } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Postgres text cannot hold U+0000: a NUL in a query or a JSON string would fail deep in a query
 * as a 500. No shopper types one, so it is refused at the door as a 400, for every route at once.
 * Multipart bodies (support files) are bytes and are not checked here.
 */
export const refuseNul: MiddlewareHandler = async (c, next) => {
  if (/%00/i.test(c.req.url)) throw new ApiFailure('validation_error');
  if (WRITES.has(c.req.method) && (c.req.header('content-type') ?? '').includes('json')) {
    const text = await c.req.text();
    if (text.includes('\u0000') || /\\u0000/i.test(text)) throw new ApiFailure('validation_error');
  }
  await next();
};
