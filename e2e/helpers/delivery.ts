import type { APIRequestContext } from '@playwright/test';
import type { DeliveryTermsAnswer } from '../../lib/contract/delivery';
import { separateDeliveryNote } from '../../lib/domain/delivery';
import { formatMoney } from '../../lib/domain/money';
import { msg } from './messages';

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
  const terms = await termsOf(
    request,
    products.map((p) => p.store.id),
  );
  return products.filter((p) => (terms.get(p.store.id)?.min_order ?? 0) === 0);
}

/**
 * What the add's toast says when this store's product joins a basket that holds another store's:
 * it delivers separately, for its own fee (from its terms), in the page's language.
 */
export async function separateNote(request: APIRequestContext, locale: 'uz' | 'ru', store: { id: number; brand_name: string }): Promise<string> {
  const note = separateDeliveryNote((await termsOf(request, [store.id])).get(store.id) ?? null);
  const money = (amount: number) => formatMoney(amount, locale, msg(locale, 'common.currency'));
  if (note.key === 'separateFee') return msg(locale, 'separateStore.separateFee', { store: store.brand_name, fee: money(note.fee) });
  if (note.key === 'separateFeeFreeFrom')
    return msg(locale, 'separateStore.separateFeeFreeFrom', { store: store.brand_name, fee: money(note.fee), free: money(note.free) });
  return msg(locale, `separateStore.${note.key}`, { store: store.brand_name });
}
