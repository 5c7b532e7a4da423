'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AddToCartButton } from '@/components/product/add-to-cart-button';
import { productTint } from '@/components/product/product-card';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { MediaImage } from '@/components/ui/media-image';
import { Money, Price } from '@/components/ui/price';
import { Link } from '@/lib/i18n/navigation';
import { useBasket } from '@/lib/stores/basket';
import { useHydrated } from '@/lib/stores/hooks';

/** The basket kept on this device, with the spec's totals (checkout comes in a later issue). */
export function CartView() {
  const t = useTranslations();
  const hydrated = useHydrated();
  const basket = useBasket();
  if (!hydrated) return <div aria-hidden="true" className="h-64 animate-pulse rounded-card bg-line/50" />;
  if (!basket.products.length && !basket.not_available.length) {
    return (
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
    );
  }
  const row = 'flex items-center justify-between gap-4';
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <ul className="divide-y divide-line overflow-hidden rounded-card bg-surface shadow-card">
        {[...basket.products, ...basket.not_available].map((product) => (
          <li key={product.id} className="flex gap-4 p-4">
            <div className={`grid size-20 shrink-0 place-items-center rounded-tile ${productTint(product.id)}`}>
              <MediaImage src={product.images[0]?.image} alt="" width={56} height={56} className="size-14" />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <Link href={`/products/${product.id}`} className="line-clamp-2 font-medium hover:underline">
                  {product.name}
                </Link>
                <p className="text-xs text-muted">{product.store.brand_name}</p>
                <Price price={product.price} discountPrice={product.discount_price} discount={product.discount} />
              </div>
              <div className="flex items-center gap-2">
                <div className="w-36">
                  <AddToCartButton product={product} />
                </div>
                <button
                  type="button"
                  onClick={() => basket.remove(product.id)}
                  aria-label={t('cart.remove', { name: product.name })}
                  className="grid size-11 place-items-center rounded-control text-muted hover:bg-sale-50 hover:text-sale-700"
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <aside aria-labelledby="cart-summary" className="space-y-3 rounded-card bg-surface p-5 shadow-card lg:sticky lg:top-28">
        <h2 id="cart-summary" className="text-lg font-bold">
          {t('cart.summary')}
        </h2>
        <dl className="space-y-2 text-sm">
          <div className={row}>
            <dt className="text-muted">{t('cart.items', { count: basket.totalCountProduct })}</dt>
            <dd>
              <Money amount={basket.all_prices} />
            </dd>
          </div>
          {basket.discount_price > 0 && (
            <div className={row}>
              <dt className="text-muted">{t('cart.discount')}</dt>
              <dd className="text-sale-600">
                −<Money amount={basket.discount_price} />
              </dd>
            </div>
          )}
          {basket.promo_code_price > 0 && (
            <div className={row}>
              <dt className="text-muted">
                {t('cart.promo')} {basket.promo_code.promocode}
              </dt>
              <dd className="text-sale-600">
                −<Money amount={basket.promo_code_price} />
              </dd>
            </div>
          )}
          <div className={row}>
            <dt className="text-muted">{t('cart.delivery')}</dt>
            <dd>
              <Money amount={basket.delivery_price} />
            </dd>
          </div>
          <div className={`${row} border-t border-line pt-3 text-base font-bold`}>
            <dt>{t('cart.total')}</dt>
            <dd>
              <Money amount={basket.cost_price + basket.delivery_price} />
            </dd>
          </div>
        </dl>
        <p className="rounded-control bg-brand-50 p-3 text-sm text-brand-800">{t('cart.checkoutSoon')}</p>
        <button type="button" onClick={basket.clear} className={buttonClass('ghost', 'w-full text-muted')}>
          {t('cart.clear')}
        </button>
      </aside>
    </div>
  );
}
