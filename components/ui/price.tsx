import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/contract/values';
import { formatMoney } from '@/lib/domain/money';
import { hasDiscount } from '@/lib/domain/product';
import type { PricePerUnit } from '@/lib/domain/unit-price';

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
export function Price({ price, discountPrice, discount, size = 'md' }: { price: number; discountPrice: number; discount: number; size?: 'md' | 'lg' }) {
  const t = useTranslations('product');
  const money = useMoneyText();
  const discounted = hasDiscount({ price, discount, discount_price: discountPrice });
  const colour = discounted ? 'text-sale-600' : 'text-ink';
  // The labels as one text each (no <!-- --> between the word and the colon), and the classes of
  // the size every card uses by name (.price-*, app/globals.css): a list repeats it on every card.
  return (
    <div className={size === 'lg' ? 'price gap-x-3' : 'price'}>
      <span className="sr-only">{`${t('price')}:`}</span>
      {size === 'lg' ? (
        <Money amount={discounted ? discountPrice : price} className={clsx('font-bold text-3xl', colour)} />
      ) : (
        <span className={clsx('price-now', colour)}>{money(discounted ? discountPrice : price)}</span>
      )}
      {discounted && (
        <del className={size === 'lg' ? 'text-base text-muted' : 'price-old'}>
          <span className="sr-only">{`${t('oldPrice')}: `}</span>
          <Money amount={price} />
        </del>
      )}
    </div>
  );
}

/**
 * What 1 kg or 1 l of a product costs, beside its price: "1 l uchun 12 222 soʻm" /
 * "12 222 сум за 1 л" (lib/domain/unit-price.ts decides when there is one). Plain text, so it
 * adds nothing to a list page's script but its words.
 */
export function PricePerUnitText({ per, className }: { per: PricePerUnit; className?: string }) {
  const t = useTranslations('product');
  const money = useMoneyText();
  return <p className={clsx('tabular-nums', className)}>{t(`pricePer.${per.unit}`, { price: money(per.price) })}</p>;
}
