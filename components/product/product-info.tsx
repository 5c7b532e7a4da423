'use client';

import { ByWeightNote } from './by-weight-note';
import { useLocale, useTranslations } from 'next-intl';
import { Clock, PackageCheck, PackageX, Store as StoreIcon, Truck } from '@/components/ui/icons';
import { MediaImage } from '@/components/ui/media-image';
import { Money, Price, PricePerUnitText } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import type { CardProduct, ProductStore } from '@/lib/contract/catalog';
import type { DeliveryTermsAnswer } from '@/lib/contract/delivery';
import { DEFAULT_TERMS } from '@/lib/domain/delivery';
import { formatMoney } from '@/lib/domain/money';
import { hasDiscount, unitLabel } from '@/lib/domain/product';
import { Link } from '@/lib/i18n/navigation';
import { toLocale } from '@/lib/i18n/routing';
import { closedText, stopText } from '@/lib/domain/store-hours-text';
import { AddToCartButton } from './add-to-cart-button';
import { NotifyButton } from './notify-button';
import { PinnedBuyBar } from './pinned-buy-bar';
import { RecordView } from './record-view';
import { ShareLink } from './share-link';

/** What the product page's column shows besides a card's fields. */
export type ProductInfoFields = {
  description: string | null;
  /**
   * "Sold 1 755 times", worded on the server: the browser's number format for Uzbek may group
   * differently from the server's ("1,755"), and the hydration would not match.
   */
  soldText: string | null;
  store: Pick<ProductStore, 'logo' | 'rating' | 'rating_count'>;
  /** The page's own address, for "share". */
  url: string;
};

/**
 * The product page's column beside the gallery: name, unit, sales, share; price, stock and the
 * basket (pinned at the bottom on a phone); the seller; delivery and pickup with the store's
 * terms; the description. A client component fed the card's fields (the same object the page's
 * other islands get, sent once) and a few more, so that the page's React payload carries them
 * rather than this markup a second time (ADR 0022); the HTML is rendered on the server as before.
 */
