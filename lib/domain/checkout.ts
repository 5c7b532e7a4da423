import type { BasketLineRef } from '../contract/catalog';
import type { ApiErrorBody } from '../contract/common';

/**
 * Checkout rules free of React: which Idempotency-Key the next press sends, what a 409
 * `not_available` says is short, and what a reorder puts back in the basket.
 */

/** Whether an order of these products can be picked up: only when every one of their stores offers it. */
export const canPickUp = (products: readonly { pickup: boolean }[]) => products.every((p) => p.pickup);

/** A product short of stock, as a 409 `not_available` names it in `details`. */
export type ShortItem = NonNullable<ApiErrorBody['details']>[number];

/**
 * The products short of stock from a `not_available` answer: its `details` when present, else its
 * fields ("products.<id>": "<left>").
 */
export function shortItems(body: unknown): ShortItem[] {
  const b = (body ?? {}) as { details?: unknown; error?: { fields?: Record<string, string> } };
  if (Array.isArray(b.details)) {
    return b.details
      .filter((d): d is ShortItem => typeof d === 'object' && d !== null && typeof (d as ShortItem).product === 'number')
      .map((d) => ({ product: d.product, requested: Number(d.requested) || 0, available: Math.max(0, Number(d.available) || 0) }));
  }
  const out: ShortItem[] = [];
  for (const [key, value] of Object.entries(b.error?.fields ?? {})) {
    const match = /^products\.(\d+)$/.exec(key);
    if (match) out.push({ product: Number(match[1]), requested: 0, available: Math.max(0, Number(value) || 0) });
  }
  return out;
}

/** A fresh key for one checkout attempt (kept for its retries). */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
  return random();
}

/**
 * The Idempotency-Key of the next press after a press failed. The server answered with a 4xx:
 * nothing was placed, so the next press is a new attempt (null: a new key then). No answer (a
 * lost connection) or a 5xx: the order may have been placed, so the next press repeats this
 * attempt with the same key, and the server answers it with that order rather than a second one.
 * (Any change the shopper makes to the form starts a new attempt too.)
 */
export function keyAfterFailure(key: string, status: number | null): string | null {
  return status !== null && status >= 400 && status < 500 ? null : key;
}

/** What a reorder asks the server's basket check for: each ordered product and quantity. */
export function reorderCheckLines(ordered: readonly { product: { id: number }; quantity: number }[]): BasketLineRef[] {
  return ordered.map((item) => ({ id: item.product.id, count: item.quantity }));
}

/**
 * What a reorder adds: each ordered quantity, capped to what the product has now; products gone
 * from the shelf are left out.
 */
export function reorderLines<P extends { id: number; available: number }>(
  ordered: readonly { product: { id: number }; quantity: number }[],
  current: readonly P[],
) {
  const now = new Map(current.map((p) => [p.id, p]));
  const out: { product: P; count: number }[] = [];
  for (const item of ordered) {
    const product = now.get(item.product.id);
    if (!product || product.available < 1) continue;
    out.push({ product, count: Math.min(item.quantity, product.available) });
  }
  return out;
}
