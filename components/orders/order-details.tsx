'use client';

import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Check, Clock, MapPin, Star, Store as StoreIcon, XCircle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { productTint } from '@/components/product/product-tint';
import { buttonClass } from '@/components/ui/button-styles';
import { useSlotText } from '@/components/basket/store-delivery';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MediaImage } from '@/components/ui/media-image';
import { Money } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { cancelOrder, orderKeys } from '@/lib/api/orders';
import type { Order } from '@/lib/contract/orders';
import { type Locale } from '@/lib/contract/values';
import { CANCEL_REASONS, ORDER_STATUS, type CancelReason } from '@/lib/contract/order-values';
import { formatDate, formatDateTime, formatTimeRange } from '@/lib/domain/datetime';
import { isTashkentToday } from '@/lib/domain/delivery';
import { canCancel, showsDeliveryTime } from '@/lib/domain/order';
import { REVIEW_FORM_ANCHOR } from '@/lib/domain/reviews';
import { formatPhone } from '@/lib/domain/phone-format';
import { Link } from '@/lib/i18n/navigation';
import { useToasts } from '@/lib/stores/toast';
import { AddressText } from './address-text';
import { OrderTotals } from './order-totals';
import { useOrderPromotionRows } from './promotion-text';
import { ItemChangeNote, OrderChanges } from './order-changes';
import { PaymentStatus } from './payment-status';
import { ReorderButton } from './reorder-button';

/** A status as a coloured badge. */
export function StatusBadge({ status, name }: { status: number; name: string }) {
  const tone =
    status === ORDER_STATUS.CANCELLED
      ? 'bg-red-50 text-red-700'
      : status === ORDER_STATUS.DELIVERED || status === ORDER_STATUS.PICKED_UP
        ? 'bg-brand-100 text-brand-800'
        : 'bg-amber-50 text-amber-800';
  return <span className={clsx('inline-flex rounded-full px-2.5 py-1 text-xs font-semibold', tone)}>{name}</span>;
}

/**
 * Cancels after the store's own dialog, where the shopper says why; a toast tells the result and
 * the order's caches take the answer.
 */
