'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronRight, CreditCard, Search } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { productTint } from '@/components/product/product-tint';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { MediaImage } from '@/components/ui/media-image';
import { PROVIDER_NAMES } from '@/components/payments/provider-logos';
import { Money } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { listOrders, orderKeys } from '@/lib/api/orders';
import type { Locale } from '@/lib/contract/values';
import { isOnlinePayment } from '@/lib/contract/order-values';
import { formatDateTime } from '@/lib/domain/datetime';
import { awaitsPayment } from '@/lib/domain/order';
import { Link } from '@/lib/i18n/navigation';
import { StatusBadge } from './order-details';
import { ReorderButton } from './reorder-button';
import { OrdersLoadError } from './order-view';

const PAGE_SIZE = 10;

/** The shopper's orders, newest first: search by number or product, "show more". */
export function OrdersList() {
  const t = useTranslations('orders');
  const locale = useLocale() as Locale;
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const orders = useInfiniteQuery({
    queryKey: orderKeys.list(locale, q),
    queryFn: ({ pageParam }) => listOrders(browserApi(), { page: pageParam, size: PAGE_SIZE, q: q || undefined }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
    staleTime: 0,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };
  const all = orders.data?.pages.flatMap((p) => p.content) ?? [];
  const total = orders.data?.pages[0]?.totalElements ?? 0;

  return (
    <div className="space-y-4">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            if (!e.target.value) setQ('');
          }}
          placeholder={t('searchPlaceholder')}
          maxLength={100}
          className="block min-h-11 w-full min-w-0 rounded-control border border-line bg-surface px-3 text-base focus:border-brand-600"
        />
        <button type="submit" className={buttonClass('secondary', 'shrink-0')} aria-label={t('search')}>
          <Search aria-hidden="true" className="size-4" />
        </button>
      </form>

      {orders.isPending ? (
        <div aria-busy="true" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-32 animate-pulse rounded-card bg-line/50" />
          ))}
        </div>
      ) : orders.isError ? (
        <OrdersLoadError onRetry={() => orders.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState
          emoji="package"
          title={q ? t('noMatches') : t('emptyTitle')}
          text={q ? undefined : t('emptyText')}
          action={
            <Link href="/catalog" className={buttonClass('primary')}>
              {t('goShopping')}
            </Link>
          }
        />
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {t('count', { count: total })}
          </p>
          <ul className="space-y-3">
            {all.map((order) => (
              <li key={order.id} className="rounded-card bg-surface p-4 shadow-card">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link href={`/account/orders/${order.id}`} className="inline-flex min-h-11 items-center gap-1 font-bold hover:underline">
                    {t('number', { id: order.id })}
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </Link>
                  <StatusBadge status={order.status} name={order.status_name} />
                </div>
                <p className="text-sm text-muted">
                  {formatDateTime(order.created_at, locale)} · {order.type === 'D' ? t('typeDelivery') : t('typePickup')}
                </p>
                <div className="mt-3 flex items-center gap-2">
                  {order.order_items.slice(0, 5).map((item) => (
                    <div key={item.id} className={`grid size-12 place-items-center rounded-tile ${productTint(item.product.id)}`} title={item.product.name}>
                      <MediaImage src={item.product.images[0]?.image} alt={item.product.name} width={36} height={36} className="size-9" />
                    </div>
                  ))}
                  {order.order_items.length > 5 && <span className="text-sm text-muted">+{order.order_items.length - 5}</span>}
                </div>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">
                    <Money amount={order.total_price} />
                  </p>
                  {awaitsPayment(order) && isOnlinePayment(order.payment_type) ? (
                    // Unpaid: the provider's link (the same one checkout opened) comes first.
                    <a
                      href={order.payment_url!}
                      aria-label={`${t('payWith', { provider: PROVIDER_NAMES[order.payment_type] })}: ${t('number', { id: order.id })}`}
                      className={buttonClass('primary', 'min-h-11')}
                      data-testid="pay-order"
                    >
                      <CreditCard aria-hidden="true" className="size-5" />
                      {t('payWith', { provider: PROVIDER_NAMES[order.payment_type] })}
                    </a>
                  ) : (
                    <ReorderButton order={order} />
                  )}
                </div>
              </li>
            ))}
          </ul>
          {orders.hasNextPage && (
            <button
              type="button"
              onClick={() => orders.fetchNextPage()}
              disabled={orders.isFetchingNextPage}
              aria-busy={orders.isFetchingNextPage}
              className={buttonClass('secondary', 'w-full')}
            >
              {orders.isFetchingNextPage ? t('loading') : t('showMore')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