export function ProductInfo({ card, info, terms }: { card: CardProduct; info: ProductInfoFields; terms: DeliveryTermsAnswer | null }) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const money = (amount: number) => formatMoney(amount, locale, t('common.currency'));
  const unit = unitLabel(card);
  const discounted = hasDiscount(card);
  const product = { ...card, ...info, store: { ...card.store, ...info.store } };
  const { working_time: hours } = product.store;
  const stop = stopText(card.stopped_until, locale);
  const closed = closedText(card.store, locale);
  return (
    <div className="flex flex-col gap-5">
      {/* The "recently viewed" note, here rather than on the page: one client module reference less in its HTML. */}
      <RecordView id={card.id} />
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{product.name}</h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          {product.rating_count > 0 && (
            <a href="#reviews" className="hover:underline">
              <Rating rating={product.rating} count={product.rating_count} />
            </a>
          )}
          {unit && (
            <span>
              <span className="sr-only">{t('product.unit')}: </span>
              {unit}
            </span>
          )}
          {info.soldText && <span>{info.soldText}</span>}
          <ShareLink url={info.url} name={product.name} className="ml-auto" />
        </div>
      </div>

      <div className="space-y-4 rounded-card bg-surface p-5 shadow-card">
        <div className="flex flex-wrap items-center gap-3">
          <Price price={product.price} discountPrice={product.discount_price} discount={product.discount} size="lg" />
          {discounted && (
            <span className="rounded-full bg-sale-50 px-2.5 py-1 text-sm font-bold text-sale-700">{t('product.discount', { discount: product.discount })}</span>
          )}
        </div>
        {product.price_per_unit && <PricePerUnitText per={product.price_per_unit} className="-mt-2 text-sm text-muted" />}
        <ByWeightNote step={product.weight_step} className="-mt-2 text-sm text-muted" />
        <p
          data-testid="stock"
          className={
            card.available > 0
              ? 'inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800'
              : 'inline-flex items-center gap-2 rounded-full bg-sale-50 px-3 py-1.5 text-sm font-semibold text-sale-700'
          }
        >
          {card.available > 0 ? <PackageCheck aria-hidden="true" className="size-4" /> : <PackageX aria-hidden="true" className="size-4" />}
          {card.available > 0 ? t('product.inStock', { count: card.available }) : stop ? t(`storeHours.${stop.key}`, stop.values) : t('product.outOfStock')}
        </p>
        <div id="buy-box" className="max-w-sm">
          <AddToCartButton product={card} size="lg" />
          <NotifyButton product={card} className="mt-3" />
        </div>
        <PinnedBuyBar product={card} targetId="buy-box" />
      </div>

      <Link
        href={`/stores/${product.store.id}`}
        className="flex items-center gap-4 rounded-card bg-surface p-4 shadow-card transition-shadow hover:shadow-raised"
      >
        <MediaImage src={product.store.logo} alt="" width={48} height={48} className="size-12 rounded-tile" />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">{t('productPage.seller')}</p>
          <p className="truncate font-semibold">{product.store.brand_name}</p>
          <div className="flex flex-wrap items-center gap-x-3 text-xs text-muted">
            {product.store.rating_count > 0 && <Rating rating={product.store.rating} count={product.store.rating_count} className="text-xs" />}
            <span className="truncate">{product.store.store_location_name}</span>
          </div>
          {closed && (
            <p data-testid="store-closed" className="text-xs font-semibold text-sale-700">
              {t(`storeHours.${closed.key}`, closed.values)}
            </p>
          )}
        </div>
        <span className="hidden text-sm font-semibold text-brand-700 sm:inline">{t('productPage.storePage')}</span>
        <StoreIcon aria-hidden="true" className="size-5 text-muted" />
      </Link>

      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <li className="rounded-card bg-surface p-4 shadow-card">
          <p className="flex items-center gap-2 font-semibold">
            <Truck aria-hidden="true" className="size-5 text-brand-700" />
            {t('productPage.delivery')}
          </p>
          {product.free_shipping ? (
            <p className="mt-1 text-sm">
              <span className="font-semibold text-brand-800">{t('productPage.deliveryFree')}</span>
              <span className="block text-muted">{t('productPage.deliveryFreeNote')}</span>
            </p>
          ) : (
            <p className="mt-1 text-sm">
              <Money amount={terms?.fee ?? DEFAULT_TERMS.fee} className="font-semibold" />{' '}
              <span className="text-muted">{t('productPage.deliveryPerOrder')}</span>
              {terms?.free_from != null && (
                <span className="block text-brand-800">{t('productPage.deliveryFreeFrom', { amount: money(terms.free_from) })}</span>
              )}
            </p>
          )}
          {terms && (
            <p className="mt-1 text-sm text-muted" data-testid="store-terms">
              {terms.slots.length ? t('productPage.deliveryBySlots') : t('cart.eta', { min: terms.eta_min, max: terms.eta_max })}
              {terms.min_order > 0 && <span className="block">{t('productPage.deliveryMin', { amount: money(terms.min_order) })}</span>}
            </p>
          )}
        </li>
        <li className="rounded-card bg-surface p-4 shadow-card">
          <p className="flex items-center gap-2 font-semibold">
            <StoreIcon aria-hidden="true" className="size-5 text-brand-700" />
            {t('productPage.pickup')}
          </p>
          <p className={product.pickup ? 'mt-1 text-sm' : 'mt-1 text-sm text-muted'}>
            {product.pickup ? t('productPage.pickupAvailable') : t('productPage.pickupUnavailable')}
          </p>
          <p className="mt-1 flex items-center gap-1.5 text-xs text-muted">
            <Clock aria-hidden="true" className="size-3.5" />
            {product.around_the_clock ? t('productPage.aroundTheClock') : t('productPage.storeHours', { hours })}
          </p>
        </li>
      </ul>

      {product.description && (
        <section aria-labelledby="product-description">
          <h2 id="product-description" className="mb-2 text-lg font-bold">
            {t('product.description')}
          </h2>
          <p className="leading-relaxed text-ink/85">{product.description}</p>
        </section>
      )}
    </div>
  );
}
