import { ORDER_STATUS, type OrderType } from '../contract/order-values';

/**
 * The order state machine (ADR 0016): one table of moves for each order type, and who may make
 * which move. Store staff move their store's part of an order (order_parts); the order's own
 * status follows its parts (`orderStatusOfParts`, ADR 0016). The shopper's cancel rule
 * (`canCancel` in order.ts) is read from here too, so there is one place for every move.
 */

const S = ORDER_STATUS;

/** Who moves an order: store staff (sellers, operators), the payment provider, or the shopper. */
export type Actor = 'staff' | 'provider' | 'shopper';

/**
 * Every move of the machine, by type: delivery 0 → 1 → 2 → 3 → 4 → 6, pickup 0 → 1 → 2 → 3 → 5 → 7;
 * an unpaid cash order is accepted straight from 0; cancelled (8) from 0–3, and for pickup also
 * from 5 (the goods wait at the store; nothing is on the road).
 */
const MOVES: Record<OrderType, Readonly<Record<number, readonly number[]>>> = {
  D: {
    [S.WAITING_PAYMENT]: [S.PAID, S.ACCEPTED, S.CANCELLED],
    [S.PAID]: [S.ACCEPTED, S.CANCELLED],
    [S.ACCEPTED]: [S.IN_PROGRESS, S.CANCELLED],
    [S.IN_PROGRESS]: [S.ON_THE_WAY, S.CANCELLED],
    [S.ON_THE_WAY]: [S.DELIVERED],
  },
  T: {
    [S.WAITING_PAYMENT]: [S.PAID, S.ACCEPTED, S.CANCELLED],
    [S.PAID]: [S.ACCEPTED, S.CANCELLED],
    [S.ACCEPTED]: [S.IN_PROGRESS, S.CANCELLED],
    [S.IN_PROGRESS]: [S.READY_FOR_PICKUP, S.CANCELLED],
    [S.READY_FOR_PICKUP]: [S.PICKED_UP, S.CANCELLED],
  },
};

/** Statuses nothing moves on from. */
export const FINAL_STATUSES: readonly number[] = [S.DELIVERED, S.PICKED_UP, S.CANCELLED];

export const isFinal = (status: number): boolean => FINAL_STATUSES.includes(status);

/**
 * Whether `actor` may move an order (or a part) of `type` from `from` to `to`:
 * - the payment provider only marks an unpaid order paid (0 → 1), which staff never do;
 * - staff make every other move of the table;
 * - the shopper only cancels, and only before the goods leave the store: a delivery while 0–2,
 *   a pickup while 0–3 or 5 (it waits at the store, and nobody drives it anywhere).
 */
export function canMove(type: OrderType, from: number, to: number, actor: Actor): boolean {
  if (!(MOVES[type]?.[from] ?? []).includes(to)) return false;
  const paying = from === S.WAITING_PAYMENT && to === S.PAID;
  if (actor === 'provider') return paying;
  if (actor === 'staff') return !paying;
  return to === S.CANCELLED && !(type === 'D' && from === S.IN_PROGRESS);
}

/** The statuses `actor` may move to from `status`, in the table's order. */
export function nextStatuses(type: OrderType, status: number, actor: Actor = 'staff'): number[] {
  return (MOVES[type]?.[status] ?? []).filter((to) => canMove(type, status, to, actor));
}

/** Staff give a reason for every cancel (the shopper sees it; the shopper's own is optional). */
export const needsReason = (to: number, actor: Actor): boolean => to === S.CANCELLED && actor === 'staff';

/**
 * The order's status from its parts' (ADR 0016): the least advanced status among the parts that
 * are not cancelled (the shopper has the whole order only when the slowest store is done), and
 * cancelled only when every part is. Within one type the codes grow as an order advances
 * (delivery 0 1 2 3 4 6, pickup 0 1 2 3 5 7), so "least advanced" is the smallest code.
 * An order without parts keeps `fallback`.
 */
export function orderStatusOfParts(parts: readonly number[], fallback: number): number {
  if (parts.length === 0) return fallback;
  const live = parts.filter((s) => s !== S.CANCELLED);
  return live.length === 0 ? S.CANCELLED : Math.min(...live);
}
