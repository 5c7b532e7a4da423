'use client';

import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { LoaderCircle, Search, Tag, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ProductShelves } from '@/components/catalog/product-shelves';
import { AddToCartButton } from '@/components/product/add-to-cart-button';
import { FavouriteButton } from '@/components/product/favourite-button';
import { productTint } from '@/components/product/product-tint';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { MediaImage } from '@/components/ui/media-image';
import { PinnedBar } from '@/components/ui/pinned-bar';
import { OrderTotals } from '@/components/orders/order-totals';
import { usePromotionRows, usePromotionText } from '@/components/orders/promotion-text';
import { Money, Price, useMoneyText } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { checkProducts, productKeys } from '@/lib/api/products';
import type { Locale } from '@/lib/contract/values';
import { checkPromoCode } from '@/lib/api/promo';
import { checkLines } from '@/lib/domain/basket-lines';
import type { BasketPricing, StorePricing } from '@/lib/domain/promotions';
import { unitPrice } from '@/lib/domain/product';
import { closedText } from '@/lib/domain/store-hours-text';
import { Link } from '@/lib/i18n/navigation';
import { useBasket, type BasketProduct } from '@/lib/stores/basket';
import { useHydrated } from '@/lib/stores/hooks';
import { useToasts } from '@/lib/stores/toast';
import { StoreDeliverySummary } from './store-delivery';
import { useBasketPricing } from './use-basket-pricing';

/** Asks the server for current prices and stock of the basket's products once the basket is open. */
export function useBasketCheck() {
  const locale = useLocale() as Locale;
  const hydrated = useHydrated();
  const ids = useBasket((s) => [...s.products, ...s.not_available].map((p) => `${p.id}:${p.count}`).join(','));
  const query = useQuery({
    queryKey: productKeys.check(locale, ids),
    enabled: hydrated && ids.length > 0,
    staleTime: 30_000,
    queryFn: () => checkProducts(browserApi(), checkLines(useBasket.getState())),
  });
  const apply = useBasket((s) => s.applyServerCheck);
  useEffect(() => {
    if (query.data) apply(query.data);
  }, [query.data, apply]);
  return query;
}

/** The basket kept on this device: lines, the items out of stock, promo code and the totals. */
export function CartView() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const hydrated = useHydrated();
  const basket = useBasket();
  const check = useBasketCheck();
  const { stores: groups, terms, priced } = useBasketPricing();
  if (!hydrated) return <div aria-hidden="true" className="h-64 animate-pulse rounded-card bg-line/50" />;
  if (!basket.products.length && !basket.not_available.length) {
    return (
      <>
        <EmptyState
          emoji="shopping-cart"
          title={t('cart.empty')}
          text={t('cart.emptyText')}
          action={
            <Link href="/catalog" className={buttonClass('primary')}>
              {t('common.goShopping')}
            </Link>
          }
        />
        <ProductShelves />
      </>
    );
  }
  return (
    <div className="grid grid-cols-1 items-start gap-6 pb-20 lg:grid-cols-[1fr_22rem] lg:pb-0">
      <div className="space-y-6">
        <div role="status" className="empty:hidden">
          {check.isFetching && (
            <p className="flex items-center gap-2 text-sm text-muted">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {t('cart.checking')}
            </p>
          )}
        </div>
        {check.isError && (
          <p role="alert" className="flex flex-wrap items-center gap-3 rounded-card bg-red-50 p-3 text-sm text-red-700">
            {t('cart.checkError')}
            <button type="button" onClick={() => check.refetch()} className="min-h-11 rounded-control px-3 font-semibold text-brand-700 hover:bg-brand-50">
              {t('common.retry')}
            </button>
          </p>
        )}
        {groups.map((group) => {
          const brand = group.lines[0]!.store.brand_name;
          // As the basket check last saw the store (ADR 0030): closed now, and when it opens.
          const closed = closedText(group.lines[0]!.store, locale);
          return (
            <section
              key={group.store}
              aria-label={t('cart.storeGroup', { store: brand })}
              className="overflow-hidden rounded-card bg-surface shadow-card"
              data-testid="store-group"
            >
              <h2 className="border-b border-line px-4 py-3 font-bold">
                {brand}
                {closed && <span className="block text-sm font-semibold text-sale-700">{t(`storeHours.${closed.key}`, closed.values)}</span>}
              </h2>
              <ul className="divide-y divide-line">
                {group.lines.map((product) => (
                  <CartLine key={product.id} product={product} />
                ))}
              </ul>
              <StoreDeliverySummary group={group} terms={terms.get(group.store)} promo={<StorePromoLines group={group} brand={brand} />} />
            </section>
          );
        })}
        {basket.not_available.length > 0 && (
          <section aria-labelledby="cart-unavailable">
            <h2 id="cart-unavailable" className="mb-2 text-lg font-bold">
              {t('cart.unavailableTitle')}
            </h2>
            <ul className="divide-y divide-line overflow-hidden rounded-card bg-surface opacity-90 shadow-card">
              {basket.not_available.map((product) => (
                <CartLine key={product.id} product={product} unavailable />
              ))}
            </ul>
          </section>
        )}
      </div>
      <CartSummary priced={priced} />
    </div>
  );
}

