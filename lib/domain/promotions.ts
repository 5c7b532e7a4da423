import { basketTotals, type BasketLine } from './basket';
import { deliveryByStore, type DeliveryTerms, type StoreDelivery } from './delivery';
import type { PromoKind } from './promo';

/**
 * The one pricing of a basket with its promotions (ADR 0037): the cart and the checkout show it,
 * the server charges an order with it, and a placed order is priced again with it when its goods
 * change. Amounts are whole so'm.
 *
 * The rules:
 * - The platform's code (store null) takes its percent off every store's goods, as it always has:
 *   off the goods after their own discounts and after the stores' promotions, rounded once.
 * - A store's code or offer is for that store's goods only, once they (after their own discounts)
 *   reach its minimum: a percent of them (rounded to the so'm), a fixed amount (never more than
 *   them), or the store's delivery fee.
 * - One promotion per store: of the store's offers that hold and the shopper's code for it, the
 *   one that saves the shopper most (goods and delivery together); on a tie the code, then the
 *   older offer. A code that another offer beats is `outdone` and is not used.
 * - A store code on a basket without that store's goods is `not_for_these_goods`; below its
 *   minimum `below_minimum` (the checkout refuses both).
 * - A placed order priced again (`placed`) keeps the promotions it got, whatever its goods are now.
 */

/** A promotion's terms, as pricing reads them. */
export interface PromoTerms {
  id: number;
  /** The code the shopper typed; null for an automatic offer. */
  code: string | null;
  /** The store whose goods it is for; null: the platform's code, for every store's goods. */
  store: number | null;
  kind: PromoKind;
  /** Percent (kind percent). */
  discount: number;
  /** So'm (kind fixed). */
  amount: number;
  /** The goods it is for (after their own discounts) must reach this. */
  min_basket: number;
}

/** A promotion that applied, with what it took off. */
export interface AppliedPromo extends PromoTerms {
  /** So'm off the goods. */
  saving: number;
  /** So'm of delivery not charged. */
  delivery_saving: number;
}

type CodeStatus = 'applied' | 'not_for_these_goods' | 'below_minimum' | 'outdone';

/** What the pricing reads of a line: the basket's line and whether it ships free. */
export type PromoLine = BasketLine & { free_shipping?: boolean };

export interface StorePricing<L extends PromoLine = PromoLine> extends StoreDelivery<L> {
  /** The store's own promotion that applies (its code or its best offer), or null. */
  promo: AppliedPromo | null;
  /** The store's offer that more of its goods would bring (the nearest minimum), and how much more. */
  next_offer: { promo: PromoTerms; missing: number } | null;
  /** The store's share of the platform code's saving. */
  platform_share: number;
  /** What comes off the store's goods: its promotion's saving and its share of the platform code's. */
  discount: number;
  /** subtotal + delivery_price − discount. */
  total: number;
}

/** The figures an order answers with (Order's all_prices, sale_price, ...). */
interface PricedFigures {
  all_prices: number;
  sale_price: number;
  /** Everything the promotions take off the goods. */
  sale_price_promo_code: number;
  /** Every store's fee, after free-delivery promotions. */
  delivery_price: number;
  total_price: number;
}

export interface BasketPricing<L extends PromoLine = PromoLine> {
  order: PricedFigures;
  stores: StorePricing<L>[];
  /** Every promotion that applied: each store's in the stores' order, then the platform's code. */
  applied: AppliedPromo[];
  /** What became of the shopper's code; null without one. `missing`: so'm short of its minimum. */
  code: { status: CodeStatus; missing: number } | null;
}

export interface PromoSet {
  /** The code the shopper entered, as the server knows it. */
  code?: PromoTerms | null;
  /** The stores' automatic offers that may apply (a store without goods in the basket is ignored). */
  offers?: readonly PromoTerms[];
  /** A placed order priced again: its promotions hold with no minimum, even when they take nothing now. */
  placed?: boolean;
}

