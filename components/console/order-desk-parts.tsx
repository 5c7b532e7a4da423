'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ConsoleOrder } from '@/lib/contract/console-orders';
import type { OrderDelivery } from '@/lib/contract/delivery';
import { CANCEL_REASONS, isOnlinePayment, type CancelReason } from '@/lib/contract/order-values';
import type { Locale } from '@/lib/contract/values';
import { formatDate, formatDateTime, formatTime, formatTimeRange } from '@/lib/domain/datetime';
import { isTashkentToday } from '@/lib/domain/delivery';

/**
 * The order desk's words shared by the order page, the board and the printed sheets: when a part
 * is to arrive, why it was cancelled (a shopper's code in the page's language), what to collect.
 */

const DAY_MS = 86_400_000;

/** A delivery window as the shopper chose it: "bugun 10:00–12:00", "ertaga …", or its date. */
export function useWindowText() {
  const tc = useTranslations('cart');
  const t = useTranslations('orderDesk');
  const locale = useLocale() as Locale;
  return (d: Pick<OrderDelivery, 'promised_from' | 'promised_to' | 'slot'>) => {
    const time = formatTimeRange(d.promised_from, d.promised_to, locale);
    const when = isTashkentToday(d.promised_from)
      ? tc('slotToday', { time })
      : isTashkentToday(d.promised_from, new Date(Date.now() + DAY_MS))
        ? t('tomorrow', { time })
        : `${formatDate(d.promised_from, locale)}, ${time}`;
    return `${when} (${d.slot ? t('windowChosen') : t('windowEstimate')})`;
  };
}

/** A pickup's collect-by time, with its date when it is not today. */
export function useCollectByText() {
  const tc = useTranslations('cart');
  const locale = useLocale() as Locale;
  return (iso: string) => (isTashkentToday(iso) ? tc('slotToday', { time: formatTime(iso, locale) }) : formatDateTime(iso, locale));
}

const isCode = (reason: string): reason is CancelReason => (CANCEL_REASONS as readonly string[]).includes(reason);

/** A cancel reason in words: the shopper's code in the page's language, a store's words as written. */
export function useCancelReasonText() {
  const t = useTranslations('orders');
  const td = useTranslations('orderDesk');
  return (reason: string) => (isCode(reason) ? td('shopperReason', { reason: t(`cancelReasons.${reason}`) }) : reason);
}

/** What to collect, in words: the amount, or why nothing (paid online through a provider, or cancelled). */
export function useCollectNote() {
  const t = useTranslations('orderDesk');
  const tc = useTranslations('console');
  return (order: Pick<ConsoleOrder, 'payment_type'>, cancelled: boolean) =>
    cancelled ? t('cancelledNothing') : isOnlinePayment(order.payment_type) ? t('paidOnline', { provider: tc(`payment.${order.payment_type}`) }) : null;
}
