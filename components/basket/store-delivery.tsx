'use client';

import { Clock, Info, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Money, useMoneyText } from '@/components/ui/price';
import type { DeliveryTermsAnswer, SlotAnswer } from '@/lib/contract/delivery';
import type { Locale } from '@/lib/contract/values';
import { formatTimeRange } from '@/lib/domain/datetime';
import { isTashkentToday, type StoreDelivery } from '@/lib/domain/delivery';

/** "today 14:00–16:00" / "tomorrow 10:00–12:00" (a window is always today or tomorrow). */
export function useSlotText() {
  const t = useTranslations('cart');
  const locale = useLocale() as Locale;
  return (slot: SlotAnswer) => t(isTashkentToday(slot.from) ? 'slotToday' : 'slotTomorrow', { time: formatTimeRange(slot.from, slot.to, locale) });
}

/** When a store delivers: its estimate, or its nearest window when it delivers by the clock. */
export function useEtaText() {
  const t = useTranslations('cart');
  const slotText = useSlotText();
  return (terms: Pick<DeliveryTermsAnswer, 'eta_min' | 'eta_max' | 'offered_slots'>) =>
    terms.offered_slots.length ? t('nearestSlot', { slot: slotText(terms.offered_slots[0]!) }) : t('eta', { min: terms.eta_min, max: terms.eta_max });
}

/**
 * A store's part of the basket: its subtotal, what its delivery costs, when it comes, and what is
 * missing for its minimum or for free delivery, and its promotion (`promo`). Shown under the store's
 * lines in the cart.
 */
export function StoreDeliverySummary({ group, terms, promo }: { group: StoreDelivery; terms: DeliveryTermsAnswer | undefined; promo?: ReactNode }) {
  const t = useTranslations('cart');
  const tk = useTranslations('checkout');
  const money = useMoneyText();
  const eta = useEtaText();
  const row = 'flex items-center justify-between gap-4';
  return (
    <div className="space-y-2 bg-canvas/60 px-4 py-3 text-sm" data-testid="store-delivery">
      <dl className="space-y-1">
        <div className={row}>
          <dt className="text-muted">{t('subtotal')}</dt>
          <dd className="font-semibold">
            <Money amount={group.subtotal} />
          </dd>
        </div>
        <div className={row}>
          <dt className="flex items-center gap-1.5 text-muted">
            <Truck aria-hidden="true" className="size-4" />
            {t('delivery')}
          </dt>
          <dd>{group.delivery_price === 0 ? tk('free') : <Money amount={group.delivery_price} />}</dd>
        </div>
        {terms && (
          <div className={row}>
            <dt className="flex items-center gap-1.5 text-muted">
              <Clock aria-hidden="true" className="size-4" />
              {t('etaLabel')}
            </dt>
            <dd>{eta(terms)}</dd>
          </div>
        )}
      </dl>
      {promo}
      {group.missing > 0 && (
        <p className="flex gap-2 rounded-control bg-amber-50 p-2 text-amber-900" data-testid="below-minimum">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('minimumMissing', { min: money(group.terms.min_order), missing: money(group.missing) })}
        </p>
      )}
      {group.missing === 0 && group.left_for_free !== null && (
        <p className="text-brand-800" data-testid="more-for-free">
          {t('moreForFree', { amount: money(group.left_for_free) })}
        </p>
      )}
    </div>
  );
}
