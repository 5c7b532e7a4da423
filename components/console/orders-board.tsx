'use client';

import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Phone, Search } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { StatusBadge } from '@/components/orders/order-details';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { consoleOrdersQuery, type ConsoleOrdersParams } from '@/lib/api/console';
import { consoleStoresQuery } from '@/lib/api/console-stores';
import type { ConsoleOrderPart } from '@/lib/contract/console-orders';
import { ORDER_STATUSES } from '@/lib/contract/order-values';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { formatPhone } from '@/lib/domain/phone-format';
import { Link } from '@/lib/i18n/navigation';
import { useConsoleScope } from './console-gate';
import { StorePauseBar } from './store-pause';
import { DeskAlertControls, useDeskAlerts } from './desk-alerts';
import { inputClass } from './field';
import { useCancelReasonText } from './order-desk-parts';
import { OrderMoves } from './order-moves';
import { FilterChips, LoadError, Loading, Pager } from './list-parts';

const PAGE_SIZE = 20;

/**
 * The orders board (ADRs 0016 and 0028): the parts of orders that hold the caller's stores' goods,
 * newest first, filtered by status, store and a search (an order number or a phone), the filters in
 * the address so that a reload or a shared link keeps them. Live: a new order appears at once
 * (desk-alerts.tsx), marked "new" until its store opens or moves it. A dense table on a desktop,
 * cards with big buttons on a phone; each moves its part on with one tap.
 */
export function OrdersBoard() {
  return (
    <Suspense fallback={<Loading />}>
      <Board />
    </Suspense>
  );
}

/** The board's filters as the address holds them (`?status=2&store=3&q=12&page=2`); anything malformed is left out. */
function filtersOf(search: URLSearchParams): ConsoleOrdersParams {
  const int = (key: string, max: number) => {
    const value = search.get(key);
    return value && /^\d{1,10}$/.test(value) && Number(value) <= max ? Number(value) : undefined;
  };
  const status = int('status', 8);
  const store = int('store', 2_147_483_647);
  const q = search.get('q')?.trim().slice(0, 100) || undefined;
  return { status, store: store || undefined, q, page: Math.max(1, int('page', 100_000) ?? 1), size: PAGE_SIZE };
}

/** Replaces the address's query (Next's router follows history.replaceState): no request, no scroll. */
function setFilters(next: Partial<ConsoleOrdersParams>, current: ConsoleOrdersParams) {
  const merged = { ...current, page: 1, ...next };
  const search = new URLSearchParams();
  if (merged.status !== undefined) search.set('status', String(merged.status));
  if (merged.store !== undefined) search.set('store', String(merged.store));
  if (merged.q) search.set('q', merged.q);
  if (merged.page > 1) search.set('page', String(merged.page));
  const query = search.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
}

const WIDE = '(min-width: 768px)';
function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function Board() {
  const t = useTranslations('console');
  const ta = useTranslations('deskAlerts');
  const locale = useLocale() as Locale;
  const scope = useConsoleScope();
  const filters = filtersOf(useSearchParams());
  const { live, count } = useDeskAlerts();
  const parts = useQuery(consoleOrdersQuery(browserApi(), locale, filters, { live }));
  const allStores = useQuery({ ...consoleStoresQuery(browserApi()), enabled: scope.all_stores });
  const stores = scope.all_stores ? (allStores.data?.content ?? []) : scope.stores;
  const showStore = scope.all_stores || scope.stores.length > 1;
  const wide = useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
  const filtered = filters.status !== undefined || filters.store !== undefined || Boolean(filters.q);

  const [typed, setTyped] = useState(filters.q ?? '');
  // Back and forward (or a link) change the search: the box follows.
  useEffect(() => setTyped(filters.q ?? ''), [filters.q]);
  const searchId = useId();
  const storeId = useId();

  return (
    <>
      <StorePauseBar />
      <DeskAlertControls live={live} count={count} />
      <div className="mb-3 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setFilters({ q: typed.trim() || undefined }, filters);
          }}
        >
          <label htmlFor={searchId} className="mb-1 block text-sm font-semibold">
            {ta('search')}
          </label>
          <div className="flex gap-2">
            <input
              id={searchId}
              type="search"
              inputMode="search"
              value={typed}
              maxLength={100}
              onChange={(e) => {
                setTyped(e.target.value);
                // Cleared with the box's own ✕: the whole list again.
                if (e.target.value === '' && filters.q) setFilters({ q: undefined }, filters);
              }}
              className={`${inputClass} tabular-nums`}
            />
            <button type="submit" className={buttonClass('secondary')}>
              <Search aria-hidden="true" className="size-5" />
              {t('find')}
            </button>
          </div>
        </form>
        {stores.length > 1 && (
          <div>
            <label htmlFor={storeId} className="mb-1 block text-sm font-semibold">
              {t('store')}
            </label>
            <select
              id={storeId}
              value={filters.store ?? ''}
              onChange={(e) => setFilters({ store: e.target.value ? Number(e.target.value) : undefined }, filters)}
              className={inputClass}
            >
              <option value="">{t('allStores')}</option>
              {stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.brand_name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <FilterChips
        label={t('filterByStatus')}
        options={[undefined, ...ORDER_STATUSES].map((s) => ({ value: s, label: s === undefined ? t('allStatuses') : t(`status.${s}`) }))}
        value={filters.status}
        onChange={(status) => setFilters({ status }, filters)}
      />
      {parts.isPending ? (
        <div aria-busy="true" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className={clsx('animate-pulse rounded-card bg-line/50', wide ? 'h-12' : 'h-40')} />
          ))}
        </div>
      ) : parts.isError ? (
        <LoadError onRetry={() => parts.refetch()} />
      ) : parts.data.empty ? (
        filtered ? (
          <EmptyState
            emoji="package"
            title={ta('noMatch')}
            action={
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => setFilters({ status: undefined, store: undefined, q: undefined }, filters)}
              >
                {ta('clearFilters')}
              </button>
            }
          />
        ) : (
          <EmptyState emoji="package" title={t('noOrders')} text={t('noOrdersText')} />
        )
      ) : (
        <>
          {wide ? (
            <PartsTable parts={parts.data.content} showStore={showStore} />
          ) : (
            <ul className="space-y-3" aria-label={t('ordersList')}>
              {parts.data.content.map((part) => (
                <PartCard key={`${part.order_id}-${part.store.id}`} part={part} showStore={showStore} />
              ))}
            </ul>
          )}
          <Pager
            page={parts.data.number}
            pages={parts.data.totalPages}
            first={parts.data.first}
            last={parts.data.last}
            onPage={(page) => setFilters({ page }, filters)}
          />
        </>
      )}
    </>
  );
}

