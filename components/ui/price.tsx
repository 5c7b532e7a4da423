import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/contract/values';
import { formatMoney } from '@/lib/domain/money';
import { hasDiscount } from '@/lib/domain/product';

/** An amount as text in the page's language, for messages that put it in a sentence. */
export function useMoneyText() {
  const locale = useLocale() as Locale;
  const t = useTranslations('common');
  return (amount: number) => formatMoney(amount, locale, t('currency'));
}

/** An amount in so'm with the locale's word: "12 500 soʻm" / "12 500 сум". */
export function Money({ amount, className }: { amount: number; className?: string }) {
  const money = useMoneyText();
  return <span className={clsx('whitespace-nowrap tabular-nums', className)}>{money(amount)}</span>;
}

/** The price a shopper pays and, with a discount, the old price crossed out. */
export function Price({
  price,
  discountPrice,
  discount,
  size = 'md',
}: {
  price: number;
  discountPrice: number;
  discount: number;
  size?: 'md' | 'lg';
}) {
  const t = useTranslations('product');
  const discounted = hasDiscount({ price, discount, discount_price: discountPrice });
  return (
    <div className={clsx('flex flex-wrap items-baseline gap-x-2', size === 'lg' && 'gap-x-3')}>
      <span className="sr-only">{t('price')}:</span>
      <Money
        amount={discounted ? discountPrice : price}
        className={clsx('font-bold', discounted ? 'text-sale-600' : 'text-ink', size === 'lg' ? 'text-3xl' : 'text-base sm:text-lg')}
      />
      {discounted && (
        <del className={clsx('text-muted', size === 'lg' ? 'text-base' : 'text-xs sm:text-sm')}>
          <span className="sr-only">{t('oldPrice')}: </span>
          <Money amount={price} />
        </del>
      )}
    </div>
  );
}
