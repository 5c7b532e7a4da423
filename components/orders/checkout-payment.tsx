'use client';

import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { inputClass, labelClass } from '@/components/auth/field-styles';
import { PROVIDER_NAMES, ProviderLogo } from '@/components/payments/provider-logos';
import { browserApi } from '@/lib/api/browser';
import { paymentMethodsQuery } from '@/lib/api/orders';
import { isOnlinePayment, type PaymentType } from '@/lib/contract/order-values';
import { choiceClass, sectionBox } from './checkout-parts';
import type { CheckoutFormApi } from './checkout-values';

/** What every server offers; the online providers come with the server's answer (GET store/payment-methods/). */
const ALWAYS: readonly PaymentType[] = ['cash', 'card'];

/** How the shopper pays: the courier or the store (cash, card), or online through a configured provider. */
export function PaymentSection({ formId, form }: { formId: string; form: CheckoutFormApi }) {
  const t = useTranslations('checkout');
  const methods = useQuery(paymentMethodsQuery(browserApi())).data ?? ALWAYS;
  const payment = form.watch('payment_type');

  // A choice the server no longer offers (its settings changed) falls back to cash.
  useEffect(() => {
    if (!methods.includes(payment)) form.setValue('payment_type', 'cash');
  }, [methods, payment, form]);

  return (
    <section aria-labelledby={`${formId}-pay`} className={sectionBox}>
      <h2 id={`${formId}-pay`} className="text-lg font-bold">
        {t('paymentTitle')}
      </h2>
      <fieldset>
        <legend className="sr-only">{t('paymentTitle')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {methods.map((value) => (
            <label key={value} className={choiceClass}>
              <input type="radio" value={value} {...form.register('payment_type')} className="size-5 shrink-0 accent-brand-700" />
              <span className="flex-1">{t(value)}</span>
              {isOnlinePayment(value) && <ProviderLogo provider={value} />}
            </label>
          ))}
        </div>
      </fieldset>
      {isOnlinePayment(payment) && (
        <p className="rounded-control bg-brand-50 p-3 text-sm text-brand-900" data-testid="online-note">
          {t('onlineNote', { provider: PROVIDER_NAMES[payment] })}
        </p>
      )}
      <div>
        <label htmlFor={`${formId}-comment`} className={labelClass}>
          {t('comment')}
        </label>
        <textarea id={`${formId}-comment`} rows={3} maxLength={500} {...form.register('comment')} className={clsx(inputClass(false), 'py-2')} />
      </div>
    </section>
  );
}
