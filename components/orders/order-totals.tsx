import { useTranslations } from 'next-intl';
import { Money } from '@/components/ui/price';

/**
 * An order's figures: what the items cost, the discounts, the promo code, delivery and the total.
 * The checkout and an order show them as the server charges them. The cart shows the basket's own
 * summary (`basket`): its first row counts the items and the subtotal after discounts gets a row.
 * The discount row appears only when an item is discounted (never "discount −0"), the promo row
 * once a code applies (never "promo −0"); delivery that costs nothing reads "free" everywhere.
 */
export function OrderTotals({
  all,
  sale,
  promo,
  promoCode,
  promotions,
  delivery,
  total,
  pickup,
  basket,
}: {
  all: number;
  sale: number;
  promo: number;
  promoCode?: string | null;
  /**
   * Each promotion that applied (ADR 0037: a store's code or offer, the platform's code), on a row
   * of its own instead of the one promo row; free delivery reads "free" (the delivery row has it).
   */
  promotions?: readonly { label: string; saving: number; free_delivery: boolean }[];
  delivery: number;
  total: number;
  pickup?: boolean;
  basket?: { items: number; cost: number };
}) {
  const t = useTranslations('cart');
  const tk = useTranslations('checkout');
  const row = 'flex items-center justify-between gap-4';
  return (
    <dl className="space-y-2 text-sm" data-testid="order-totals">
      <div className={row}>
        <dt className="text-muted">{basket ? t('items', { count: basket.items }) : t('allPrices')}</dt>
        <dd>
          <Money amount={all} />
        </dd>
      </div>
      {sale > 0 && (
        <div className={row}>
          <dt className="text-muted">{t('discount')}</dt>
          <dd className="text-sale-600">
            −<Money amount={sale} />
          </dd>
        </div>
      )}
      {promotions?.map((p, i) => (
        <div key={i} className={row} data-testid="promotion-row">
          <dt className="text-muted">{p.label}</dt>
          <dd className="shrink-0 text-sale-600">
            {p.free_delivery && p.saving === 0 ? (
              tk('free')
            ) : (
              <>
                −<Money amount={p.saving} />
              </>
            )}
          </dd>
        </div>
      ))}
      {!promotions && (promoCode || promo > 0) && (
        <div className={row}>
          <dt className="text-muted">
            {t('promo')} {promoCode}
          </dt>
          <dd className="text-sale-600">
            −<Money amount={promo} />
          </dd>
        </div>
      )}
      {basket && (
        <div className={row}>
          <dt className="text-muted">{t('cost')}</dt>
          <dd>
            <Money amount={basket.cost} />
          </dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-muted">{pickup ? tk('pickup') : t('delivery')}</dt>
        <dd>{delivery === 0 ? tk('free') : <Money amount={delivery} />}</dd>
      </div>
      <div className={`${row} border-t border-line pt-3 text-base font-bold`}>
        <dt>{t('total')}</dt>
        <dd>
          <Money amount={total} />
        </dd>
      </div>
    </dl>
  );
}
