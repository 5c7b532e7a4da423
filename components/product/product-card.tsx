import clsx from 'clsx';
import { Store as StoreIcon, Truck } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import type { Product } from '@/lib/api/types';
import { Link } from '@/lib/i18n/navigation';
import { MediaImage } from '@/components/ui/media-image';
import { Price } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import { AddToCartButton } from './add-to-cart-button';
import { FavouriteButton } from './favourite-button';

/** Soft backgrounds for product images, picked by id so that a grid looks lively but stable. */
const TINTS = ['bg-[#EEF7EE]', 'bg-[#FFF4E0]', 'bg-[#EAF3FF]', 'bg-[#FDEDEF]', 'bg-[#F3EEFF]', 'bg-[#FFF9DB]'];

export function productTint(id: number) {
  return TINTS[id % TINTS.length];
}

/** A product in a grid: image, name, unit, store, price, discount, rating, stock, basket button. */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const t = useTranslations();
  const out = product.available < 1;
  const unit = [product.weight, product.amount_type].filter(Boolean).join(' · ');
  const hasDiscount = product.discount > 0 && product.discount_price < product.price;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-card transition-shadow hover:shadow-raised">
      <div className={clsx('relative aspect-square', productTint(product.id))}>
        <MediaImage
          src={product.images[0]?.image}
          alt=""
          width={160}
          height={160}
          priority={priority}
          className={clsx('absolute inset-0 m-auto size-3/5 object-contain transition-transform duration-300 group-hover:scale-105', out && 'opacity-40 grayscale')}
        />
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {hasDiscount && (
            <span className="rounded-full bg-sale-600 px-2 py-0.5 text-xs font-bold text-white">{t('product.discount', { discount: product.discount })}</span>
          )}
          {product.flag === 'new' && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">{t('product.new')}</span>}
          {product.free_shipping && (
            <span className="inline-flex items-center gap-1 rounded-full bg-surface/90 px-2 py-0.5 text-xs font-semibold text-brand-800">
              <Truck aria-hidden="true" className="size-3" />
              <span className="sr-only sm:not-sr-only">{t('features.freeShipping')}</span>
            </span>
          )}
        </div>
        <FavouriteButton product={product} className="absolute right-2 top-2 z-10" />
        {out && (
          <span className="absolute inset-x-2 bottom-2 rounded-full bg-ink/75 py-1 text-center text-xs font-semibold text-white">{t('product.outOfStock')}</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Price price={product.price} discountPrice={product.discount_price} discount={product.discount} />
        <h3 className="line-clamp-2 min-h-10 text-sm font-medium leading-5">
          <Link href={`/products/${product.id}`} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {product.name}
          </Link>
        </h3>
        {unit && <p className="text-xs text-muted">{unit}</p>}
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <span className="inline-flex min-w-0 items-center gap-1 text-xs text-muted">
            <StoreIcon aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{product.store.brand_name}</span>
          </span>
          {product.rating_count > 0 && <Rating rating={product.rating} className="shrink-0 text-xs" />}
        </div>
        <div className="relative z-10 pt-2">
          <AddToCartButton product={product} />
        </div>
      </div>
    </article>
  );
}
