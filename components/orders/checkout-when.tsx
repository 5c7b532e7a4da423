'use client';

import { Clock, Info } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEtaText, useSlotText } from '@/components/basket/store-delivery';
import { useMoneyText } from '@/components/ui/price';
import type { DeliveryTermsAnswer } from '@/lib/contract/delivery';
import type { StoreDelivery } from '@/lib/domain/delivery';
import { choiceClass, FieldError, sectionBox } from './checkout-parts';
import type { CheckoutErrors } from './checkout-values';

/**
 * When a delivery comes, store by store: a store that delivers by the clock lets the shopper pick
 * one of the windows it offers now (the earliest is picked until they choose); any other says its
 * estimate. A store whose goods do not reach its minimum says how much is missing.
 */
export function WhenSection({
  formId,
  groups,
  terms,
  slots,
  fields,
  onSlot,
}: {
  formId: string;
  groups: readonly StoreDelivery<{ price: number; discount: number; discount_price: number; count: number; store: { id: number; brand_name: string } }>[];
  terms: ReadonlyMap<number, DeliveryTermsAnswer>;
  slots: Record<number, string>;
  fields: CheckoutErrors;
  onSlot: (store: number, from: string) => void;
}) {
  const t = useTranslations('checkout');
  const slotText = useSlotText();
  const etaText = useEtaText();
  const money = useMoneyText();
  return (
    <section aria-labelledby={`${formId}-when`} className={sectionBox} data-invalid={fields.slots ? '' : undefined}>
      <h2 id={`${formId}-when`} className="text-lg font-bold">
        {t('slotTitle')}
      </h2>
      {groups.map((group) => {
        const brand = group.lines[0]!.store.brand_name;
        const storeTerms = terms.get(group.store);
        const offered = storeTerms?.offered_slots ?? [];
        return (
          <div key={group.store} className="space-y-2">
            {offered.length > 0 ? (
              <fieldset>
                <legend className="mb-2 font-semibold">{t('slotFor', { store: brand })}</legend>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {offered.map((slot) => (
                    <label key={slot.from} className={choiceClass}>
                      <input
                        type="radio"
                        name={`slot-${group.store}`}
                        value={slot.from}
                        checked={(slots[group.store] ?? offered[0]!.from) === slot.from}
                        onChange={() => onSlot(group.store, slot.from)}
                        className="size-5 accent-brand-700"
                      />
                      {slotText(slot)}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : (
              <p className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 text-muted" />
                <span className="font-semibold">{brand}:</span> {storeTerms ? t('asSoonAs', { eta: etaText(storeTerms) }) : '…'}
              </p>
            )}
            {group.missing > 0 && (
              <p role="alert" className="flex gap-2 rounded-control bg-amber-50 p-2 text-sm text-amber-900" data-testid="below-minimum">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t('belowMinimum', { store: brand, min: money(group.terms.min_order), missing: money(group.missing) })}
              </p>
            )}
          </div>
        );
      })}
      <FieldError formId={formId} field="slots" fields={fields} />
    </section>
  );
}
