'use client';

import clsx from 'clsx';
import { Store as StoreIcon, Truck } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { toLocale } from '@/lib/i18n/routing';
import { closedText, stopText } from '@/lib/domain/store-hours-text';
import type { CardProduct } from '@/lib/contract/catalog';
import { Link } from '@/lib/i18n/navigation';
import { buttonClass } from '@/components/ui/button-styles';
import { MediaImage } from '@/components/ui/media-image';
import { Price, PricePerUnitText, useMoneyText } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import { AddToCartButton } from './add-to-cart-button';
import { FavouriteButton } from './favourite-button';
import { hasDiscount, unitLabel } from '@/lib/domain/product';
import { productTint } from './product-tint';
import { ByWeightNote } from './by-weight-note';

/**
 * A product in a grid: image, name, unit, price per kg or litre, store, price, discount, rating,
 * stock, basket button. A client component, so that a page's React payload carries each card's
 * few fields (CardProduct, from ProductGrid) rather than its markup and a whole product for each
 * of its two buttons (ADR 0022); the HTML is rendered on the server as before.
 */
export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  const t = useTranslations();
  const out = product.available < 1;
  const locale = toLocale(useLocale());
  const stop = stopText(product.stopped_until, locale);
  const closed = closedText(product.store, locale);
  const unit = unitLabel(product);
  const discounted = hasDiscount(product);
  const money = useMoneyText();
  // A grouped list's card (ADR 0034): the same product in several stores, chosen on its page.
  const offers = product.offers && product.offers.stores > 1 ? product.offers : null;
  // Class names of the card are in app/globals.css (.pc-*): it repeats on every list.
  return (
    <article className={clsx('pc', out && 'pc-out')}>
      <div className={clsx('pc-media', productTint(product.id))}>
        <MediaImage src={product.images[0]?.image} alt="" width={160} height={160} priority={priority} className="pc-img" />
        <div className="pc-badges">
          {discounted && <span className="pc-badge bg-sale-600">{t('product.discount', { discount: product.discount })}</span>}
          {product.flag === 'new' && <span className="pc-badge bg-brand-700">{t('product.new')}</span>}
          {product.free_shipping && (
            <span className="pc-badge bg-surface/90 font-semibold text-brand-800">
              <Truck aria-hidden="true" className="size-3" />
              <span className="sr-only sm:not-sr-only">{t('features.freeShipping')}</span>
            </span>
          )}
        </div>
        <FavouriteButton product={product} className="pc-fav" />
        {out && <span className="pc-stock">{stop ? t(`storeHours.${stop.key}`, stop.values) : t('product.outOfStock')}</span>}
      </div>
      <div className="pc-body">
        {offers ? (
          <div className="price">
            <span className="price-now text-ink">{t('offers.fromPrice', { price: money(offers.min_price) })}</span>
          </div>
        ) : (
          <Price price={product.price} discountPrice={product.discount_price} discount={product.discount} />
        )}
        <h3 className="pc-name">
          <Link href={`/products/${product.id}`}>{product.name}</Link>
        </h3>
        {/* Goods sold by weight say so in place of the unit line ("≈ 1 kg, …"): a card keeps its height. */}
        {product.weight_step ? (
          <ByWeightNote step={product.weight_step} className="truncate text-xs text-muted" />
        ) : (
          unit && <p className="text-xs text-muted">{unit}</p>
        )}
        {/* A group's price is the lowest of several offers: a price per kg of one of them would mislead. */}
        {!offers && product.price_per_unit && <PricePerUnitText per={product.price_per_unit} className="text-xs text-muted" />}
        <div className="pc-meta">
          <span className="pc-store">
            <StoreIcon aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{offers ? t('offers.stores', { count: offers.stores }) : product.store.brand_name}</span>
          </span>
          {product.rating_count > 0 && <Rating rating={product.rating} className="shrink-0 text-xs" />}
        </div>
        {!offers && closed && <p className="text-xs font-semibold text-sale-700">{t(`storeHours.${closed.key}`, closed.values)}</p>}
        <div className="pc-cart">
          {offers ? (
            <Link
              href={`/products/${product.id}#comparison`}
              aria-label={t('offers.chooseStoreLabel', { name: product.name })}
              className={buttonClass('secondary', 'min-h-11 w-full text-sm')}
            >
              {t('offers.chooseStore')}
            </Link>
          ) : (
            <AddToCartButton product={product} />
          )}
        </div>
      </div>
    </article>
  );
}
