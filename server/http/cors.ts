import 'server-only';
import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';
import { env, parseOrigins } from '../env';

/**
 * CORS for the pages of other origins that call the API from a browser (ADR 0019): a partner's
 * site, a Telegram Mini App, the contract's original web client. Only the origins listed in
 * CORS_ORIGINS get `Access-Control-Allow-Origin` (`*` outside production only, see server/env.ts).
 * Clients authenticate with a bearer token, never a cookie, so there is no credentials mode.
 */

const CORS_ALLOW_HEADERS = ['Authorization', 'Accept-Language', 'Content-Type', 'Idempotency-Key'];
const CORS_ALLOW_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** How long a browser may reuse a preflight's answer (seconds; Chromium caps it at 2 hours). */
const CORS_MAX_AGE = 7200;

let middleware: { source: string; handler: MiddlewareHandler } | undefined;

/** Built from the configuration once (and again if a test changes it). */
export const corsMiddleware: MiddlewareHandler = (c, next) => {
  const source = env().CORS_ORIGINS;
  if (middleware?.source !== source) {
    const origins = parseOrigins(source);
    const any = origins.includes('*');
    middleware = {
      source,
      handler: cors({
        // A function, not '*': with it Hono adds `Vary: Origin`, and an unlisted origin gets no header.
        origin: (origin) => (origin && (any || origins.includes(origin)) ? origin : null),
        allowMethods: CORS_ALLOW_METHODS,
        allowHeaders: CORS_ALLOW_HEADERS,
        // A report's or a price list's file name (the console's downloads read it: lib/api/console-reports.ts).
        exposeHeaders: ['Retry-After', 'Content-Disposition'],
        maxAge: CORS_MAX_AGE,
        credentials: false,
      }),
    };
  }
  return middleware.handler(c, next);
};
