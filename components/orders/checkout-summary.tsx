'use client';

import { LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { productTint } from '@/components/product/product-tint';
import { buttonClass } from '@/components/ui/button-styles';
import { MediaImage } from '@/components/ui/media-image';
import { PinnedBar } from '@/components/ui/pinned-bar';
import { Money } from '@/components/ui/price';
import type { OrderType } from '@/lib/contract/order-values';
import type { ShortItem } from '@/lib/domain/checkout';
import type { OrderPrice } from '@/lib/domain/order';
import type { AppliedPromo, BasketPricing } from '@/lib/domain/promotions';
import { useMoneyText } from '@/components/ui/price';
import { Link } from '@/lib/i18n/navigation';
import { useBasket } from '@/lib/stores/basket';
import { OrderTotals } from './order-totals';
import { usePromotionRows } from './promotion-text';

/**
 * The checkout's side: the basket's lines, the order's figures as the server will charge them,
 * what went wrong with the last press (and the way out: update the basket, drop the promo code),
 * and the button that places the order. On a phone (below lg) the button and the total live in a
 * bar pinned to the screen's bottom (the checkout shell has no bottom navigation), so that they
 * stay in reach however far the form scrolls; the side's own button shows from lg.
 */
export function CheckoutSummary({
  formId,
  price,
  applied,
  codeStatus,
  type,
  error,
  short,
  promoRefused,
  placing,
  pricing = false,
  onPlace,
  onUpdateBasket,
  onRemovePromo,
}: {
  formId: string;
  price: OrderPrice;
  /** The promotions that apply (the one pricing, lib/domain/promotions.ts), each on its row. */
  applied: readonly AppliedPromo[];
  /** What became of the basket's code: when it takes nothing, the summary says why. */
  codeStatus: BasketPricing['code'];
  type: OrderType;
  error: string | null;
  short: readonly ShortItem[];
  promoRefused: boolean;
  placing: boolean;
  /** The stores' delivery terms are still on their way: the total is not final yet. */
  pricing?: boolean;
  onPlace: () => void;
  onUpdateBasket: () => void;
  onRemovePromo: () => void;
}) {
  const t = useTranslations('checkout');
  const tc = useTranslations('cart');
  const products = useBasket((s) => s.products);
  const unavailable = useBasket((s) => s.not_available.length);
  const promo = useBasket((s) => s.promo_code);
  const tp = useTranslations('storePromos.shop');
  const money = useMoneyText();
  const rows = usePromotionRows();
  const storeName = (id: number) => products.find((p) => p.store.id === id)?.store.brand_name ?? null;
  const store = promo.store?.brand_name ?? '';
  const promoNote =
    codeStatus?.status === 'not_for_these_goods'
      ? tp('notForTheseGoods', { store })
      : codeStatus?.status === 'below_minimum'
        ? tp('belowMinimum', { store, missing: money(codeStatus.missing) })
        : codeStatus?.status === 'outdone'
          ? tp('outdone', { store })
          : null;
  const alert = useRef<HTMLDivElement>(null);
  // A press from the pinned bar that was refused says why here, maybe far from the bar: bring it
  // into view on a phone (an error on a field then moves on to that field: focusFirstInvalid).
  useEffect(() => {
    if (error && window.matchMedia('(max-width: 63.999rem)').matches) alert.current?.scrollIntoView({ block: 'center' });
  }, [error]);
  const busy = placing || pricing;
  const placeLabel = (
    <>
      {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      {placing ? t('placing') : t('place')}
    </>
  );
  return (
    <aside aria-labelledby={`${formId}-summary`} className="space-y-3 rounded-card bg-surface p-5 shadow-card lg:sticky lg:top-6">
      <h2 id={`${formId}-summary`} className="text-lg font-bold">
        {tc('summary')}
      </h2>
      <ul className="space-y-2">
        {products.map((p) => (
          <li key={p.id} className="flex items-center gap-3 text-sm">
            <div className={`grid size-10 shrink-0 place-items-center rounded-tile ${productTint(p.id)}`}>
              <MediaImage src={p.images[0]?.image} alt="" width={28} height={28} className="size-7" />
            </div>
            <span className="line-clamp-2 flex-1">{p.name}</span>
            <span className="tabular-nums text-muted">×{p.count}</span>
          </li>
        ))}
      </ul>
      {unavailable > 0 && <p className="rounded-control bg-canvas p-3 text-sm text-muted">{t('unavailableLeftOut', { count: unavailable })}</p>}
      <OrderTotals
        all={price.all_prices}
        sale={price.sale_price}
        promo={price.sale_price_promo_code}
        promotions={rows(applied, storeName)}
        delivery={price.delivery_price}
        total={price.total_price}
        pickup={type === 'T'}
      />
      {promoNote && (
        <p className="rounded-control bg-amber-50 p-3 text-sm text-amber-900" data-testid="promo-not-applied">
          {tp('codeNotApplied', { code: promo.promocode })} {promoNote}
        </p>
      )}
      <div ref={alert} role="alert" className="scroll-mb-28 space-y-2 empty:hidden">
        {error && <p className="rounded-control bg-red-50 px-3 py-2 text-sm text-red-700">{error}</p>}
        {short.length > 0 && (
          <div className="rounded-control bg-sale-50 p-3 text-sm">
            <p className="font-semibold">{t('shortTitle')}</p>
            <ul className="mt-1 list-disc pl-5">
              {short.map((s) => (
                <li key={s.product}>
                  {t('shortItem', {
                    name: products.find((p) => p.id === s.product)?.name ?? `#${s.product}`,
                    available: s.available,
                  })}
                </li>
              ))}
            </ul>
            <button type="button" onClick={onUpdateBasket} className={buttonClass('secondary', 'mt-2 w-full')}>
              {t('updateBasket')}
            </button>
          </div>
        )}
        {promoRefused && (
          <button type="button" onClick={onRemovePromo} className={buttonClass('secondary', 'w-full')}>
            {t('removePromo')}
          </button>
        )}
      </div>
      <button type="button" onClick={onPlace} disabled={busy} aria-busy={busy} className={buttonClass('primary', 'min-h-12 w-full max-lg:hidden')}>
        {placeLabel}
      </button>
      <Link href="/cart" className={buttonClass('ghost', 'w-full')}>
        {t('backToCart')}
      </Link>
      {/* Last in the side, so that its space-y margin (given to all but the last child) does not lift it off the screen's edge. */}
      <PinnedBar overNav={false} className="lg:hidden" testId="pinned-place">
        <p className="min-w-0 flex-1 text-sm leading-tight">
          <span className="block text-muted">{tc('total')}</span>
          <Money amount={price.total_price} className="text-base font-bold" />
        </p>
        <button type="button" onClick={onPlace} disabled={busy} aria-busy={busy} className={buttonClass('primary', 'min-h-12 shrink-0 px-5')}>
          {placeLabel}
        </button>
      </PinnedBar>
    </aside>
  );
}
