'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { storeKeys, storeProfileQuery, storeProfilesQuery } from '@/lib/api/console-stores';
import { ApiError } from '@/lib/api/http';
import { Link } from '@/lib/i18n/navigation';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-gate';
import { StoreForm } from './store-form';
import { ScheduleEditor } from './schedule-editor';
import { TelegramLinks } from './telegram-links';
import { chipClass, LoadError, Loading } from './list-parts';
import { inputClass as field } from './field';

/**
 * /console/store: a store's profile. A seller of one store sees it at once; a seller of
 * several picks one; an operator finds any store by name (or comes with `?id=` from the stores list).
 */
export function StoreProfile({ initialId }: { initialId?: number }) {
  const t = useTranslations('console');
  const ts = useTranslations('console.storeProfile');
  const scope = useConsoleScope();
  const [picked, setPicked] = useState<number | undefined>(() => {
    if (initialId && (scope.all_stores || scope.stores.some((s) => s.id === initialId))) return initialId;
    return !scope.all_stores && scope.stores.length === 1 ? scope.stores[0]!.id : undefined;
  });
  const pickId = useId();

  return (
    <>
      {!scope.all_stores && scope.stores.length === 0 ? (
        <EmptyState emoji="store" title={ts('noStores')} />
      ) : scope.all_stores ? (
        <StoreFinder picked={picked} onPick={setPicked} />
      ) : (
        scope.stores.length > 1 && (
          <div className="mb-4 sm:w-1/2">
            <label htmlFor={pickId} className="mb-1 block text-sm font-semibold">
              {t('store')}
            </label>
            <select id={pickId} value={picked ?? ''} onChange={(e) => setPicked(e.target.value ? Number(e.target.value) : undefined)} className={field}>
              <option value="">{t('chooseStore')}</option>
              {scope.stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.brand_name}
                </option>
              ))}
            </select>
          </div>
        )
      )}
      {picked !== undefined ? <StoreEditor id={picked} /> : scope.stores.length > 1 && <p className="text-sm text-muted">{ts('pickFirst')}</p>}
      {picked !== undefined && <TelegramLinks key={picked} storeId={picked} />}
    </>
  );
}

/** The operator's search over every store; a found store is opened below. */
function StoreFinder({ picked, onPick }: { picked?: number; onPick: (id: number) => void }) {
  const t = useTranslations('console');
  const ts = useTranslations('console.storeProfile');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const found = useQuery(storeProfilesQuery(browserApi(), { q: q || undefined, page: 1, size: 8 }));
  const searchId = useId();
  return (
    <div className="mb-4 space-y-3">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed.trim());
        }}
      >
        <label htmlFor={searchId} className="mb-1 block text-sm font-semibold">
          {ts('findStore')}
        </label>
        <div className="flex gap-2">
          <input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} className={field} />
          <button type="submit" className={buttonClass('secondary')}>
            {t('find')}
          </button>
        </div>
      </form>
      {found.isPending ? (
        <Loading className="h-24" />
      ) : found.isError ? (
        <p role="alert" className="rounded-card bg-red-50 p-4 text-sm text-red-700">
          {t('loadError')}
        </p>
      ) : (
        <div role="status">
          {found.data.empty ? (
            <p className="text-sm text-muted">{ts('noneFound')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label={ts('foundStores')}>
              {found.data.content.map((s) => (
                <li key={s.id}>
                  <button type="button" aria-pressed={picked === s.id} onClick={() => onPick(s.id)} className={chipClass(picked === s.id)}>
                    {s.brand_name} <span className="font-normal">#{s.id}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function StoreEditor({ id }: { id: number }) {
  const ts = useTranslations('console.storeProfile');
  const scope = useConsoleScope();
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const store = useQuery(storeProfileQuery(browserApi(), id));
  if (store.isPending) return <Loading className="h-96" />;
  if (store.isError) {
    const missing = store.error instanceof ApiError && store.error.status === 404;
    return missing ? <EmptyState emoji="store" title={ts('notFound')} /> : <LoadError onRetry={() => store.refetch()} />;
  }
  const s = store.data;
  return (
    <section aria-labelledby={`store-${s.id}-title`}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`store-${s.id}-title`} className="text-lg font-bold">
          {s.brand_name} <span className="text-sm font-normal text-muted">#{s.id}</span>
        </h2>
        {s.suspended_at ? (
          <span className="rounded-full bg-sale-50 px-3 py-1 text-sm font-semibold text-sale-700">{ts('suspended')}</span>
        ) : (
          <Link href={`/stores/${s.id}`} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            {ts('openInShop')}
          </Link>
        )}
      </div>
      <StoreForm
        key={`${s.id}-${s.created_at}`}
        store={s}
        withNames={scope.all_stores}
        onSaved={(saved) => {
          queryClient.setQueryData(storeKeys.one(saved.id), saved);
          void queryClient.invalidateQueries({ queryKey: storeKeys.all, exact: false, refetchType: 'none' });
          toast(ts('saved', { name: saved.brand_name }));
        }}
      />
      <ScheduleEditor key={`schedule-${s.id}`} store={s} />
    </section>
  );
}
