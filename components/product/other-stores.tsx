'use client';

import { useTranslations } from 'next-intl';
import { MediaImage } from '@/components/ui/media-image';
import { Price } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import type { StoreOffer } from '@/lib/contract/catalog';
import { Link } from '@/lib/i18n/navigation';

/**
 * The same product in other stores, the ones that have it first: one table, so the columns can be
 * compared and read out. From the `sm` width up it is laid out as a table; on a phone each row is
 * stacked (store, price, stock and rating, with "open" on the right: `.offers-table` in
 * app/globals.css), because five columns are wider than the screen and made the whole page scroll
 * sideways. One form for both widths keeps the page's HTML small (it used to be sent twice).
 *
 * A client component: the page's React payload carries the offers' few fields (StoreOffer, in the
 * order to show them) rather than the markup; the HTML is rendered on the server as before.
 */
export function OtherStores({ offers }: { offers: StoreOffer[] }) {
  const t = useTranslations();
  return (
    <div className="overflow-x-auto rounded-card bg-surface shadow-card">
      <table className="offers-table w-full text-left text-sm">
        <caption className="sr-only">{t('productPage.comparisonCaption')}</caption>
        <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
          <tr>
            {(['colStore', 'colPrice', 'colRating', 'colStock'] as const).map((col) => (
              <th key={col} scope="col">
                {t(`productPage.${col}`)}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">{t('productPage.colLink')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {offers.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                <span className="offer-store">
                  <MediaImage src={p.store.logo} alt="" width={32} height={32} className="offer-logo" />
                  <span className="truncate">{p.store.brand_name}</span>
                </span>
              </th>
              <td>
                <Price price={p.price} discountPrice={p.discount_price} discount={p.discount} />
              </td>
              <td className={p.rating_count > 0 ? undefined : 'offer-none'}>
                {p.rating_count > 0 ? <Rating rating={p.rating} count={p.rating_count} /> : <span className="text-muted">—</span>}
              </td>
              <td>
                {p.available > 0 ? (
                  <span className="text-brand-800">{t('product.inStock', { count: p.available })}</span>
                ) : (
                  <span className="font-semibold text-sale-700">{t('product.outOfStock')}</span>
                )}
              </td>
              <td>
                <Link href={`/products/${p.id}`} aria-label={t('productPage.openIn', { store: p.store.brand_name })} className="offer-open">
                  {t('productPage.open')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