function NewMark() {
  const t = useTranslations('console');
  return <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">{t('new')}</span>;
}

/** A desktop's dense table: one row a part, numbers right-aligned, the moves in the last column. */
function PartsTable({ parts, showStore }: { parts: readonly ConsoleOrderPart[]; showStore: boolean }) {
  const t = useTranslations('console');
  const td = useTranslations('orderDesk');
  const reasonText = useCancelReasonText();
  const ta = useTranslations('deskAlerts');
  const locale = useLocale() as Locale;
  return (
    <div className="overflow-x-auto rounded-card bg-surface shadow-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('ordersList')}</caption>
        <thead className="border-b border-line text-left text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {ta('colOrder')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {ta('colTime')}
            </th>
            {showStore && (
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('store')}
              </th>
            )}
            <th scope="col" className="px-3 py-2 font-semibold">
              {ta('colCustomer')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {ta('colItems')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {ta('colSum')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {ta('colStatus')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">{ta('colActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr
              key={`${part.order_id}-${part.store.id}`}
              data-testid="console-order"
              aria-label={t('orderCard', { id: part.order_id, store: part.store.brand_name })}
              className={clsx('border-b border-line last:border-b-0 align-middle', part.is_new && 'bg-amber-50')}
            >
              <td className="px-3 py-2 whitespace-nowrap">
                <Link href={`/console/orders/${part.order_id}`} className="font-bold text-brand-700 underline-offset-2 hover:underline">
                  {t('orderNumber', { id: part.order_id })}
                </Link>
                {part.is_new && <NewMark />}
                <div className="text-xs text-muted">{part.type === 'T' ? t('pickup') : t('delivery')}</div>
              </td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDateTime(part.created_at, locale)}</td>
              {showStore && <td className="px-3 py-2">{part.store.brand_name}</td>}
              <td className="px-3 py-2">
                <div>{part.full_name}</div>
                <a href={`tel:${part.phone_number}`} className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 tabular-nums">
                  <Phone aria-hidden="true" className="size-3.5" />
                  {formatPhone(part.phone_number)}
                </a>
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{t('itemsCount', { count: part.items_count })}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                <Money amount={part.total} className="font-semibold" />
                {part.to_collect !== part.total && (
                  <span className="block text-xs text-muted">
                    {td('toCollect')}: <Money amount={part.to_collect} />
                  </span>
                )}
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={part.status} name={part.status_name} />
                {part.cancel_reason && <div className="mt-1 text-xs text-sale-700">{t('cancelledBecause', { reason: reasonText(part.cancel_reason) })}</div>}
              </td>
              <td className="px-3 py-2">
                <OrderMoves orderId={part.order_id} storeId={part.store.id} next={part.next_statuses} className="justify-end" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A phone's card: one part, big buttons. */
function PartCard({ part, showStore }: { part: ConsoleOrderPart; showStore: boolean }) {
  const t = useTranslations('console');
  const td = useTranslations('orderDesk');
  const reasonText = useCancelReasonText();
  const locale = useLocale() as Locale;
  return (
    <li
      data-testid="console-order"
      className={clsx('rounded-card bg-surface p-4 shadow-card', part.is_new && 'ring-2 ring-amber-400')}
      aria-label={t('orderCard', { id: part.order_id, store: part.store.brand_name })}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Link href={`/console/orders/${part.order_id}`} className="text-lg font-bold text-brand-700 underline-offset-2 hover:underline">
            {t('orderNumber', { id: part.order_id })}
          </Link>
          {part.is_new && <NewMark />}
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
