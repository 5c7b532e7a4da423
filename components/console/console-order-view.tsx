'use client';

import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, Phone } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { AddressText } from '@/components/orders/address-book';
import { StatusBadge } from '@/components/orders/order-details';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { consoleOrderQuery } from '@/lib/api/console';
import { ApiError } from '@/lib/api/http';
import type { ConsoleOrder } from '@/lib/contract/console-orders';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { formatPhone } from '@/lib/domain/phone-format';
import { Link } from '@/lib/i18n/navigation';
import { ConsoleNav } from './console-nav';
import { OrderMoves } from './order-moves';
import { OrderChangesNote, OrderItemActions } from './order-item-actions';
import { LoadError, Loading } from './list-parts';

const box = 'rounded-card bg-surface p-4 shadow-card sm:p-5';

/** /console/orders/{id}: the caller's part(s) of one order, what to pack, where it goes, who moved it. */
export function ConsoleOrderView({ id }: { id: number }) {
  const t = useTranslations('console');
  const locale = useLocale() as Locale;
  const order = useQuery(consoleOrderQuery(browserApi(), locale, id));
  return (
    <>
      <ConsoleNav current="orders" />
      <Link href="/console/orders" className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-control px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('backToOrders')}
      </Link>
      {order.isPending ? (
        <Loading className="h-80" />
      ) : order.isError ? (
        order.error instanceof ApiError && order.error.code === 'not_found' ? (
          <EmptyState
            emoji="package"
            title={t('orderNotFound')}
            action={
              <Link href="/console/orders" className={buttonClass('primary')}>
                {t('backToOrders')}
              </Link>
            }
          />
        ) : (
          <LoadError onRetry={() => order.refetch()} />
        )
      ) : (
        <OrderSheet order={order.data} locale={locale} />
      )}
    </>
  );
}

function OrderSheet({ order, locale }: { order: ConsoleOrder; locale: Locale }) {
  const t = useTranslations('console');
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4">
        <OrderChangesNote order={order} />
        {order.parts.map((part) => (
          <section key={part.store.id} className={box} aria-label={t('partOf', { store: part.store.brand_name })}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-bold">{part.store.brand_name}</h2>
              <span role="status">
                <StatusBadge status={part.status} name={part.status_name} />
              </span>
            </div>
            <ul className="mt-3 divide-y divide-line">
              {order.order_items
                .filter((item) => item.store_id === part.store.id)
                .map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-3 py-2 text-sm">
                    <span className={item.quantity === 0 ? 'text-muted line-through' : undefined}>{item.product.name}</span>
                    <span className="shrink-0 tabular-nums">
                      {item.quantity} × <Money amount={item.discount_price} /> = <Money amount={item.line_total} className="font-semibold" />
                    </span>
                    <div className="basis-full">
                      <OrderItemActions order={order} item={item} partStatus={part.status} />
                    </div>
                  </li>
                ))}
            </ul>
            <p className="mt-2 text-right text-sm">
              {t('subtotal')}: <Money amount={part.subtotal} className="font-bold" />
            </p>
            {part.cancel_reason && <p className="mt-2 text-sm text-sale-700">{t('cancelledBecause', { reason: part.cancel_reason })}</p>}
            <OrderMoves orderId={order.id} storeId={part.store.id} next={part.next_statuses} className="mt-3" />
          </section>
        ))}
        <section className={box} aria-labelledby="console-history">
          <h2 id="console-history" className="font-bold">
            {t('history')}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {order.status_history.map((step, i) => (
              <li key={i}>
                <span className="font-semibold">{step.status_name}</span> · {formatDateTime(step.created_at, locale)}
                {step.actor && ` · ${step.actor.full_name || formatPhone(step.actor.phone_number)}`}
                {step.reason && <span className="block text-muted">{step.reason}</span>}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <aside className={box} aria-label={t('customer')}>
        <p className="text-lg font-bold">{t('orderNumber', { id: order.id })}</p>
        <p className="text-sm text-muted">
          {formatDateTime(order.created_at, locale)} · {order.type === 'T' ? t('pickup') : t('delivery')} · {t(`payment.${order.payment_type}`)}
        </p>
        <p className="mt-3 font-semibold">{order.full_name}</p>
        <a href={`tel:${order.phone_number}`} className={buttonClass('secondary', 'mt-2 w-full')}>
          <Phone aria-hidden="true" className="size-4" />
          {t('call', { phone: formatPhone(order.phone_number) })}
        </a>
        {order.delivery_address && (
          <div className="mt-3">
            <AddressText address={order.delivery_address} />
          </div>
        )}
        {order.comment && <p className="mt-3 rounded-control bg-canvas p-3 text-sm">{order.comment}</p>}
      </aside>
    </div>
  );
}
