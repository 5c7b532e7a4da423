import { expect, type APIRequestContext } from '@playwright/test';
import type { Product } from '../../lib/contract/catalog';

/**
 * The demo catalog as the journeys see it through the API: every product (GET /store/products/,
 * a page of 100 at a time), and where a filter would leave a list empty. The journeys derive
 * their values from the data rather than hard-coding them, and the API confirms each one.
 */
export async function allProducts(request: APIRequestContext): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/v1/store/products/?page=${page}&size=100`);
    expect(res.status()).toBe(200);
    const result = (await res.json()).result as { content: Product[]; last: boolean };
    products.push(...result.content);
    if (result.last || result.content.length === 0) return products;
  }
}

/** A part of the catalog a list may show: a category, a store, or one store's goods in a category. */
export interface Scope {
  category?: number;
  store?: number;
}

const inScope = (p: Product, s: Scope) => (s.category === undefined || p.category.id === s.category) && (s.store === undefined || p.store.id === s.store);

/** The scopes of the catalog with products, the widest first: categories, stores, a store's category. */
export function scopes(products: Product[]): Scope[] {
  const categories = [...new Set(products.map((p) => p.category.id))].sort((a, b) => a - b);
  const stores = [...new Set(products.map((p) => p.store.id))].sort((a, b) => a - b);
  const pairs = [...new Set(products.map((p) => `${p.category.id}:${p.store.id}`))].sort().map((k) => k.split(':').map(Number) as [number, number]);
  return [...categories.map((category) => ({ category })), ...stores.map((store) => ({ store })), ...pairs.map(([category, store]) => ({ category, store }))];
}

/** The widest scope with products of which none `passes` (a filter would leave it empty). */
export function scopeWhereNone(products: Product[], passes: (p: Product) => boolean, within: Scope[] = scopes(products)): Scope {
  const scope = within.find((s) => {
    const shown = products.filter((p) => inScope(p, s));
    return shown.length > 0 && !shown.some(passes);
  });
  if (!scope) throw new Error('the demo catalog has no part that this filter leaves empty');
  return scope;
}

export const productsIn = (products: Product[], scope: Scope) => products.filter((p) => inScope(p, scope));
