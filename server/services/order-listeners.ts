import 'server-only';

/**
 * The listeners of order events (order-events.ts), registered once when the app module loads:
 * the board's live channel and the Telegram bot add theirs here.
 */
export function registerOrderListeners(): void {}
