'use client';

import { useTranslations } from 'next-intl';
import { useMoneyText } from '@/components/ui/price';
import type { PromoKind } from '@/lib/domain/promo';

/** A promotion as its line reads it: the code or the store's offer, and its terms. */
export interface PromotionWords {
  code: string | null;
  storeName: string | null;
  kind: PromoKind;
  discount: number;
  amount: number;
}

/**
 * How a promotion reads on a line (cart, checkout, order, console): "Promo code KOD (−10%)",
 * "Korzinka's offer (free delivery)".
 */
export function usePromotionText() {
  const t = useTranslations('storePromos.shop');
  const money = useMoneyText();
  const terms = (p: Pick<PromotionWords, 'kind' | 'discount' | 'amount'>) =>
    p.kind === 'percent'
      ? t('terms.percent', { discount: p.discount })
      : p.kind === 'fixed'
        ? t('terms.fixed', { amount: money(p.amount) })
        : t('terms.freeDelivery');
  const line = (p: PromotionWords) =>
    p.code ? t('line.code', { code: p.code, terms: terms(p) }) : t('line.offer', { store: p.storeName ?? '', terms: terms(p) });
  return { terms, line };
}

/** The rows of OrderTotals for promotions priced on the device (lib/domain/promotions.ts), store names from the basket. */
export function usePromotionRows() {
  const { line } = usePromotionText();
  return (
    applied: readonly { code: string | null; store: number | null; kind: PromoKind; discount: number; amount: number; saving: number }[],
    storeName: (id: number) => string | null,
  ) =>
    applied.map((p) => ({
      label: line({ code: p.code, storeName: p.store === null ? null : storeName(p.store), kind: p.kind, discount: p.discount, amount: p.amount }),
      saving: p.saving,
      free_delivery: p.kind === 'free_delivery',
    }));
}

/** The rows of OrderTotals for an order's promotions as the server answered them. */
export function useOrderPromotionRows() {
  const { line } = usePromotionText();
  return (
    promotions: readonly {
      promocode: string | null;
      store: { brand_name: string } | null;
      kind: PromoKind;
      discount: number;
      amount: number;
      saving: number;
    }[],
  ) =>
    promotions.map((p) => ({
      label: line({ code: p.promocode, storeName: p.store?.brand_name ?? null, kind: p.kind, discount: p.discount, amount: p.amount }),
      saving: p.saving,
      free_delivery: p.kind === 'free_delivery',
    }));
}

/** What one store's part of an order got off (the console's part figures): its store's promotions and the platform's code, in words. */
export function usePartPromotions() {
  const { line } = usePromotionText();
  return (
    order: {
      promotions: readonly { promocode: string | null; store: { id: number; brand_name: string } | null; kind: PromoKind; discount: number; amount: number }[];
    },
    storeId: number,
  ) =>
    order.promotions
      .filter((p) => p.store === null || p.store.id === storeId)
      .map((p) => line({ code: p.promocode, storeName: p.store?.brand_name ?? null, kind: p.kind, discount: p.discount, amount: p.amount }))
      .join('; ');
}