function CancelOrderButton({ order, className }: { order: Order; className?: string }) {
  const t = useTranslations('orders');
  const tc = useTranslations('common');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancelReason>(CANCEL_REASONS[0]);
  const [busy, setBusy] = useState(false);
  if (!canCancel(order.type, order.status)) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      const cancelled = await cancelOrder(browserApi(), order.id, reason);
      queryClient.setQueryData(orderKeys.one(locale, order.id), cancelled);
      const last = queryClient.getQueryData<Order>(orderKeys.last(locale));
      if (last?.id === order.id) queryClient.setQueryData(orderKeys.last(locale), cancelled);
      await queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
      setOpen(false);
      toast(t('cancelled', { id: order.id }));
    } catch (e) {
      toast(e instanceof ApiError && e.status < 500 ? e.message : t('cancelError'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={buttonClass('ghost', clsx('text-sale-700 hover:bg-sale-50', className))}
      >
        <XCircle aria-hidden="true" className="size-5" />
        {t('cancel')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('cancelConfirm', { id: order.id })}
        confirmLabel={t('cancelConfirmButton')}
        cancelLabel={tc('keep')}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <fieldset>
          <legend className="mb-2 font-semibold">{t('cancelReasonLabel')}</legend>
          <div className="space-y-2">
            {CANCEL_REASONS.map((r) => (
              <label
                key={r}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-line px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`cancel-reason-${order.id}`}
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-5 accent-brand-700"
                />
                {t(`cancelReasons.${r}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="mt-3 text-sm text-muted">{t('cancelEffect')}</p>
      </ConfirmDialog>
    </>
  );
}

/** Until which step an order may be cancelled, while it still may be. */
function CancelUntil({ order }: { order: Order }) {
  const t = useTranslations('orders');
  if (!canCancel(order.type, order.status)) return null;
  return (
    <p className="text-sm text-muted" data-testid="cancel-until">
      {order.type === 'T' ? t('cancelUntilPickup') : t('cancelUntilDelivery')}
    </p>
  );
}

/** When each store's part of a delivery is to arrive, as promised when the order was placed; nothing while it waits for its online payment. */
function PromisedTimes({ order }: { order: Order }) {
  const t = useTranslations('orders');
  const locale = useLocale() as Locale;
  const slotText = useSlotText();
  if (!order.deliveries.length || !showsDeliveryTime(order.status)) return null;
  // Today's reads as the cart says it; any other day with its date (the page is read for days).
  const when = (from: string, to: string) =>
    isTashkentToday(from) ? slotText({ from, to }) : `${formatDate(from, locale)}, ${formatTimeRange(from, to, locale)}`;
  return (
    <div className="mt-3 rounded-control bg-brand-50 p-3 text-sm text-brand-900" data-testid="promised">
      <p className="flex items-center gap-2 font-semibold">
        <Clock aria-hidden="true" className="size-4" />
        {t('promised')}
      </p>
      <ul className="mt-1 space-y-0.5">
        {order.deliveries.map((d) => (
          <li key={d.store.id}>{t('promisedStore', { store: d.store.brand_name, time: when(d.promised_from, d.promised_to) })}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Why the order, or a store's part of it, was cancelled: the store's own words (the SMS said them
 * too), or the shopper's reason as they chose it.
 */
function CancelNote({ order }: { order: Order }) {
  const t = useTranslations('orderDesk.shopper');
  const to = useTranslations('orders');
  const reason = order.cancel_reason;
  let text: string | null = null;
  if (order.cancelled_by === 'store') {
    if (order.status !== ORDER_STATUS.CANCELLED) text = reason ? t('byStorePart', { reason }) : null;
    else text = reason ? t('byStore', { reason }) : t('byStoreNoReason');
  } else if (order.cancelled_by === 'shopper' && reason && (CANCEL_REASONS as readonly string[]).includes(reason)) {
    text = t('byYou', { reason: to(`cancelReasons.${reason as CancelReason}`) });
  }
  if (!text) return null;
  return (
    <p className="mt-3 flex items-start gap-2 rounded-control bg-red-50 p-3 text-sm text-red-800" data-testid="cancel-note">
      <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="break-words">{text}</span>
    </p>
  );
}

/** The whole order: items, where it goes, totals, the status timeline and the cancel button. */
export function OrderDetails({ order, headingLevel = 2 }: { order: Order; headingLevel?: 2 | 3 }) {
  const t = useTranslations('orders');
  const promotionRows = useOrderPromotionRows();
  const locale = useLocale() as Locale;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const stores = [...new Map(order.order_items.map((i) => [i.product.store.id, i.product.store])).values()];
  const box = 'rounded-card bg-surface p-5 shadow-card';
  // A received order's items may be reviewed on their product's page (whose form says so again).
  const received = order.status === ORDER_STATUS.DELIVERED || order.status === ORDER_STATUS.PICKED_UP;
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <PaymentStatus order={order} />
        <OrderChanges order={order} />
        <section className={box} aria-label={t('number', { id: order.id })}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="text-lg font-bold">{t('number', { id: order.id })}</p>
              <p className="text-sm text-muted">{formatDateTime(order.created_at, locale)}</p>
            </div>
            {/* Announced when the store moves the order (the page asks every few seconds). */}
            <span role="status">
              <StatusBadge status={order.status} name={order.status_name} />
            </span>
          </div>
          <CancelNote order={order} />
          <ul className="mt-4 divide-y divide-line">
            {order.order_items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-3">
                <div className={`grid size-14 shrink-0 place-items-center rounded-tile ${productTint(item.product.id)}`}>
                  <MediaImage src={item.product.images[0]?.image} alt="" width={40} height={40} className="size-10" />
                </div>
                <div className="min-w-0 flex-1">
                  <Link
                    href={`/products/${item.product.id}`}
                    className={clsx('line-clamp-2 font-medium hover:underline', item.quantity === 0 && 'text-muted line-through')}
                  >
                    {item.product.name}
                  </Link>
                  <p className="text-xs text-muted">{item.product.store.brand_name}</p>
                  <ItemChangeNote item={item} />
                  {received && (
                    <Link
                      href={`/products/${item.product.id}#${REVIEW_FORM_ANCHOR}`}
                      className="-ml-1 inline-flex min-h-11 items-center gap-1 rounded-control px-1 text-sm font-semibold text-brand-700 hover:underline"
                    >
                      <Star aria-hidden="true" className="size-4" />
                      {t('writeReview')}
                      <span className="sr-only">: {item.product.name}</span>
                    </Link>
                  )}
                </div>
                <div className="text-right text-sm">
                  <p className="tabular-nums text-muted">
                    {item.quantity} × <Money amount={item.discount_price < item.price ? item.discount_price : item.price} />
                  </p>
                  <p className="font-semibold">
                    <Money amount={item.line_total} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className={box}>
          <H className="mb-3 font-bold">{order.type === 'D' ? t('deliveryTo') : t('pickupFrom')}</H>
          {order.type === 'D' && order.delivery_address ? (
            <>
              <div className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
                <div>
                  <AddressText address={order.delivery_address} />
                </div>
              </div>
              <PromisedTimes order={order} />
            </>
          ) : (
            <ul className="space-y-2">
              {stores.map((store) => (
                <li key={store.id} className="flex gap-3 text-sm">
                  <StoreIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
                  <div>
                    <p className="font-semibold">{store.brand_name}</p>
                    <p className="text-muted">{store.store_location_name}</p>
                    <p className="text-muted">{store.working_time}</p>
                  </div>
                </li>
              ))}
              {order.pickup_until && (
                <li className="flex items-center gap-2 rounded-control bg-brand-50 p-3 text-sm text-brand-800">
                  <Clock aria-hidden="true" className="size-4" />
                  {t('pickupUntil', { time: formatDateTime(order.pickup_until, locale) })}
                </li>
              )}
            </ul>
          )}
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('recipient')}</dt>
            <dd>
              {order.full_name}, <span className="tabular-nums">{formatPhone(order.phone_number)}</span>
            </dd>
            <dt className="text-muted">{t('payment')}</dt>
            <dd>{t(order.payment_type)}</dd>
            {order.comment && (
              <>
                <dt className="text-muted">{t('comment')}</dt>
                <dd className="break-words">{order.comment}</dd>
              </>
            )}
          </dl>
        </section>

        <section className={box}>
          <H className="mb-3 font-bold">{t('timeline')}</H>
          <ol className="space-y-3">
            {order.status_history.map((step, i) => (
              <li key={`${step.status}-${step.created_at}`} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className={clsx(
                    'grid size-6 shrink-0 place-items-center rounded-full',
                    step.status === ORDER_STATUS.CANCELLED
                      ? 'bg-red-100 text-red-700'
                      : i === order.status_history.length - 1
                        ? 'bg-brand-700 text-white'
                        : 'bg-brand-100 text-brand-800',
                  )}
                >
                  {step.status === ORDER_STATUS.CANCELLED ? <XCircle className="size-4" /> : <Check className="size-4" />}
                </span>
                <div className="text-sm">
                  <p className="font-medium">{step.status_name}</p>
                  <p className="text-muted">{formatDateTime(step.created_at, locale)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <aside className={clsx(box, 'space-y-3 lg:sticky lg:top-28')}>
        <H className="text-lg font-bold">{t('totals')}</H>
        <OrderTotals
          all={order.all_prices}
          sale={order.sale_price}
          promo={order.sale_price_promo_code}
          promoCode={order.promo_code?.promocode}
          promotions={order.promotions ? promotionRows(order.promotions) : undefined}
          delivery={order.delivery_price}
          total={order.total_price}
          pickup={order.type === 'T'}
        />
        <CancelOrderButton order={order} className="w-full" />
        <CancelUntil order={order} />
        <ReorderButton order={order} className="w-full" />
      </aside>
    </div>
  );
}