/**
 * A store's promotion in its part of the basket (ADR 0037): the offer or code that applies, and
 * the store's next offer with how much more of its goods it needs.
 */
function StorePromoLines({ group, brand }: { group: StorePricing<BasketProduct>; brand: string }) {
  const tp = useTranslations('storePromos.shop');
  const money = useMoneyText();
  const { line, terms } = usePromotionText();
  if (!group.promo && !group.next_offer) return null;
  return (
    <>
      {group.promo && (
        <p className="flex items-center justify-between gap-3 text-sale-700" data-testid="store-promo">
          <span className="flex items-center gap-1.5">
            <Tag aria-hidden="true" className="size-4 shrink-0" />
            {line({ code: group.promo.code, storeName: brand, kind: group.promo.kind, discount: group.promo.discount, amount: group.promo.amount })}
          </span>
          <span className="shrink-0 font-semibold">
            {group.promo.kind === 'free_delivery' ? (
              tp('applied')
            ) : (
              <>
                −<Money amount={group.promo.saving} />
              </>
            )}
          </span>
        </p>
      )}
      {group.next_offer && (
        <p className="text-brand-800" data-testid="next-offer">
          {tp('nextOffer', { missing: money(group.next_offer.missing), terms: terms(group.next_offer.promo) })}
        </p>
      )}
    </>
  );
}

/**
 * Removing a line says so in a toast with "Undo" for as long as it shows (5 s): a tap on the bin
 * by mistake costs nothing. Undo puts the line back where it was, with its count.
 */
function useRemoveLine() {
  const t = useTranslations('cart');
  return (product: BasketProduct, unavailable: boolean) => {
    const basket = useBasket.getState();
    const index = (unavailable ? basket.not_available : basket.products).findIndex((p) => p.id === product.id);
    basket.remove(product.id);
    useToasts.getState().show(t('removed', { name: product.name }), 'info', {
      action: { label: t('undo'), run: () => useBasket.getState().putBack(product, index, unavailable) },
    });
  };
}

function CartLine({ product, unavailable = false }: { product: BasketProduct; unavailable?: boolean }) {
  const t = useTranslations();
  const removeLine = useRemoveLine();
  return (
    <li className="flex gap-4 p-4">
      <div className={`grid size-20 shrink-0 place-items-center rounded-tile ${productTint(product.id)} ${unavailable ? 'grayscale' : ''}`}>
        <MediaImage src={product.images[0]?.image} alt="" width={56} height={56} className="size-14" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <Link href={`/products/${product.id}`} className="line-clamp-2 font-medium hover:underline">
            {product.name}
          </Link>
          {/* Available lines sit under their store's name already. */}
          {unavailable && <p className="text-xs text-muted">{product.store.brand_name}</p>}
          {unavailable ? (
            <p className="text-sm font-semibold text-sale-700">{t('cart.notAvailable')}</p>
          ) : (
            <>
              <Price price={product.price} discountPrice={product.discount_price} discount={product.discount} />
              <LineTotal product={product} />
              {product.count >= product.available && <p className="text-xs text-muted">{t('cart.maxReached', { count: product.available })}</p>}
            </>
          )}
        </div>
        <div className="flex items-center gap-2">
          {unavailable ? (
            <Link href={`/products?category_id=${product.category.id}`} className={buttonClass('secondary', 'w-40')}>
              <Search aria-hidden="true" className="size-4" />
              {t('cart.findSimilar')}
            </Link>
          ) : (
            <div className="w-36">
              <AddToCartButton product={product} />
            </div>
          )}
          <FavouriteButton product={product} className="shadow-none" />
          <button
            type="button"
            onClick={() => removeLine(product, unavailable)}
            aria-label={t('cart.remove', { name: product.name })}
            className="grid size-11 place-items-center rounded-control text-muted hover:bg-sale-50 hover:text-sale-700"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </li>
  );
}

/** What the line costs when it holds more than one: "2 × 4 000 so'm = 8 000 so'm" (one costs its price, shown above). */
function LineTotal({ product }: { product: BasketProduct }) {
  const unit = unitPrice(product);
  if (product.count < 2) return null;
  return (
    <p className="text-sm" data-testid="line-total">
      <span className="text-muted">
        {product.count} × <Money amount={unit} /> ={' '}
      </span>
      <span className="font-semibold">
        <Money amount={unit * product.count} />
      </span>
    </p>
  );
}

