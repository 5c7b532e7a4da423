'use client';

import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { MediaImage } from '@/components/ui/media-image';
import { Money } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { consoleProductsQuery, type ConsoleProductsParams } from '@/lib/api/console';
import { consoleCategoriesQuery } from '@/lib/api/console-catalog';
import { consoleStoresQuery } from '@/lib/api/console-stores';
import { STOCK_FILTERS, type ConsoleProduct, type StockFilter } from '@/lib/contract/console-products';
import type { Locale } from '@/lib/contract/values';
import { formatTime } from '@/lib/domain/datetime';
import { endOfTashkentDay } from '@/lib/domain/schedule';
import { Link } from '@/lib/i18n/navigation';
import { useConsoleScope } from './console-gate';
import { inputClass } from './field';
import { LoadError, Loading, Pager } from './list-parts';
import { PriceListImport } from './price-list-import';
import { ProductBulkBar } from './product-bulk-bar';
import { useConsoleStore } from './store-switcher';
import { intParam, useUrlFilters } from './url-state';

/** Rows a page of the table shows: many at once, as the sellers' cabinets do. */
const PAGE_SIZE = 50;
const FILTERS = ['q', 'category', 'stock', 'price_min', 'price_max', 'no_photo'] as const;

/**
 * /console/products: a store's products as a dense table, filtered in SQL by
 * text, category, stock (in, out, stopped), price range and "no photo", every filter in the URL;
 * a sold-out product's stock stands out (and says so to a screen reader); the owning store is shown
 * to whoever serves several (an operator: every store), who can filter by it. Rows are selected
 * (one by one, or the whole page) for one action on all of them: a price change by percent, a
 * stock, a stop, a resume, a delete (ProductBulkBar). On a phone the table scrolls sideways in its
 * own box, never the page.
 */
export function ProductsTable() {
  const t = useTranslations('console');
  const tc = useTranslations('catalogScale');
  const locale = useLocale() as Locale;
  const scope = useConsoleScope();
  const allStores = useQuery({ ...consoleStoresQuery(browserApi()), enabled: scope.all_stores });
  const stores = scope.all_stores ? (allStores.data?.content ?? []) : scope.stores;
  const showStore = scope.all_stores || scope.stores.length > 1;
  const [store, setStore] = useConsoleStore();
  const url = useUrlFilters(FILTERS);
  // The console's own list (no shop data in the console), both names.
  const categories = useQuery(consoleCategoriesQuery(browserApi()));
  const categoryList = useMemo(
    () => (categories.data ?? []).map((c) => ({ id: c.id, name: locale === 'ru' ? c.name_ru : c.name_uz })),
    [categories.data, locale],
  );
  const categoryName = useMemo(() => new Map(categoryList.map((c) => [c.id, c.name])), [categoryList]);

  const stock = STOCK_FILTERS.includes(url.values.stock as StockFilter) ? (url.values.stock as StockFilter) : undefined;
  const params: ConsoleProductsParams = {
    store,
    q: url.values.q || undefined,
    category: intParam(url.values.category),
    stock,
    price_min: intParam(url.values.price_min),
    price_max: intParam(url.values.price_max),
    no_photo: url.values.no_photo === '1' ? 1 : undefined,
    page: url.page,
    size: PAGE_SIZE,
  };
  const products = useQuery(consoleProductsQuery(browserApi(), locale, params));

  // A selection belongs to the rows on the screen: another page or filter starts afresh.
  const listKey = JSON.stringify(params);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => setSelected(new Set()), [listKey]);
  const rows = products.data?.content ?? [];
  const onPage = rows.filter((p) => selected.has(p.id));

  return (
    <>
      <div className="mb-3 flex flex-wrap items-start gap-3">
        <Link href="/console/products/new" className={buttonClass('primary')}>
          {t('newProduct')}
        </Link>
        <div className="min-w-64 flex-1">
          <PriceListImport store={store} needsStore={scope.all_stores || scope.stores.length > 1} />
        </div>
      </div>

      <Filters
        key={`${url.values.q ?? ''}|${url.values.price_min ?? ''}|${url.values.price_max ?? ''}`}
        values={url.values}
        onChange={(next) => url.set(next)}
        stores={stores.length > 1 ? stores : null}
        store={store}
        onStore={setStore}
        categories={categoryList}
        stock={stock}
      />

      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <LoadError onRetry={() => products.refetch()} />
      ) : products.data.empty ? (
        <EmptyState emoji="package" title={t('noProducts')} />
      ) : (
        <>
          <p className="mb-2 text-sm text-muted" aria-live="polite">
            {tc('found', { count: products.data.totalElements })}
          </p>
          {/* Busy while the last list stands in for the new filter's (placeholderData): its rows still move. */}
          {/* Positioned: the screen-reader words of the cells (absolutely placed) stay inside the box that scrolls, not past the page's edge. */}
          <div
            role="region"
            aria-label={t('productsList')}
            aria-busy={products.isPlaceholderData}
            tabIndex={0}
            data-testid="products-table"
            className="relative max-h-[75vh] overflow-auto rounded-card bg-surface shadow-card focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <table className="w-full min-w-[52rem] border-separate border-spacing-0 text-sm">
              <thead className="sticky top-0 z-10 bg-surface text-left text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th scope="col" className="w-12 border-b border-line px-1">
                    <SelectAll rows={rows} selected={selected} onChange={setSelected} />
                  </th>
                  <th scope="col" className="border-b border-line px-2 py-2">
                    <span className="sr-only">{t('photo')}</span>
                  </th>
                  <th scope="col" className="border-b border-line px-2 py-2">
                    {tc('name')}
                  </th>
                  {showStore && (
                    <th scope="col" className="border-b border-line px-2 py-2">
                      {t('store')}
                    </th>
                  )}
                  <th scope="col" className="border-b border-line px-2 py-2">
                    {t('category')}
                  </th>
                  <th scope="col" className="border-b border-line px-2 py-2 text-right">
                    {t('price')}
                  </th>
                  <th scope="col" className="border-b border-line px-2 py-2 text-right">
                    {tc('shopperPays')}
                  </th>
                  <th scope="col" className="border-b border-line px-2 py-2 text-right">
                    {t('stock')}
                  </th>
                  <th scope="col" className="border-b border-line px-2 py-2">
                    {tc('status')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <ProductRow
                    key={p.id}
                    product={p}
                    locale={locale}
                    showStore={showStore}
                    category={categoryName.get(p.category_id)}
                    checked={selected.has(p.id)}
                    onCheck={(on) =>
                      setSelected((s) => {
                        const next = new Set(s);
                        if (on) next.add(p.id);
                        else next.delete(p.id);
                        return next;
                      })
                    }
                  />
                ))}
              </tbody>
            </table>
          </div>
          {/* Under the table, held at the screen's bottom while rows are picked: picking never moves the rows. */}
          <ProductBulkBar selected={onPage} onDone={() => setSelected(new Set())} />
          <Pager page={products.data.number} pages={products.data.totalPages} first={products.data.first} last={products.data.last} onPage={url.setPage} />
        </>
      )}
    </>
  );
}

