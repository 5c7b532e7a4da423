import 'server-only';
import { randomUUID } from 'node:crypto';
import type { ConsoleOrderEvent } from '@/lib/contract/console-orders';
import { logger } from '../log';
import type { OrderEvent } from './order-events';
import type { StaffScope } from './roles';

/**
 * The boards' live channel (ADR 0028): the event streams open on this process
 * (GET /console/orders/events/), and what reaches them. An order event is delivered at once to
 * this process's streams and, when several instances run (REDIS_URL), shared through Redis so that
 * every instance delivers it to its own (shared-order-events.ts installs the sharing). Each stream
 * hears only of its caller's stores (an operator: of all).
 *
 * Kept on globalThis: the Redis subscriber starts in the instrumentation's bundle and the streams
 * live in the API route's, and `next dev` re-evaluates modules.
 */

/** What the boards hear: the order events, and `seen` (a store's staff opened the order). */
export interface BoardEvent {
  kind: OrderEvent['kind'] | 'seen';
  orderId: number;
  storeIds: readonly number[];
}

export interface BoardConnection {
  /** Who listens (read on every delivery: the stream refreshes it as it checks the caller again). */
  scope(): StaffScope;
  send(event: ConsoleOrderEvent): void;
  /** Ends the stream (the process stops). */
  close(): void;
}

interface Hub {
  /** This process among the instances: its own messages, heard back from Redis, are not delivered twice. */
  instance: string;
  connections: Set<BoardConnection>;
  share?: (message: string) => Promise<void>;
}

const g = globalThis as unknown as { __savatBoards?: Hub };
const hub = (): Hub => (g.__savatBoards ??= { instance: randomUUID(), connections: new Set() });

const KINDS: readonly BoardEvent['kind'][] = ['placed', 'paid', 'moved', 'changed', 'seen'];

/** Adds a stream; answers how to take it away again. */
export function connectBoard(connection: BoardConnection): () => void {
  hub().connections.add(connection);
  return () => void hub().connections.delete(connection);
}

export const boardConnections = () => hub().connections.size;

/** Tells this process's streams whose caller reaches one of the event's stores; answers how many. */
function deliverHere(event: BoardEvent): number {
  let told = 0;
  for (const connection of hub().connections) {
    const scope = connection.scope();
    const storeIds = scope.operator ? [...event.storeIds] : event.storeIds.filter((id) => scope.storeIds.includes(id));
    if (!storeIds.length) continue;
    try {
      connection.send({ kind: event.kind, order_id: event.orderId, store_ids: storeIds });
      told++;
    } catch {
      // A stream that cannot be written to is going away; its own close takes it off.
    }
  }
  return told;
}

/** Delivers here at once, then shares with the other instances (when Redis is set and up). */
export async function publishToBoards(event: BoardEvent): Promise<void> {
  deliverHere(event);
  const share = hub().share;
  if (!share) return;
  try {
    await share(JSON.stringify({ from: hub().instance, kind: event.kind, orderId: event.orderId, storeIds: event.storeIds }));
  } catch (err) {
    logger('orders').warn(
      { reason: err instanceof Error ? err.message : String(err), order: event.orderId },
      'an order event was not shared with the other instances',
    );
  }
}

/** How the events reach the other instances (undefined: this process only). */
export function shareBoardEvents(share: ((message: string) => Promise<void>) | undefined): void {
  hub().share = share;
}

/** Another instance's event, heard from Redis: delivered to this process's streams. false for our own or a malformed one. */
export function applySharedBoardEvent(raw: string): boolean {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return false;
  }
  const m = message as { from?: unknown; kind?: unknown; orderId?: unknown; storeIds?: unknown };
  if (typeof m.from !== 'string' || m.from === hub().instance) return false;
  if (!KINDS.includes(m.kind as BoardEvent['kind']) || !Number.isInteger(m.orderId)) return false;
  if (!Array.isArray(m.storeIds) || !m.storeIds.every((id) => Number.isInteger(id))) return false;
  deliverHere({ kind: m.kind as BoardEvent['kind'], orderId: m.orderId as number, storeIds: m.storeIds as number[] });
  return true;
}

/** Ends every stream of this process (it is stopping): the boards reconnect to another instance. */
export function closeBoards(): number {
  const connections = [...hub().connections];
  hub().connections.clear();
  for (const connection of connections) connection.close();
  return connections.length;
}
