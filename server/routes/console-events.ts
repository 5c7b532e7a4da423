import { createRoute, z } from '@hono/zod-openapi';
import { ConsoleNewCountSchema } from '@/lib/contract/console-orders';
import { onDraining } from '../bootstrap';
import type { Db } from '../db/client';
import { bearer } from '../http/auth';
import { staffOf } from '../http/console-auth';
import { ApiFailure } from '../http/errors';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { errorResponses, failure, json, unauthorizedResponse } from '../openapi/responses';
import { newCount } from '../services/order-seen';
import { boardConnections, closeBoards, connectBoard } from '../services/order-stream';
import { isDraining } from '../services/readiness';
import { rolesOf, scopeOf, type StaffScope } from '../services/roles';
import { verifyAccessToken } from '../services/tokens';
import { forbiddenResponse, staffAuth } from './console';

/**
 * The orders board's live channel and its counter (ADR 0028). Registered before
 * `/console/orders/{id}`, which would take `events` and `new-count` for an id.
 */
export const consoleEventRoutes = createRouter();

const tags = ['console'];
const guarded = { ...unauthorizedResponse, ...forbiddenResponse, ...errorResponses };

/** A comment line this often keeps proxies and the browser from closing a quiet stream, and checks the caller again. */
export const HEARTBEAT_MS = 20_000;
/** How long the browser should wait before it reconnects (the `retry:` field). */
const RETRY_MS = 3_000;

consoleEventRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/orders/new-count',
    tags,
    summary: "How many of the caller's order parts are new (not yet opened by their store's staff nor moved), and the newest of their orders",
    ...staffAuth,
    responses: { 200: json(ConsoleNewCountSchema, 'The count'), ...guarded },
  }),
  async (c) => ok(c, await newCount(c.var.db, staffOf(c)), 200),
);

consoleEventRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/orders/events',
    tags,
    summary: "Server-sent events: something happened to an order of the caller's stores (an operator: any store's)",
    description: [
      'A `text/event-stream` that stays open. It starts with `retry: 3000`; each event is `event: order` with `data:` a ConsoleOrderEvent as JSON',
      '(`{"kind":"placed","order_id":12,"store_ids":[3]}`); a comment line (`: heartbeat`) comes every 20 s. The event carries no order data:',
      'the board asks for its lists again. The stream ends when the access token expires or the session or the role ends (at the next',
      'heartbeat), and when the instance stops (503 `service_unavailable` to a new stream then): reconnect, refreshing the token on a 401.',
      'Nothing is replayed: ask for the lists again on every (re)connection.',
    ].join(' '),
    ...staffAuth,
    responses: {
      200: {
        description: 'The stream',
        content: {
          'text/event-stream': {
            schema: z.string().openapi({ example: 'retry: 3000\n: connected\n\nevent: order\ndata: {"kind":"placed","order_id":12,"store_ids":[3]}\n\n' }),
          },
        },
      },
      503: failure('`service_unavailable`: the instance is stopping; connect again'),
      ...guarded,
    },
  }),
  (c) => {
    if (isDraining()) throw new ApiFailure('service_unavailable', { headers: { 'Retry-After': '2' } });
    const stream = boardStream(c.var.db, staffOf(c), bearer(c) ?? '', c.req.raw.signal);
    return c.body(stream, 200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: neither Next's compression nor a proxy may hold events back to compress them.
      'Cache-Control': 'no-cache, no-transform',
      // nginx passes it on as it comes (deploy/nginx.ts turns buffering off for this path too).
      'X-Accel-Buffering': 'no',
    });
  },
);

const g = globalThis as unknown as { __savatBoardsDrain?: boolean };

/**
 * One board's stream: registered with the hub (order-stream.ts) until the client goes, the process
 * stops, or the caller is no longer allowed (checked again with every heartbeat: the token's expiry,
 * the session, the roles).
 */
function boardStream(db: Db, scope: StaffScope, token: string, signal: AbortSignal): ReadableStream<Uint8Array> {
  if (!g.__savatBoardsDrain) {
    g.__savatBoardsDrain = true;
    onDraining('boards', () => void closeBoards());
  }
  const encoder = new TextEncoder();
  let current = scope;
  let end = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const check = async () => {
        let still: StaffScope | null = current;
        try {
          const caller = await verifyAccessToken(db, token);
          still = caller?.session.secondFactor ? scopeOf(caller.userId, await rolesOf(db, caller.userId)) : null;
        } catch {
          // The database away for a moment: keep the stream; the next heartbeat checks again.
        }
        if (!still || (!still.operator && still.storeIds.length === 0)) return end();
        current = still;
        write(': heartbeat\n\n');
      };
      const beat = setInterval(() => void check(), HEARTBEAT_MS);
      const disconnect = connectBoard({
        scope: () => current,
        send: (event) => write(`event: order\ndata: ${JSON.stringify(event)}\n\n`),
        close: () => end(),
      });
      end = () => {
        if (closed) return;
        closed = true;
        clearInterval(beat);
        disconnect();
        signal.removeEventListener('abort', end);
        try {
          controller.close();
        } catch {
          // Already cancelled by the client.
        }
      };
      signal.addEventListener('abort', end);
      write(`retry: ${RETRY_MS}\n: connected ${boardConnections()}\n\n`);
    },
    cancel() {
      end();
    },
  });
}
