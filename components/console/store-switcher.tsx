'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useId } from 'react';
import { browserApi } from '@/lib/api/browser';
import { consoleStoresQuery } from '@/lib/api/console-stores';
import { useConsoleScope } from './console-scope';
import { inputClass } from './field';

/** The store last chosen on this device (a till serves the same store day after day). */
export const CONSOLE_STORE_KEY = 'savat-console-store';

const remembered = (): number | undefined => {
  try {
    const id = Number(window.localStorage.getItem(CONSOLE_STORE_KEY));
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
};

const remember = (id: number | undefined) => {
  try {
    if (id === undefined) window.localStorage.removeItem(CONSOLE_STORE_KEY);
    else window.localStorage.setItem(CONSOLE_STORE_KEY, String(id));
  } catch {
    // Private mode: the URL still carries the choice.
  }
};

/**
 * The store the console's pages show, from the URL's `?store=` (so that a link or a reload keeps
 * it): one the caller serves, or undefined for all of them. A seller of one store always has it.
 * The setter puts the choice in the URL (back to the first page of a list) and on the device.
 */
export function useConsoleStore(): [number | undefined, (id: number | undefined) => void] {
  const scope = useConsoleScope();
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const raw = Number(params.get('store'));
  const fromUrl = Number.isInteger(raw) && raw > 0 && (scope.all_stores || scope.stores.some((s) => s.id === raw)) ? raw : undefined;
  const single = !scope.all_stores && scope.stores.length === 1 ? scope.stores[0]!.id : undefined;
  const set = useCallback(
    (id: number | undefined) => {
      remember(id);
      const next = new URLSearchParams(params.toString());
      if (id === undefined) next.delete('store');
      else next.set('store', String(id));
      next.delete('page');
      const query = next.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [params, pathname, router],
  );
  return [fromUrl ?? single, set];
}

/**
 * The store switcher, for people serving several stores (an operator: every store). Without a
 * store in the URL it brings back the one chosen last on this device.
 */
export function StoreSwitcher() {
  const t = useTranslations('consoleShell');
  const scope = useConsoleScope();
  const params = useSearchParams();
  const [store, setStore] = useConsoleStore();
  const id = useId();
  const all = useQuery({ ...consoleStoresQuery(browserApi()), enabled: scope.all_stores });
  const stores = scope.all_stores ? (all.data?.content ?? []) : scope.stores;
  const several = scope.all_stores || scope.stores.length > 1;
  const hasParam = params.has('store');

  useEffect(() => {
    if (!several || hasParam) return;
    const last = remembered();
    if (last !== undefined && (scope.all_stores || scope.stores.some((s) => s.id === last))) setStore(last);
    // Only when the URL has no store: a link's choice wins over the device's.
  }, [several, hasParam, scope, setStore]);

  if (!several) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-semibold">
        {t('storeSwitcher')}
      </label>
      <select id={id} value={store ?? ''} onChange={(e) => setStore(e.target.value ? Number(e.target.value) : undefined)} className={`${inputClass} max-w-xs`}>
        <option value="">{t('allStores')}</option>
        {/* A store in the URL that the operator's first page of stores lacks still shows. */}
        {store !== undefined && !stores.some((s) => s.id === store) && <option value={store}>#{store}</option>}
        {stores.map((s) => (
          <option key={s.id} value={s.id}>
            {s.brand_name}
          </option>
        ))}
      </select>
    </div>
  );
}
