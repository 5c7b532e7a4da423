'use client';

import { Clock, Store as StoreIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { BasketProduct } from '@/lib/stores/basket';
import type { Locale } from '@/lib/contract/values';
import type { OrderType } from '@/lib/contract/order-values';
import { formatDateTime } from '@/lib/domain/datetime';
import { PICKUP_HOLD_HOURS } from '@/lib/domain/order';
import { Controller } from 'react-hook-form';
import { AddressBook } from './address-book';
import { choiceClass, FieldError, sectionBox } from './checkout-parts';
import type { CheckoutErrors, CheckoutFormApi } from './checkout-values';

/** How the order reaches the shopper: delivery to one of their addresses, or pickup at the stores. */
export function DeliverySection({
  formId,
  form,
  type,
  pickupPossible,
  stores,
  aroundTheClock,
  since,
  fields,
}: {
  formId: string;
  form: CheckoutFormApi;
  type: OrderType;
  pickupPossible: boolean;
  stores: readonly BasketProduct['store'][];
  aroundTheClock: (storeId: number) => boolean;
  /** When the checkout opened: a pickup is held from about then. */
  since: number;
  fields: CheckoutErrors;
}) {
  const t = useTranslations('checkout');
  const locale = useLocale() as Locale;
  return (
    <section aria-labelledby={`${formId}-how`} className={sectionBox}>
      <h2 id={`${formId}-how`} className="text-lg font-bold">
        {t('howTitle')}
      </h2>
      <fieldset data-invalid={fields.type ? '' : undefined}>
        <legend className="sr-only">{t('howTitle')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          <label className={choiceClass}>
            <input type="radio" value="D" {...form.register('type')} className="size-5 accent-brand-700" />
            {t('delivery')}
          </label>
          <label className={choiceClass}>
            <input type="radio" value="T" {...form.register('type')} disabled={!pickupPossible} className="size-5 accent-brand-700" />
            {t('pickup')}
          </label>
        </div>
        {!pickupPossible && <p className="mt-1 text-sm text-muted">{t('pickupImpossible')}</p>}
        <FieldError formId={formId} field="type" fields={fields} />
      </fieldset>

      {type === 'D' ? (
        <div data-invalid={fields.delivery_address ? '' : undefined}>
          <h3 className="mb-2 font-semibold">{t('addressTitle')}</h3>
          <Controller control={form.control} name="delivery_address" render={({ field }) => <AddressBook chosen={field.value} onChoose={field.onChange} />} />
          <FieldError formId={formId} field="delivery_address" fields={fields} />
        </div>
      ) : (
        <div>
          <h3 className="mb-2 font-semibold">{t('pickupStores')}</h3>
          <ul className="space-y-2">
            {stores.map((store) => (
              <li key={store.id} className="flex gap-3 rounded-card border border-line p-3">
                <StoreIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
                <div className="text-sm">
                  <p className="font-semibold">{store.brand_name}</p>
                  <p className="text-muted">{store.store_location_name}</p>
                  <p className="flex items-center gap-1 text-muted">
                    <Clock aria-hidden="true" className="size-4" />
                    {aroundTheClock(store.id) ? t('aroundTheClock') : t('hours', { hours: store.working_time })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-2 rounded-control bg-brand-50 p-3 text-sm text-brand-800">
            {t('pickupUntil', { hours: PICKUP_HOLD_HOURS, time: formatDateTime(since + PICKUP_HOLD_HOURS * 3_600_000, locale) })}
          </p>
        </div>
      )}
    </section>
  );
}
