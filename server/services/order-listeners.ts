import 'server-only';
import { onOrderEvent } from './order-events';
import { publishToBoards } from './order-stream';

/**
 * The listeners of order events (order-events.ts), registered once when the app module loads:
 * the board's live channel and the Telegram bot add theirs here.
 */
export function registerOrderListeners(): void {
  // The boards' event streams, on this instance and (through Redis) the others (ADR 0028).
  onOrderEvent('boards', (_db, event) => publishToBoards(event));
}