export interface PriceOptions extends PromoSet {
  /** Each store's delivery terms by store id; a store missing from it has the default terms. */
  terms?: ReadonlyMap<number, Omit<DeliveryTerms, 'store'>>;
  /** Store id → the fee charged at checkout: a placed order's fee never rises. */
  feeCap?: ReadonlyMap<number, number>;
}

/**
 * Splits a whole amount in proportion to the weights so that the shares add up to it exactly
 * (largest remainder: the rounding goes to the shares that lost most to it; ties to the first).
 */
export function splitByWeight(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((s, v) => s + v, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

const clampPercent = (p: number) => Math.min(100, Math.max(0, p));

/** What a promotion takes off `goods` and a fee of `fee`. */
function promoSaving(p: Pick<PromoTerms, 'kind' | 'discount' | 'amount'>, goods: number, fee: number): { saving: number; delivery_saving: number } {
  if (p.kind === 'free_delivery') return { saving: 0, delivery_saving: fee };
  if (p.kind === 'fixed') return { saving: Math.min(Math.max(0, p.amount), Math.max(0, goods)), delivery_saving: 0 };
  return { saving: Math.round((Math.max(0, goods) * clampPercent(p.discount)) / 100), delivery_saving: 0 };
}

/** The terms of the platform's percent code, as older orders kept it (its percent only). */
export const platformPercent = (percent: number): PromoTerms | null =>
  percent > 0 ? { id: 0, code: null, store: null, kind: 'percent', discount: percent, amount: 0, min_basket: 0 } : null;

/**
 * The basket priced with its promotions, store by store (the rules above). Without promotions it
 * is the basket rules of lib/domain/basket.ts with each store's delivery (lib/domain/delivery.ts).
 */
export function priceBasket<L extends PromoLine>(lines: readonly L[], type: 'D' | 'T', opts: PriceOptions = {}): BasketPricing<L> {
  const { code = null, offers = [], placed = false, feeCap } = opts;
  const minOf = (p: PromoTerms) => (placed ? 0 : Math.max(0, p.min_basket));
  const totals = basketTotals(lines, 0);
  const groups = deliveryByStore(lines, opts.terms, type).map((g) =>
    feeCap?.has(g.store) ? { ...g, delivery_price: Math.min(g.delivery_price, feeCap.get(g.store)!) } : g,
  );

  let status: CodeStatus | null = code ? 'applied' : null;
  let missing = 0;
  if (code && code.store !== null) {
    const own = groups.find((g) => g.store === code.store);
    if (!own) status = 'not_for_these_goods';
    else if (own.subtotal < minOf(code)) {
      status = 'below_minimum';
      missing = minOf(code) - own.subtotal;
    }
  }

  const stores = groups.map((g) => {
    const own = offers.filter((o) => o.store === g.store);
    const candidates = [...(code && code.store === g.store && status === 'applied' ? [code] : []), ...own.filter((o) => o !== code)]
      .filter((p) => g.subtotal >= minOf(p))
      .map((p) => ({ p, ...promoSaving(p, g.subtotal, g.delivery_price) }));
    // Most saved first; on a tie the shopper's code, then the older (lower id) offer.
    candidates.sort((a, b) => b.saving + b.delivery_saving - (a.saving + a.delivery_saving) || Number(b.p === code) - Number(a.p === code) || a.p.id - b.p.id);
    const best = candidates[0];
    const keep = best && (best.saving + best.delivery_saving > 0 || best.p === code || placed);
    const promo: AppliedPromo | null = keep ? { ...best.p, saving: best.saving, delivery_saving: best.delivery_saving } : null;
    if (code && code.store === g.store && status === 'applied' && promo?.id !== code.id) status = 'outdone';
    // The nearest offer not reached yet that would save more than what applies now.
    const now = promo ? promo.saving + promo.delivery_saving : 0;
    const worth = (o: PromoTerms) => {
      const at = promoSaving(o, minOf(o), g.delivery_price);
      return at.saving + at.delivery_saving > now;
    };
    const ahead = placed ? [] : own.filter((o) => g.subtotal < minOf(o) && worth(o)).sort((a, b) => a.min_basket - b.min_basket || a.id - b.id);
    const free = promo !== null && promo.kind === 'free_delivery';
    return {
      ...g,
      delivery_price: free ? 0 : g.delivery_price,
      left_for_free: free ? null : g.left_for_free,
      promo,
      next_offer: ahead[0] ? { promo: ahead[0], missing: minOf(ahead[0]) - g.subtotal } : null,
      platform_share: 0,
      discount: promo?.saving ?? 0,
      total: 0,
    } satisfies StorePricing<L>;
  });

  // The platform's code: off what the goods cost after the stores' promotions, shared among the stores by it.
  let platform: AppliedPromo | null = null;
  if (code && code.store === null) {
    const goods = stores.reduce((s, g) => s + g.subtotal, 0);
    if (goods < minOf(code)) {
      status = 'below_minimum';
      missing = minOf(code) - goods;
    } else {
      const rests = stores.map((g) => g.subtotal - g.discount);
      const fees = stores.reduce((s, g) => s + g.delivery_price, 0);
      const { saving, delivery_saving } = promoSaving(
        code,
        rests.reduce((s, r) => s + r, 0),
        fees,
      );
      platform = { ...code, saving, delivery_saving };
      const shares = splitByWeight(saving, rests);
      stores.forEach((g, i) => {
        g.platform_share = shares[i]!;
        g.discount += shares[i]!;
        if (code.kind === 'free_delivery') {
          g.delivery_price = 0;
          g.left_for_free = null;
        }
      });
    }
  }
  for (const g of stores) g.total = g.subtotal + g.delivery_price - g.discount;

  const promoTotal = stores.reduce((s, g) => s + g.discount, 0);
  const delivery = stores.reduce((s, g) => s + g.delivery_price, 0);
  return {
    order: {
      all_prices: totals.all_prices,
      sale_price: totals.discount_price,
      sale_price_promo_code: promoTotal,
      delivery_price: delivery,
      total_price: totals.all_prices - totals.discount_price - promoTotal + delivery,
    },
    stores,
    applied: [...stores.flatMap((g) => (g.promo ? [g.promo] : [])), ...(platform ? [platform] : [])],
    code: status ? { status, missing } : null,
  };
}

/**
 * The promotions a placed order keeps, to price it again: those it stored (ADR 0037), or, for an
 * order placed before them, the platform's percent it kept alone.
 */
export function placedPromoSet(promotions: readonly PromoTerms[] | null | undefined, promoPercent: number | null | undefined): PromoSet {
  if (!promotions) return { code: platformPercent(promoPercent ?? 0), placed: true };
  return { code: promotions.find((p) => p.store === null) ?? null, offers: promotions.filter((p) => p.store !== null), placed: true };
}

/**
 * The terms of a code as the shop's check answered it (PromoCheck): a platform code says its
 * percent alone; a store's its store and terms. Empty (no code in the basket): null.
 */
export function checkedCodeTerms(promo: {
  promocode: string;
  discount: number;
  store?: { id: number };
  kind?: PromoKind;
  amount?: number;
  min_basket?: number;
}): PromoTerms | null {
  if (!promo.promocode) return null;
  return {
    id: 0,
    code: promo.promocode,
    store: promo.store?.id ?? null,
    kind: promo.kind ?? 'percent',
    discount: promo.discount,
    amount: promo.amount ?? 0,
    min_basket: promo.min_basket ?? 0,
  };
}

/** A store's automatic offer (StoreOffer of GET /store/promotions/) as pricing reads it. */
export const offerTerms = (o: { id: number; store: { id: number }; kind: PromoKind; discount: number; amount: number; min_basket: number }): PromoTerms => ({
  id: o.id,
  code: null,
  store: o.store.id,
  kind: o.kind,
  discount: o.discount,
  amount: o.amount,
  min_basket: o.min_basket,
});
