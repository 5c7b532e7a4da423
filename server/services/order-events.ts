import 'server-only';
import type { Db } from '../db/client';
import { logger } from '../log';

/**
 * What happened to an order, told after its transaction commits, to whoever listens: the board's
 * live channel, the Telegram bot. The services that change orders emit; the listeners are
 * registered once by server/services/order-listeners.ts (imported by the app), so that no service
 * imports the desk's channels and no import cycle forms.
 *
 * - `placed`: a new order (its parts, one per store); for an online one the store hears of it as
 *   soon as it is placed, waiting for its payment.
 * - `paid`: an online order's payment was taken.
 * - `moved`: a part (or the whole order) changed status.
 * - `changed`: its items or money changed (an item unavailable, a substitute, a weight).
 */
export interface OrderEvent {
  kind: 'placed' | 'paid' | 'moved' | 'changed';
  orderId: number;
  /** The stores whose parts it concerns. */
  storeIds: readonly number[];
  /** Who did it (null: the shopper's payment, a job). */
  actorId?: number | null;
}

export type OrderListener = (db: Db, event: OrderEvent) => Promise<void> | void;

// On globalThis: the instrumentation and the routes are separate bundles, and `next dev` re-evaluates modules.
const g = globalThis as unknown as { __savatOrderListeners?: Map<string, OrderListener> };
const listeners = () => (g.__savatOrderListeners ??= new Map());

/** Registers a listener under a name (registering the same name again replaces it). */
export function onOrderEvent(name: string, listener: OrderListener): void {
  listeners().set(name, listener);
}

/** Tells every listener, in turn; a failing listener is logged and never fails the change that committed. */
export async function orderEvent(db: Db, event: OrderEvent): Promise<void> {
  for (const [name, listener] of listeners()) {
    try {
      await listener(db, event);
    } catch (err) {
      logger('orders').error({ err, order: event.orderId, listener: name, kind: event.kind }, 'an order listener failed');
    }
  }
}
