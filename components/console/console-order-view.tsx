'use client';

import { usePartPromotions } from '@/components/orders/promotion-text';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { ChevronLeft, MapPin, Phone, Printer } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { AddressText } from '@/components/orders/address-text';
import { StatusBadge } from '@/components/orders/order-details';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { consoleOrderQuery } from '@/lib/api/console';
import { ApiError } from '@/lib/api/http';
import type { ConsoleOrder } from '@/lib/contract/console-orders';
import { ORDER_STATUS } from '@/lib/contract/order-values';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { mapLinks } from '@/lib/domain/map-links';
import { formatPhone } from '@/lib/domain/phone-format';
import { Link } from '@/lib/i18n/navigation';
import { OrderChangesNote, OrderItemActions } from './order-item-actions';
import { OrderMoves } from './order-moves';
import { LoadError, Loading } from './list-parts';
import { useCancelReasonText, useCollectByText, useCollectNote, useWindowText } from './order-desk-parts';

const box = 'rounded-card bg-surface p-4 shadow-card sm:p-5';

/** /console/orders/{id}: the caller's part(s) of one order, what to pack, where it goes, who moved it. */
export function ConsoleOrderView({ id }: { id: number }) {
  const t = useTranslations('console');
  const locale = useLocale() as Locale;
  const order = useQuery(consoleOrderQuery(browserApi(), locale, id));
  return (
    <>
      <Link
        href="/console/orders"
        className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-control px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
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
  const td = useTranslations('orderDesk');
  const to = useTranslations('orders');
  const reasonText = useCancelReasonText();
  const collectNote = useCollectNote();
  const windowText = useWindowText();
  const collectBy = useCollectByText();
  const toCollect = order.parts.reduce((s, p) => s + p.to_collect, 0);
  const allCancelled = order.parts.every((p) => p.status === ORDER_STATUS.CANCELLED);
  const partsTotal = order.parts.reduce((s, p) => s + p.total, 0);
  const address = order.delivery_address;
  const maps = address ? mapLinks(address.latitude, address.longitude) : null;
  const brand = new Map(order.parts.map((p) => [p.store.id, p.store.brand_name]));
  const note = collectNote(order, allCancelled);
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[1fr_22rem]">
      <aside className={clsx(box, 'space-y-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1')} aria-label={td('summary')} data-testid="order-summary">
        <div>
          <p className="text-lg font-bold">{t('orderNumber', { id: order.id })}</p>
          <p className="text-sm text-muted">
            {formatDateTime(order.created_at, locale)} · {order.type === 'T' ? t('pickup') : t('delivery')}
          </p>
        </div>
        <dl className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-1">
          <dt className="text-sm text-muted">{td('shopperPays')}</dt>
          <dd className="text-right text-lg font-bold" data-testid="shopper-pays">
            <Money amount={order.total_price} />
          </dd>
          <dt className="font-semibold">{td('toCollect')}</dt>
          <dd className="text-right text-2xl font-extrabold text-brand-800" data-testid="to-collect">
            <Money amount={toCollect} />
          </dd>
        </dl>
        {note && <p className="rounded-control bg-brand-50 p-2 text-sm text-brand-900">{note}</p>}
        {partsTotal !== order.total_price && <p className="text-xs text-muted">{td('otherStores')}</p>}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">{td('payment')}</dt>
          <dd>{t(`payment.${order.payment_type}`)}</dd>
          {order.payment_state && (
            <>
              <dt className="text-muted">{td('paymentState')}</dt>
              <dd data-testid="payment-state">{to(`paymentState.${order.payment_state}`)}</dd>
            </>
          )}
          {order.type === 'D' && order.deliveries.length > 0 && (
            <>
              <dt className="text-muted">{td('window')}</dt>
              <dd data-testid="delivery-window">
                {order.deliveries.map((d) => (
                  <span key={d.store.id} className="block">
                    {order.deliveries.length > 1 && `${d.store.brand_name}: `}
                    {windowText(d)}
                  </span>
                ))}
              </dd>
            </>
          )}
          {order.type === 'T' && order.pickup_until && (
            <>
              <dt className="text-muted">{td('collectBy')}</dt>
              <dd data-testid="collect-by">{collectBy(order.pickup_until)}</dd>
            </>
          )}
        </dl>
        <div className="border-t border-line pt-3">
          <p className="text-sm text-muted">{td('recipient')}</p>
          <p className="font-semibold">{order.full_name}</p>
          <a href={`tel:${order.phone_number}`} className={buttonClass('primary', 'mt-2 w-full')}>
            <Phone aria-hidden="true" className="size-4" />
            {td('callRecipient', { phone: formatPhone(order.phone_number) })}
          </a>
        </div>
        {address && (
          <div className="border-t border-line pt-3" data-testid="delivery-address">
            <p className="text-sm text-muted">{td('address')}</p>
            <AddressText address={address} />
            {address.phone_number && address.phone_number !== order.phone_number && (
              <a href={`tel:${address.phone_number}`} className={buttonClass('secondary', 'mt-2 w-full')}>
                <Phone aria-hidden="true" className="size-4" />
                {td('callRecipient', { phone: formatPhone(address.phone_number) })}
              </a>
            )}
            {maps && (
              <div role="group" aria-label={td('mapsOf')} className="mt-2 grid grid-cols-2 gap-2">
                <a href={maps.yandex} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'px-2')}>
                  <MapPin aria-hidden="true" className="size-4" />
                  {td('yandexMaps')}
                </a>
                <a href={maps.google} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'px-2')}>
                  <MapPin aria-hidden="true" className="size-4" />
                  {td('googleMaps')}
                </a>
              </div>
            )}
          </div>
        )}
        {order.comment && (
          <div className="border-t border-line pt-3">
            <p className="text-sm text-muted">{td('comment')}</p>
            <p className="mt-1 whitespace-pre-line break-words rounded-control bg-amber-50 p-3 text-sm text-amber-950">{order.comment}</p>
          </div>
        )}
        <div role="group" aria-label={td('print')} className="grid grid-cols-2 gap-2 border-t border-line pt-3">
          <Link href={`/console/orders/${order.id}/print?kind=picking`} className={buttonClass('secondary', 'px-2')}>
            <Printer aria-hidden="true" className="size-4" />
            {td('printPicking')}
          </Link>
          <Link href={`/console/orders/${order.id}/print?kind=receipt`} className={buttonClass('secondary', 'px-2')}>
            <Printer aria-hidden="true" className="size-4" />
            {td('printReceipt')}
          </Link>
        </div>
      </aside>

      <div className="space-y-4 lg:col-start-1 lg:row-start-1">
        <OrderChangesNote order={order} />
        {order.parts.map((part) => (
          <section key={part.store.id} className={box} aria-label={t('partOf', { store: part.store.brand_name })} data-testid="order-part">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-bold">{part.store.brand_name}</h2>
              <span role="status">
                <StatusBadge status={part.status} name={part.status_name} />
              </span>
            </div>
            <table className="mt-3 w-full text-sm">
              <caption className="sr-only">{td('items')}</caption>
              <thead className="text-left text-xs text-muted">
                <tr className="border-b border-line">
                  <th scope="col" className="py-1 pr-2 font-semibold">
                    {td('product')}
                  </th>
                  <th scope="col" className="hidden py-1 pr-2 text-right font-semibold sm:table-cell">
                    {td('unitPrice')}
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right font-semibold">
                    {td('quantity')}
                  </th>
                  <th scope="col" className="py-1 text-right font-semibold">
                    {td('lineTotal')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {order.order_items
                  .filter((item) => item.store_id === part.store.id)
                  .map((item) => (
                    <Fragment key={item.id}>
                      <tr data-testid="order-line">
                        <td className="py-2 pr-2">
                          <span className={item.quantity === 0 ? 'text-muted line-through' : undefined}>{item.product.name}</span>
                          <span className="block text-xs text-muted sm:hidden">
                            <Money amount={item.unit_price} />
                          </span>
                        </td>
                        <td className="hidden py-2 pr-2 text-right sm:table-cell">
                          <Money amount={item.unit_price} />
                        </td>
                        <td className="py-2 pr-2 text-right tabular-nums">
                          {item.quantity}
                          {item.weight_grams != null && <span className="block text-xs text-muted">{td('weighed', { grams: item.weight_grams })}</span>}
                        </td>
                        <td className="py-2 text-right font-semibold">
                          <Money amount={item.line_total} />
                        </td>
                      </tr>
                      {/* What the store can do to this line: not available, replace, weigh (ADR 0029). */}
                      <tr className="border-t-0">
                        <td colSpan={4} className="pb-2">
                          <OrderItemActions order={order} item={item} partStatus={part.status} />
                        </td>
                      </tr>
                    </Fragment>
                  ))}
              </tbody>
            </table>
            <PartFigures order={order} part={part} />
            {part.cancel_reason && <p className="mt-2 text-sm text-sale-700">{t('cancelledBecause', { reason: reasonText(part.cancel_reason) })}</p>}
            <OrderMoves orderId={order.id} storeId={part.store.id} next={part.next_statuses} className="mt-3" />
          </section>
        ))}
        <section className={box} aria-labelledby="console-history">
          <h2 id="console-history" className="font-bold">
            {t('history')}
          </h2>
          <ol className="mt-3 space-y-2 text-sm" data-testid="order-history">
            {order.status_history.map((step, i) => (
              <li key={i}>
                <span className="font-semibold">{step.status_name}</span>
                {(order.parts.length > 1 || step.store_id === null) && (
                  <span className="text-muted"> · {step.store_id === null ? td('wholeOrder') : (brand.get(step.store_id) ?? '')}</span>
                )}{' '}
                · {formatDateTime(step.created_at, locale)}
                {step.actor && ` · ${step.actor.full_name || formatPhone(step.actor.phone_number)}`}
                {step.reason && <span className="block text-muted">{reasonText(step.reason)}</span>}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}

/** One part's money: goods, its share of the promo, its delivery fee, its total and what to collect. */
function PartFigures({ order, part }: { order: ConsoleOrder; part: ConsoleOrder['parts'][number] }) {
  const t = useTranslations('orderDesk');
  const partPromotions = usePartPromotions();
  return (
    <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 border-t border-line pt-2 text-sm" data-testid="part-figures">
      <dt className="text-muted">{t('goods')}</dt>
      <dd className="text-right">
        <Money amount={part.subtotal} />
      </dd>
      {part.discount > 0 && (
        <>
          <dt className="text-muted">{partPromotions(order, part.store.id)}</dt>
          <dd className="text-right text-sale-700">
            −<Money amount={part.discount} />
          </dd>
        </>
      )}
      {order.type === 'D' && (
        <>
          <dt className="text-muted">{t('deliveryFee')}</dt>
          <dd className="text-right">{part.delivery_price > 0 ? <Money amount={part.delivery_price} /> : t('free')}</dd>
        </>
      )}
      <dt className="font-semibold">{t('partTotal')}</dt>
      <dd className="text-right font-bold">
        <Money amount={part.total} />
      </dd>
      <dt className="font-semibold">{t('toCollect')}</dt>
      <dd className="text-right font-bold text-brand-800" data-testid="part-to-collect">
        <Money amount={part.to_collect} />
      </dd>
    </dl>
  );
}
