/**
 * Checkout rules free of React: what a 409 `not_available` says is short, and what a reorder
 * puts back in the basket.
 */

export interface ShortItem {
  product: number;
  requested: number;
  available: number;
}

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
 * What a reorder adds: each ordered quantity, capped to what the product has now; products gone
 * from the shelf are left out.
 */
export function reorderLines<P extends { id: number; available: number }>(ordered: readonly { product: { id: number }; quantity: number }[], current: readonly P[]) {
  const now = new Map(current.map((p) => [p.id, p]));
  const out: { product: P; count: number }[] = [];
  for (const item of ordered) {
    const product = now.get(item.product.id);
    if (!product || product.available < 1) continue;
    out.push({ product, count: Math.min(item.quantity, product.available) });
  }
  return out;
}
