'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { inputClass, labelClass } from '@/components/auth/field-styles';
import { PAYMENT_TYPES, isOnlinePayment, type PaymentType } from '@/lib/contract/order-values';
import { choiceClass, sectionBox } from './checkout-parts';

/** How the shopper pays the courier or the store, and a word for them. */
export function PaymentSection({
  formId,
  payment,
  comment,
  onPayment,
  onComment,
}: {
  formId: string;
  payment: PaymentType;
  comment: string;
  onPayment: (payment: PaymentType) => void;
  onComment: (comment: string) => void;
}) {
  const t = useTranslations('checkout');
  return (
    <section aria-labelledby={`${formId}-pay`} className={sectionBox}>
      <h2 id={`${formId}-pay`} className="text-lg font-bold">
        {t('paymentTitle')}
      </h2>
      <fieldset>
        <legend className="sr-only">{t('paymentTitle')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          {PAYMENT_TYPES.filter((value) => !isOnlinePayment(value)).map((value) => (
            <label key={value} className={choiceClass}>
              <input type="radio" name="payment_type" value={value} checked={payment === value} onChange={() => onPayment(value)} className="size-5 accent-brand-700" />
              {t(value)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${formId}-comment`} className={labelClass}>
          {t('comment')}
        </label>
        <textarea
          id={`${formId}-comment`}
          name="comment"
          rows={3}
          maxLength={500}
          value={comment}
          onChange={(e) => onComment(e.target.value)}
          className={clsx(inputClass(false), 'py-2')}
        />
      </div>
    </section>
  );
}
