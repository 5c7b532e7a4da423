'use client';

import { useTranslations } from 'next-intl';
import { MediaImage } from '@/components/ui/media-image';
import { Price } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import type { StoreOffer } from '@/lib/contract/catalog';
import { Link } from '@/lib/i18n/navigation';

/**
 * The same product in other stores, the ones that have it first. On a phone a stacked list (a
 * five-column table is wider than the screen and made the whole page scroll sideways); from the
 * `sm` width up a real table, so the columns can be compared and read out. The other form is
 * `display: none`, so a screen reader meets one of them.
 *
 * A client component: the page's React payload carries the offers' few fields (StoreOffer, in the
 * order to show them) rather than both forms' markup (issue 21); the HTML is rendered on the
 * server as before.
 */
export function OtherStores({ offers }: { offers: StoreOffer[] }) {
  const t = useTranslations();
  const stock = (p: StoreOffer) =>
    p.available > 0 ? (
      <span className="text-brand-800">{t('product.inStock', { count: p.available })}</span>
    ) : (
      <span className="font-semibold text-sale-700">{t('product.outOfStock')}</span>
    );
  const open = (p: StoreOffer) => (
    <Link
      href={`/products/${p.id}`}
      aria-label={t('productPage.openIn', { store: p.store.brand_name })}
      className="offer-open"
    >
      {t('productPage.open')}
    </Link>
  );
  const rating = (p: StoreOffer) => (p.rating_count > 0 ? <Rating rating={p.rating} count={p.rating_count} /> : <span className="text-muted">—</span>);

  return (
    <>
      <ul aria-label={t('productPage.comparisonCaption')} className="divide-y divide-line rounded-card bg-surface shadow-card sm:hidden">
        {offers.map((p) => (
          <li key={p.id} data-testid="offer" className="offer">
            <MediaImage src={p.store.logo} alt="" width={32} height={32} className="offer-logo" />
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className="truncate font-semibold">{p.store.brand_name}</p>
              <Price price={p.price} discountPrice={p.discount_price} discount={p.discount} />
              <p className="flex flex-wrap items-center gap-x-3 text-xs">
                {stock(p)}
                {p.rating_count > 0 && rating(p)}
              </p>
            </div>
            {open(p)}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-card bg-surface shadow-card sm:block">
        <table className="offers-table w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{t('productPage.comparisonCaption')}</caption>
          <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
            <tr>
              {(['colStore', 'colPrice', 'colRating', 'colStock'] as const).map((col) => (
                <th key={col} scope="col" className="font-semibold">
                  {t(`productPage.${col}`)}
                </th>
              ))}
              <th scope="col" className="font-semibold">
                <span className="sr-only">{t('productPage.colLink')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {offers.map((p) => (
              <tr key={p.id}>
                <th scope="row" className="font-semibold">
                  <span className="flex items-center gap-3">
                    <MediaImage src={p.store.logo} alt="" width={32} height={32} className="offer-logo" />
                    {p.store.brand_name}
                  </span>
                </th>
                <td>
                  <Price price={p.price} discountPrice={p.discount_price} discount={p.discount} />
                </td>
                <td>{rating(p)}</td>
                <td>{stock(p)}</td>
                <td className="text-right">{open(p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