type FilterValues = Partial<Record<(typeof FILTERS)[number], string>>;

/**
 * The table's filters in one row: the choices (store, category, stock, no photo) apply at once;
 * the search and the price range are typed, then applied together (Enter or the button).
 */
function Filters({
  values,
  onChange,
  stores,
  store,
  onStore,
  categories,
  stock,
}: {
  values: FilterValues;
  onChange: (next: FilterValues) => void;
  stores: readonly { id: number; brand_name: string }[] | null;
  store: number | undefined;
  onStore: (id: number | undefined) => void;
  categories: readonly { id: number; name: string }[];
  stock: StockFilter | undefined;
}) {
  const t = useTranslations('console');
  const tc = useTranslations('catalogScale');
  const [q, setQ] = useState(values.q ?? '');
  const [min, setMin] = useState(values.price_min ?? '');
  const [max, setMax] = useState(values.price_max ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const digits = (v: string) => v.replace(/\s/g, '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const from = digits(min);
    const to = digits(max);
    if ((from && !/^\d{1,9}$/.test(from)) || (to && !/^\d{1,9}$/.test(to))) {
      setError(tc('priceRangeInvalid'));
      return;
    }
    if (from && to && Number(from) > Number(to)) {
      setError(tc('priceRangeOrder'));
      return;
    }
    setError(null);
    onChange({ q: q.trim(), price_min: from, price_max: to });
  };

  const label = 'mb-1 block text-sm font-semibold';
  return (
    <form role="search" noValidate onSubmit={submit} className="mb-3 flex flex-wrap items-end gap-x-3 gap-y-2">
      {stores && (
        <div className="w-[calc(50%-0.375rem)] sm:w-44">
          <label htmlFor={`${id}-store`} className={label}>
            {t('store')}
          </label>
          <select id={`${id}-store`} value={store ?? ''} onChange={(e) => onStore(e.target.value ? Number(e.target.value) : undefined)} className={inputClass}>
            <option value="">{t('allStores')}</option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.brand_name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="w-[calc(50%-0.375rem)] sm:w-44">
        <label htmlFor={`${id}-category`} className={label}>
          {t('category')}
        </label>
        <select id={`${id}-category`} value={values.category ?? ''} onChange={(e) => onChange({ category: e.target.value })} className={inputClass}>
          <option value="">{tc('anyCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="w-[calc(50%-0.375rem)] sm:w-40">
        <label htmlFor={`${id}-stock`} className={label}>
          {tc('stockFilter')}
        </label>
        <select id={`${id}-stock`} value={stock ?? ''} onChange={(e) => onChange({ stock: e.target.value })} className={inputClass}>
          <option value="">{tc('stock.any')}</option>
          {STOCK_FILTERS.map((s) => (
            <option key={s} value={s}>
              {tc(`stock.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="flex min-h-11 w-[calc(50%-0.375rem)] items-center gap-2 text-sm font-semibold sm:w-auto">
        <input
          type="checkbox"
          checked={values.no_photo === '1'}
          onChange={(e) => onChange({ no_photo: e.target.checked ? '1' : undefined })}
          className="size-5"
        />
        {tc('noPhoto')}
      </label>
      {/* The typed filters on a line of their own. */}
      <span aria-hidden="true" className="hidden basis-full sm:block" />
      <div className="w-full min-w-48 sm:w-auto sm:flex-1">
        <label htmlFor={`${id}-q`} className={label}>
          {t('productSearch')}
        </label>
        <input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={100} className={inputClass} />
      </div>
      {(
        [
          ['min', tc('priceFrom'), min, setMin],
          ['max', tc('priceTo'), max, setMax],
        ] as const
      ).map(([key, text, value, set]) => (
        <div key={key} className="w-[calc(50%-0.375rem)] sm:w-28">
          <label htmlFor={`${id}-${key}`} className={label}>
            {text}
          </label>
          <input
            id={`${id}-${key}`}
            inputMode="numeric"
            value={value}
            onChange={(e) => set(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${inputClass} tabular-nums`}
          />
        </div>
      ))}
      <button type="submit" className={buttonClass('secondary', 'w-full sm:w-auto')}>
        {t('find')}
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** The header's box: every row of the page, or none; half-checked while some are. */
function SelectAll({ rows, selected, onChange }: { rows: ConsoleProduct[]; selected: ReadonlySet<number>; onChange: (next: ReadonlySet<number>) => void }) {
  const tc = useTranslations('catalogScale');
  const box = useRef<HTMLInputElement>(null);
  const count = rows.filter((p) => selected.has(p.id)).length;
  const all = count > 0 && count === rows.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <label className="grid size-11 cursor-pointer place-items-center">
      <input
        ref={box}
        type="checkbox"
        checked={all}
        onChange={(e) => onChange(new Set(e.target.checked ? rows.map((p) => p.id) : []))}
        aria-label={tc('selectAll')}
        className="size-5"
      />
    </label>
  );
}

function ProductRow({
  product: p,
  locale,
  showStore,
  category,
  checked,
  onCheck,
}: {
  product: ConsoleProduct;
  locale: Locale;
  showStore: boolean;
  category: string | undefined;
  checked: boolean;
  onCheck: (checked: boolean) => void;
}) {
  const t = useTranslations('console');
  const tc = useTranslations('catalogScale');
  const th = useTranslations('storeHours');
  const name = locale === 'ru' ? p.name_ru : p.name_uz;
  const soldOut = p.available === 0;
  const cell = 'border-b border-line px-2 py-1';
  const stoppedToday = p.stopped_until !== null && Date.parse(p.stopped_until) >= endOfTashkentDay(new Date()).getTime();
  return (
    <tr data-testid="console-product" className={clsx('align-middle', checked ? 'bg-brand-50' : 'hover:bg-canvas')}>
      <td className={clsx(cell, 'px-1')}>
        <label className="grid size-11 cursor-pointer place-items-center">
          <input type="checkbox" checked={checked} onChange={(e) => onCheck(e.target.checked)} aria-label={tc('select', { name })} className="size-5" />
        </label>
      </td>
      <td className={cell}>
        <MediaImage src={p.image} alt="" width={32} height={32} className="size-8 rounded-tile object-contain" />
      </td>
      <td className={clsx(cell, 'min-w-48')}>
        <Link href={`/console/products/${p.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {name}
        </Link>
        <span className="block text-xs text-muted">
          {p.sku ? `${t('sku')}: ${p.sku} · ` : ''}#{p.id}
        </span>
      </td>
      {showStore && <td className={cell}>{p.store_name}</td>}
      <td className={clsx(cell, 'text-muted')}>{category ?? `#${p.category_id}`}</td>
      <td className={clsx(cell, 'text-right')} data-testid="product-price">
        <Money amount={p.price} />
      </td>
      <td className={clsx(cell, 'text-right')}>
        <Money amount={p.discount_price} />
        {p.discount > 0 && <span className="block text-xs text-sale-700">−{p.discount}%</span>}
      </td>
      <td className={clsx(cell, 'text-right tabular-nums', soldOut && 'bg-sale-50 font-bold text-sale-700')} data-testid="product-stock">
        {p.available}
        {soldOut && <span className="sr-only"> — {tc('soldOut')}</span>}
      </td>
      <td className={clsx(cell, 'whitespace-nowrap')}>
        {p.stopped_until ? (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {stoppedToday ? th('stoppedToday') : th('stoppedUntil', { time: formatTime(p.stopped_until, locale) })}
          </span>
        ) : soldOut ? (
          <span className="text-xs font-semibold text-sale-700" aria-hidden="true">
            {tc('soldOut')}
          </span>
        ) : (
          <span className="text-xs text-muted">{tc('onSale')}</span>
        )}
      </td>
    </tr>
  );
}
