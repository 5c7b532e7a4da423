'use client';

import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, LifeBuoy } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { lastOrderQuery, orderQuery } from '@/lib/api/orders';
import type { Locale } from '@/lib/contract/values';
import { Link } from '@/lib/i18n/navigation';
import { OrderDetails } from './order-details';
import { LoadError } from '@/components/ui/load-error';

function Loading() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="h-80 animate-pulse rounded-card bg-line/50" />
      <div className="h-60 animate-pulse rounded-card bg-line/50" />
    </div>
  );
}

function OrderLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('orders');
  return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={onRetry} />;
}

/** /cart/order-placed: the newest order, as GET store/orders/last/ tells it. */
export function OrderPlacedView() {
  const t = useTranslations('orders');
  const locale = useLocale() as Locale;
  const last = useQuery(lastOrderQuery(browserApi(), locale));
  if (last.isPending) return <Loading />;
  if (last.isError) {
    if (last.error instanceof ApiError && last.error.code === 'not_found') {
      return (
        <EmptyState
          emoji="package"
          title={t('noneTitle')}
          text={t('noneText')}
          action={
            <Link href="/catalog" className={buttonClass('primary')}>
              {t('goShopping')}
            </Link>
          }
        />
      );
    }
    return <OrderLoadError onRetry={() => last.refetch()} />;
  }
  return (
    <div className="space-y-6">
      <div role="status" className="flex items-start gap-3 rounded-card bg-brand-50 p-5 text-brand-800">
        <CheckCircle2 aria-hidden="true" className="size-7 shrink-0" />
        <div>
          <p className="text-lg font-bold">{t('placedTitle', { id: last.data.id })}</p>
          <p className="text-sm">{t('placedText')}</p>
        </div>
      </div>
      <OrderDetails order={last.data} />
      <div className="flex flex-wrap gap-3">
        <Link href="/account/orders" className={buttonClass('secondary')}>
          {t('myOrders')}
        </Link>
        <Link href="/catalog" className={buttonClass('ghost')}>
          {t('continueShopping')}
        </Link>
      </div>
    </div>
  );
}

/** /account/orders/{id}. */
export function OrderView({ id }: { id: number }) {
  const t = useTranslations('orders');
  const locale = useLocale() as Locale;
  const order = useQuery(orderQuery(browserApi(), locale, id));
  if (order.isPending) return <Loading />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.code === 'not_found') {
      return (
        <EmptyState
          emoji="package"
          title={t('notFound')}
          action={
            <Link href="/account/orders" className={buttonClass('primary')}>
              {t('myOrders')}
            </Link>
          }
        />
      );
    }
    return <OrderLoadError onRetry={() => order.refetch()} />;
  }
  return (
    <div className="space-y-6">
      <OrderDetails order={order.data} />
      {/* A question or a complaint about this order: a ticket tied to it. */}
      <Link href={`/account/support?order=${order.data.id}`} className={buttonClass('secondary', 'min-h-12 w-full sm:w-auto')}>
        <LifeBuoy aria-hidden="true" className="size-5" />
        {t('askSupport')}
      </Link>
    </div>
  );
}

export { OrderLoadError as OrdersLoadError };
