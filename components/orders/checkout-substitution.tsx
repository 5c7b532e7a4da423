'use client';

import { useTranslations } from 'next-intl';
import { SUBSTITUTIONS } from '@/lib/contract/order-values';
import type { CheckoutFormApi } from './checkout-values';

/**
 * At checkout, what the store does when an item is missing (ADR 0029): remove it, replace it with
 * a similar one (the shopper may still approve or decline on the order page), or call first.
 */
export function SubstitutionSection({ form }: { form: CheckoutFormApi }) {
  const t = useTranslations('orderChanges');
  return (
    <section className="rounded-card bg-surface p-5 shadow-card">
      <fieldset>
        <legend className="mb-1 text-lg font-bold">{t('checkoutTitle')}</legend>
        <p className="mb-3 text-sm text-muted">{t('checkoutHint')}</p>
        <div className="grid gap-2 sm:grid-cols-3">
          {SUBSTITUTIONS.map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-line px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={choice} {...form.register('substitution')} className="size-5 accent-brand-700" />
              {t(`checkoutChoice.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