/** The basket's totals, the promo code and the way to the checkout; on a phone the total and the button stay pinned above the bottom bar. */
function CartSummary({ priced }: { priced: BasketPricing<BasketProduct> }) {
  const t = useTranslations();
  const basket = useBasket();
  const rows = usePromotionRows();
  const { order } = priced;
  const total = order.total_price;
  const storeName = (id: number) => basket.products.find((p) => p.store.id === id)?.store.brand_name ?? null;
  const [clearing, setClearing] = useState(false);
  return (
    <aside aria-labelledby="cart-summary" className="space-y-3 rounded-card bg-surface p-5 shadow-card lg:sticky lg:top-28">
      <h2 id="cart-summary" className="text-lg font-bold">
        {t('cart.summary')}
      </h2>
      <OrderTotals
        all={order.all_prices}
        sale={order.sale_price}
        promo={order.sale_price_promo_code}
        promotions={rows(priced.applied, storeName)}
        delivery={order.delivery_price}
        total={total}
        basket={{ items: basket.totalCountProduct, cost: order.all_prices - order.sale_price - order.sale_price_promo_code }}
      />
      <p className="text-xs text-muted">{t('cart.deliveryNote')}</p>
      <PromoField status={priced.code} />
      {basket.products.length > 0 ? (
        <>
          <Link href="/cart/checkout" className={buttonClass('primary', 'min-h-12 w-full')}>
            {t('cart.checkout')}
          </Link>
          {/* Phones: the total and the button stay in reach; the page leaves room for them (pb in CartView). */}
          <PinnedBar className="md:bottom-0 lg:hidden" testId="pinned-checkout">
            <p className="min-w-0 flex-1 text-sm leading-tight">
              <span className="block text-muted">{t('cart.total')}</span>
              <Money amount={total} className="text-base font-bold" />
            </p>
            <Link href="/cart/checkout" tabIndex={-1} aria-hidden="true" className={buttonClass('primary', 'min-h-11 shrink-0 px-5')}>
              {t('cart.checkout')}
            </Link>
          </PinnedBar>
        </>
      ) : (
        <p className="rounded-control bg-canvas p-3 text-sm text-muted">{t('cart.nothingToOrder')}</p>
      )}
      <button type="button" onClick={() => setClearing(true)} aria-haspopup="dialog" className={buttonClass('ghost', 'w-full text-muted')}>
        {t('cart.clear')}
      </button>
      <ConfirmDialog
        open={clearing}
        title={t('cart.clearConfirm')}
        confirmLabel={t('cart.clear')}
        cancelLabel={t('common.keep')}
        onConfirm={() => {
          setClearing(false);
          basket.clear();
        }}
        onClose={() => setClearing(false)}
      />
    </aside>
  );
}

/**
 * Apply or remove a promo code; the server says whether the code works for this shopper and these
 * goods. Applied, a store's code says which store's goods it is for, and, when the basket no longer
 * suits it (`status`, priced on the device), why it takes nothing now.
 */
function PromoField({ status }: { status: BasketPricing['code'] }) {
  const t = useTranslations('cart');
  const tp = useTranslations('storePromos.shop');
  const money = useMoneyText();
  const { terms } = usePromotionText();
  const id = useId();
  const promo = useBasket((s) => s.promo_code);
  const setPromoCode = useBasket((s) => s.setPromoCode);
  const deletePromoCode = useBasket((s) => s.deletePromoCode);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) return;
    setBusy(true);
    setError(null);
    try {
      const result = await checkPromoCode(browserApi(), value, checkLines(useBasket.getState()));
      setPromoCode(result);
      setCode('');
    } catch (e) {
      setError(e instanceof ApiError && e.status < 500 ? e.message : t('promoError'));
    } finally {
      setBusy(false);
    }
  };

  if (promo.promocode) {
    const store = promo.store?.brand_name;
    const why =
      status?.status === 'not_for_these_goods'
        ? tp('notForTheseGoods', { store: store ?? '' })
        : status?.status === 'below_minimum'
          ? tp('belowMinimum', { store: store ?? '', missing: money(status.missing) })
          : status?.status === 'outdone'
            ? tp('outdone', { store: store ?? '' })
            : null;
    return (
      <div
        role="status"
        className={clsx('rounded-control p-3 text-sm', why ? 'bg-amber-50 text-amber-900' : 'bg-brand-50 text-brand-800')}
        data-testid="promo-applied"
      >
        <div className="flex items-center justify-between gap-2">
          <span>
            {store
              ? tp('appliedForStore', {
                  code: promo.promocode,
                  terms: terms({ kind: promo.kind ?? 'percent', discount: promo.discount, amount: promo.amount ?? 0 }),
                  store,
                })
              : t('promoApplied', { code: promo.promocode, discount: promo.discount })}
          </span>
          <button type="button" onClick={deletePromoCode} className="min-h-11 shrink-0 rounded-control px-2 font-semibold hover:bg-brand-100">
            {t('promoRemove')}
          </button>
        </div>
        {why && (
          <p className="mt-1 font-semibold" data-testid="promo-not-applied">
            {why}
          </p>
        )}
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={`${id}-promo`} className="mb-1 block text-sm font-medium">
        {t('promoLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-promo`}
          name="promo_code"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-promo-error` : undefined}
          className="block min-h-11 w-full min-w-0 rounded-control border border-line bg-surface px-3 text-base uppercase focus:border-brand-600 aria-[invalid=true]:border-red-600"
        />
        <button type="submit" disabled={busy || !code.trim()} aria-busy={busy} className={buttonClass('secondary', 'shrink-0')}>
          {t('promoApply')}
        </button>
      </div>
      {error && (
        <p id={`${id}-promo-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
