import 'server-only';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { countRequest } from '@/lib/observe/metrics.mjs';
import { currentRequest, logRequest, requestIdFrom, runWithRequest, type RequestContext } from '../log';
import type { AppEnv } from './router';

/**
 * The API's part of a request's log line and metrics (ADR 0026), first of the app's middleware.
 *
 * - Under the production start script (scripts/start.mjs), the HTTP request is already open: the
 *   script gave it its request id, and writes its access line and counts it when it closes. The
 *   API only says what the script cannot know: the route pattern that answered (never the raw
 *   path: `/auth/update/password/{token}/` carries a reset token) and the user, once known.
 * - Without the script (the tests' `app.request`, `next dev`, a bare `next start`), the API does
 *   it all itself: the request id from X-Request-Id when well-formed, else a new one; the access
 *   line; the metrics.
 * - Called in-process by a page being rendered (lib/api/server.ts: `http://savat.internal/…`), it
 *   runs under the page's request id when there is one and writes a debug line only: the page's
 *   request is the one counted (the build's prerendering is quiet too).
 *
 * Every answer carries the request id back in X-Request-Id.
 */
export const observeRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  const outer = currentRequest();
  if (outer?.edge && !outer.api && outer.path.startsWith('/api/')) {
    outer.api = true;
    await next();
    outer.route = routeOf(c);
    c.res.headers.set('X-Request-Id', outer.id);
    return;
  }
  const inProcess = outer !== undefined || c.req.url.startsWith(IN_PROCESS);
  const started = performance.now();
  const request: RequestContext = {
    id: outer?.id ?? requestIdFrom(c.req.header('x-request-id')),
    method: c.req.method,
    path: c.req.path,
    edge: false,
    api: true,
  };
  await runWithRequest(request, next);
  c.res.headers.set('X-Request-Id', request.id);
  const seconds = (performance.now() - started) / 1000;
  const line = { id: request.id, method: request.method, route: routeOf(c), status: c.res.status, ms: Math.round(seconds * 1000), userId: request.userId };
  if (inProcess) {
    logRequest(line, 'debug');
    return;
  }
  countRequest({ method: line.method, route: line.route, status: line.status, seconds });
  logRequest(line);
};

/** The address the storefront's server side calls the API in-process at (lib/api/server.ts). */
const IN_PROCESS = 'http://savat.internal/';

/** The pattern of the route that answered (`/api/v1/store/products/:id`), `/api/v1/*` when none did. */
function routeOf(c: Context): string {
  return routePath(c) || '/api/v1/*';
}

/** Records the signed-in user on the request being served, for its log lines (server/http/auth.ts). */
export function noteUser(userId: number) {
  const request = currentRequest();
  if (request) request.userId = userId;
}
