'use client';

import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Phone, Volume2, VolumeX } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { StatusBadge } from '@/components/orders/order-details';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { consoleOrdersQuery } from '@/lib/api/console';
import type { ConsoleOrderPart } from '@/lib/contract/console-orders';
import { ORDER_STATUSES } from '@/lib/contract/order-values';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { formatPhone } from '@/lib/domain/phone-format';
import { Link } from '@/lib/i18n/navigation';
import { useConsoleScope } from './console-gate';
import { playChime, unlockChime } from './chime';
import { ConsoleNav } from './console-nav';
import { useCancelReasonText } from './order-desk-parts';
import { OrderMoves } from './order-moves';
import { FilterChips, LoadError, Pager } from './list-parts';

const PAGE_SIZE = 20;

/**
 * The orders board (issue 18): the parts of orders that hold the caller's stores' goods, newest
 * first, asked for again every few seconds. A part that arrives while the board is open is marked
 * "new", announced to screen readers, counted in the tab's title (a till's browser may be behind
 * another window) and, when the person turned sound on, chimed; each card moves its part on with
 * one tap.
 */
export function OrdersBoard() {
  const t = useTranslations('console');
  const locale = useLocale() as Locale;
  const scope = useConsoleScope();
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const params = { status, page, size: PAGE_SIZE };
  const parts = useQuery(consoleOrdersQuery(browserApi(), locale, params));

  const [sound, setSound] = useState(false);
  // Orders seen since the board opened: those that arrive later are new.
  const seen = useRef<Set<number> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    if (!parts.data) return;
    const ids = parts.data.content.map((p) => p.order_id);
    if (seen.current === null) {
      seen.current = new Set(ids);
      return;
    }
    const arrived = ids.filter((id) => !seen.current!.has(id));
    if (arrived.length) {
      for (const id of arrived) seen.current.add(id);
      setFresh((prev) => new Set([...prev, ...arrived]));
      if (sound) playChime();
    }
  }, [parts.data, sound]);

  useEffect(() => {
    if (!fresh.size) return;
    const title = document.title;
    document.title = `(${fresh.size}) ${title}`;
    return () => {
      document.title = title;
    };
  }, [fresh.size]);

  return (
    <>
      <ConsoleNav current="orders" />
      <FilterChips
        label={t('filterByStatus')}
        options={[undefined, ...ORDER_STATUSES].map((s) => ({ value: s, label: s === undefined ? t('allStatuses') : t(`status.${s}`) }))}
        value={status}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      <button
        type="button"
        aria-pressed={sound}
        onClick={() => {
          if (!sound) unlockChime();
          setSound(!sound);
        }}
        className={clsx(buttonClass('secondary'), 'mb-3')}
      >
        {sound ? <Volume2 aria-hidden="true" className="size-5" /> : <VolumeX aria-hidden="true" className="size-5" />}
        {t('newOrderSound')}
      </button>
      <p role="status" className="sr-only">
        {fresh.size > 0 ? t('newOrders', { count: fresh.size }) : ''}
      </p>
      {parts.isPending ? (
        <div aria-busy="true" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-40 animate-pulse rounded-card bg-line/50" />
          ))}
        </div>
      ) : parts.isError ? (
        <LoadError onRetry={() => parts.refetch()} />
      ) : parts.data.empty ? (
        <EmptyState emoji="package" title={t('noOrders')} text={t('noOrdersText')} />
      ) : (
        <>
          <ul className="space-y-3" aria-label={t('ordersList')}>
            {parts.data.content.map((part) => (
              <PartCard key={`${part.order_id}-${part.store.id}`} part={part} fresh={fresh.has(part.order_id)} showStore={scope.all_stores || scope.stores.length > 1} />
            ))}
          </ul>
          <Pager page={parts.data.number} pages={parts.data.totalPages} first={parts.data.first} last={parts.data.last} onPage={setPage} />
        </>
      )}
    </>
  );
}

function PartCard({ part, fresh, showStore }: { part: ConsoleOrderPart; fresh: boolean; showStore: boolean }) {
  const t = useTranslations('console');
  const td = useTranslations('orderDesk');
  const reasonText = useCancelReasonText();
  const locale = useLocale() as Locale;
  return (
    <li
      data-testid="console-order"
      className={clsx('rounded-card bg-surface p-4 shadow-card', fresh && 'ring-2 ring-amber-400')}
      aria-label={t('orderCard', { id: part.order_id, store: part.store.brand_name })}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Link href={`/console/orders/${part.order_id}`} className="text-lg font-bold text-brand-700 underline-offset-2 hover:underline">
            {t('orderNumber', { id: part.order_id })}
          </Link>
          {fresh && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('new')}</span>}
          <p className="text-sm text-muted">
            {formatDateTime(part.created_at, locale)} · {part.type === 'T' ? t('pickup') : t('delivery')}
            {showStore && ` · ${part.store.brand_name}`}
          </p>
        </div>
        <StatusBadge status={part.status} name={part.status_name} />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          {part.full_name} ·{' '}
          <a href={`tel:${part.phone_number}`} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700">
            <Phone aria-hidden="true" className="size-4" />
            {formatPhone(part.phone_number)}
          </a>
        </span>
        <span>
          {t('itemsCount', { count: part.items_count })} · <Money amount={part.total} className="font-semibold" />
          {part.to_collect !== part.total && (
            <span className="block text-right text-xs text-muted">
              {td('toCollect')}: <Money amount={part.to_collect} />
            </span>
          )}
        </span>
      </div>
      {part.cancel_reason && <p className="mt-2 text-sm text-sale-700">{t('cancelledBecause', { reason: reasonText(part.cancel_reason) })}</p>}
      <OrderMoves orderId={part.order_id} storeId={part.store.id} next={part.next_statuses} className="mt-3" />
    </li>
  );
}
