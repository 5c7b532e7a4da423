'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CardProduct, Product } from '@/lib/contract/catalog';
import type { PromoCheck } from '@/lib/contract/promotions';
import { applyCheck, basketTotals, changeCount, DEFAULT_DELIVERY_PRICE, putBack, storesOf } from '@/lib/domain/basket';

/**
 * A product in the basket with its count: a card's fields as the basket button added it
 * (CardProduct), or the whole product as the server's check answered it.
 */
export type BasketProduct = CardProduct & { count: number };

/** The basket's state (lines, stores, totals), kept under the local-storage key `basket`. */
export interface BasketState {
  products: BasketProduct[];
  not_available: BasketProduct[];
  store_list: BasketProduct['store'][];
  totalCountProduct: number;
  all_prices: number;
  discount_price: number;
  delivery_price: number;
  cost_price: number;
  promo_code_price: number;
  /** The code as the check answered it: a store's code (ADR 0037) keeps its store and terms. */
  promo_code: PromoCheck;
}

export interface BasketActions {
  /** Adds `change` to the product's count (capped to stock); at 0 the product leaves the basket. */
  change: (product: CardProduct, change: number) => void;
  remove: (id: number) => void;
  /**
   * Undoes `remove`: the line as it was, back at its place in the list it was in (`unavailable`:
   * the not-available lines), unless the product was added again meanwhile.
   */
  putBack: (line: BasketProduct, index: number, unavailable?: boolean) => void;
  clear: () => void;
  setPromoCode: (promo: PromoCheck) => void;
  deletePromoCode: () => void;
  /** Applies the answer of `POST /store/products/check/` (available vs not_available). */
  applyServerCheck: (checked: (Product & { count?: number })[]) => void;
  /**
   * Takes a logged-in shopper's basket as the server keeps it (ADR 0031), instead of the lines held
   * here: in stock first, sold out under not_available, as after a check.
   */
  replaceLines: (lines: (Product & { count: number })[]) => void;
}

export const initialBasket: BasketState = {
  products: [],
  not_available: [],
  store_list: [],
  totalCountProduct: 0,
  all_prices: 0,
  discount_price: 0,
  delivery_price: DEFAULT_DELIVERY_PRICE,
  cost_price: 0,
  promo_code_price: 0,
  promo_code: { discount: 0, promocode: '' },
};

/** The promotion rules (lib/domain/promotions.ts), once a basket with a code has needed them. */
let promotions: typeof import('@/lib/domain/promotions') | undefined;

/**
 * What the basket's code takes off its products, priced as the server prices it (a store's code off
 * its store's goods only). Most baskets have no code, so the rules load with the first that has one
 * rather than with every page: undefined until then, and the basket is priced again once they come.
 */
function codeSaving(products: BasketProduct[], promo: PromoCheck): number | undefined {
  if (!promo.promocode) return 0;
  if (promotions) return promotions.priceBasket(products, 'D', { code: promotions.checkedCodeTerms(promo) }).order.sale_price_promo_code;
  void import('@/lib/domain/promotions').then(
    (rules) => {
      promotions = rules;
      useBasket.setState((state) => withProducts(state, state.products));
    },
    // Offline: the figure stays as it was, and the next change of the basket asks again.
    () => undefined,
  );
  return undefined;
}

/**
 * The derived fields for a new list of products: the basket's totals and the code's discount
 * (codeSaving; the figure it had until the rules load). The stores' automatic offers and delivery
 * are the cart's and the checkout's (useBasketPricing).
 */
function withProducts(state: BasketState, products: BasketProduct[], promo: PromoCheck = state.promo_code): Partial<BasketState> {
  const totals = basketTotals(products, 0);
  const off = codeSaving(products, promo) ?? state.promo_code_price;
  return { products, store_list: storesOf([...products, ...state.not_available]), ...totals, promo_code_price: off, cost_price: totals.cost_price - off };
}

export const useBasket = create<BasketState & BasketActions>()(
  persist(
    (set) => ({
      ...initialBasket,
      change: (product, change) => set((state) => withProducts(state, changeCount<BasketProduct>(state.products, product, change))),
      remove: (id) =>
        set((state) => {
          const rest = { ...state, not_available: state.not_available.filter((p) => p.id !== id) };
          return {
            not_available: rest.not_available,
            ...withProducts(
              rest,
              state.products.filter((p) => p.id !== id),
            ),
          };
        }),
      putBack: (line, index, unavailable = false) =>
        set((state) => {
          if (unavailable) {
            if (state.products.some((p) => p.id === line.id)) return {};
            const rest = { ...state, not_available: putBack(state.not_available, line, index) };
            return { not_available: rest.not_available, ...withProducts(rest, state.products) };
          }
          if (state.not_available.some((p) => p.id === line.id)) return {};
          return withProducts(state, putBack(state.products, line, index));
        }),
      clear: () => set({ ...initialBasket }),
      setPromoCode: (promo) => set((state) => ({ promo_code: promo, ...withProducts(state, state.products, promo) })),
      deletePromoCode: () =>
        set((state) => ({ promo_code: { discount: 0, promocode: '' }, ...withProducts(state, state.products, { discount: 0, promocode: '' }) })),
      applyServerCheck: (checked) =>
        set((state) => {
          const { available, notAvailable } = applyCheck<BasketProduct>([...state.products, ...state.not_available], checked);
          return { not_available: notAvailable, ...withProducts({ ...state, not_available: notAvailable }, available) };
        }),
      replaceLines: (lines) =>
        set((state) => {
          const { available, notAvailable } = applyCheck<BasketProduct>(lines, lines);
          return { not_available: notAvailable, ...withProducts({ ...state, not_available: notAvailable }, available) };
        }),
    }),
    {
      name: 'basket',
      storage: createJSONStorage(() => localStorage),
      partialize: ({
        change: _c,
        remove: _r,
        putBack: _p,
        clear: _cl,
        setPromoCode: _s,
        deletePromoCode: _d,
        applyServerCheck: _a,
        replaceLines: _rl,
        ...state
      }) => state,
    },
  ),
);
