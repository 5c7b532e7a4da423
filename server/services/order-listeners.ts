import 'server-only';
import { onOrderEvent } from './order-events';
import { publishToBoards } from './order-stream';
import { postNewOrder } from './telegram-orders';

/**
 * The listeners of order events (order-events.ts), registered once when the app module loads:
 * the board's live channel and the Telegram bot add theirs here.
 */
export function registerOrderListeners(): void {
  // The boards' event streams, on this instance and (through Redis) the others (ADR 0028).
  onOrderEvent('boards', (_db, event) => publishToBoards(event));
  // A new order in its stores' Telegram chats: a cash or card one when placed (it arrives
  // accepted), an online one when paid (unpaid, the store can do nothing with it yet).
  onOrderEvent('telegram', async (db, event) => {
    if (event.kind === 'placed' || event.kind === 'paid') await postNewOrder(db, event.orderId, event.storeIds);
  });
}
