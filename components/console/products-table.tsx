'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { MediaImage } from '@/components/ui/media-image';
import { Money } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { consoleProductKeys, consoleProductsQuery, patchConsoleProduct } from '@/lib/api/console';
import { consoleStoresQuery } from '@/lib/api/console-stores';
import { ApiError } from '@/lib/api/http';
import type { ConsoleProduct } from '@/lib/contract/console-products';
import type { Locale } from '@/lib/contract/values';
import { Link } from '@/lib/i18n/navigation';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-gate';
import { useConsoleStore } from './store-switcher';
import { inputClass } from './field';
import { StopControl } from './stop-control';
import { PriceListImport } from './price-list-import';
import { LoadError, Loading, Pager } from './list-parts';

const PAGE_SIZE = 20;

/**
 * /console/products (issue 18): a store's products with search, the price and the stock edited in
 * place, and the price-list import. A seller of one store sees theirs; an operator or a seller of
 * several stores picks the store (needed for an import).
 */
export function ProductsTable() {
  const t = useTranslations('console');
  const locale = useLocale() as Locale;
  const scope = useConsoleScope();
  const allStores = useQuery({ ...consoleStoresQuery(browserApi()), enabled: scope.all_stores });
  const stores = scope.all_stores ? (allStores.data?.content ?? []) : scope.stores;
  const [store, setStore] = useConsoleStore();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const products = useQuery(consoleProductsQuery(browserApi(), locale, { store, q: q || undefined, page, size: PAGE_SIZE }));
  const storeId = useId();
  const searchId = useId();

  return (
    <>
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        {stores.length > 1 && (
          <div>
            <label htmlFor={storeId} className="mb-1 block text-sm font-semibold">
              {t('store')}
            </label>
            <select
              id={storeId}
              value={store ?? ''}
              onChange={(e) => {
                setStore(e.target.value ? Number(e.target.value) : undefined);
                setPage(1);
              }}
              className={`${inputClass} tabular-nums`}
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
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setQ(typed.trim());
            setPage(1);
          }}
        >
          <label htmlFor={searchId} className="mb-1 block text-sm font-semibold">
            {t('productSearch')}
          </label>
          <div className="flex gap-2">
            <input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} className={`${inputClass} tabular-nums`} />
            <button type="submit" className={buttonClass('secondary')}>
              {t('find')}
            </button>
          </div>
        </form>
      </div>
      <Link href="/console/products/new" className={buttonClass('primary', 'mb-4')}>
        {t('newProduct')}
      </Link>
      <PriceListImport store={store} needsStore={scope.all_stores || scope.stores.length > 1} />
      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <LoadError onRetry={() => products.refetch()} />
      ) : products.data.empty ? (
        <EmptyState emoji="package" title={t('noProducts')} />
      ) : (
        <>
          <ul className="space-y-3" aria-label={t('productsList')}>
            {products.data.content.map((p) => (
              <ProductRow key={`${p.id}-${p.price}-${p.available}`} product={p} locale={locale} />
            ))}
          </ul>
          <Pager page={products.data.number} pages={products.data.totalPages} first={products.data.first} last={products.data.last} onPage={setPage} />
        </>
      )}
    </>
  );
}

/** One product: its price and stock edited in place, saved together. */
function ProductRow({ product, locale }: { product: ConsoleProduct; locale: Locale }) {
  const t = useTranslations('console');
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const [price, setPrice] = useState(String(product.price));
  const [stock, setStock] = useState(String(product.available));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const name = locale === 'ru' ? product.name_ru : product.name_uz;
  const dirty = price !== String(product.price) || stock !== String(product.available);

  const save = async () => {
    const next: Record<string, string> = {};
    if (!/^\d{1,9}$/.test(price) || Number(price) < 1) next.price = t('priceInvalid');
    if (!/^\d{1,9}$/.test(stock)) next.available = t('stockInvalid');
    setErrors(next);
    if (Object.keys(next).length) {
      document.getElementById(`${id}-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await patchConsoleProduct(browserApi(), product.id, { price: Number(price), available: Number(stock) });
      toast(t('productSaved', { name }));
      await queryClient.invalidateQueries({ queryKey: consoleProductKeys.all });
    } catch (e) {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      toast(e instanceof ApiError && e.status < 500 ? e.message : t('saveError'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <li data-testid="console-product" aria-label={name} className="rounded-card bg-surface p-4 shadow-card">
      <div className="flex items-start gap-3">
        <MediaImage src={product.image} alt="" width={48} height={48} className="size-12 shrink-0 rounded-tile" />
        <div className="min-w-0 flex-1">
          <Link href={`/console/products/${product.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {name}
          </Link>
          <p className="text-sm text-muted">
            {product.sku ? `${t('sku')}: ${product.sku} · ` : ''}#{product.id} · {t('shopperPays')} <Money amount={product.discount_price} />
            {product.discount > 0 && ` (−${product.discount}%)`}
          </p>
        </div>
      </div>
      <form
        noValidate
        className="mt-3 grid grid-cols-[1fr_1fr_auto] items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {(
          [
            ['price', t('price'), price, setPrice],
            ['available', t('stock'), stock, setStock],
          ] as const
        ).map(([key, label, value, set]) => (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm font-semibold">
              {label}
            </label>
            <input
              id={`${id}-${key}`}
              inputMode="numeric"
              value={value}
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
              onChange={(e) => {
                set(e.target.value.replace(/\s/g, ''));
                setErrors(({ [key]: _, ...rest }) => rest);
              }}
              className={`${inputClass} tabular-nums`}
            />
            {errors[key] && (
              <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
                {errors[key]}
              </p>
            )}
          </div>
        ))}
        <button type="submit" disabled={!dirty || busy} aria-busy={busy} className={buttonClass('primary')}>
          {t('save')}
        </button>
      </form>
      <StopControl product={product} className="mt-3" />
    </li>
  );
}
