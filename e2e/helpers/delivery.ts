import type { APIRequestContext } from '@playwright/test';
import type { DeliveryTermsAnswer } from '../../lib/contract/delivery';

/** The delivery terms of the stores, by id. */
export async function termsOf(request: APIRequestContext, storeIds: number[]): Promise<Map<number, DeliveryTermsAnswer>> {
  const ids = [...new Set(storeIds)];
  if (!ids.length) return new Map();
  const body = await (await request.get(`/api/v1/store/delivery/?store=${ids.join(',')}`)).json();
  return new Map((body.result as DeliveryTermsAnswer[]).map((t) => [t.store, t]));
}

/**
 * The products whose store delivers a single unit (no minimum order), for journeys that are not
 * about minimums; in the order given.
 */
export async function withoutMinimum<P extends { store: { id: number } }>(request: APIRequestContext, products: P[]): Promise<P[]> {
  const terms = await termsOf(request, products.map((p) => p.store.id));
  return products.filter((p) => (terms.get(p.store.id)?.min_order ?? 0) === 0);
}
