'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { consoleKeys } from '@/lib/api/console';
import { setStoreSuspension, storeKeys, storeProfilesQuery } from '@/lib/api/console-stores';
import { ApiError } from '@/lib/api/http';
import type { ConsoleStore } from '@/lib/contract/console-stores';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { Link } from '@/lib/i18n/navigation';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-gate';
import { useUrlFilters } from './url-state';
import { StoreForm } from './store-form';
import { TelegramLinks } from './telegram-links';
import { LoadError, Loading, Pager, chipClass, chipRowClass } from './list-parts';
import { inputClass as field } from './field';

const PAGE_SIZE = 20;
const FILTERS = [undefined, false, true] as const;

/** /console/stores (operators): every store by name, suspended or not; a new store. */
export function StoresAdmin() {
  const t = useTranslations('console');
  const ts = useTranslations('console.stores');
  const operator = useConsoleScope().all_stores;
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  // The search, the filter and the page live in the URL (a reload or a link shows the same rows).
  const url = useUrlFilters(['q', 'suspended'] as const);
  const q = url.values.q ?? '';
  const suspended = url.values.suspended === 'true' ? true : url.values.suspended === 'false' ? false : undefined;
  const { page, setPage } = url;
  const [typed, setTyped] = useState(q);
  const [creating, setCreating] = useState(false);
  const stores = useQuery({ ...storeProfilesQuery(browserApi(), { q: q || undefined, suspended, page, size: PAGE_SIZE }), enabled: operator });
  const searchId = useId();

  if (!operator) {
    return (
      <>
        <EmptyState emoji="locked" title={t('operatorsOnly')} />
      </>
    );
  }
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <form
          role="search"
          className="min-w-0 flex-1 basis-64"
          onSubmit={(e) => {
            e.preventDefault();
            url.set({ q: typed.trim() || undefined });
          }}
        >
          <label htmlFor={searchId} className="mb-1 block text-sm font-semibold">
            {ts('search')}
          </label>
          <div className="flex gap-2">
            <input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} className={field} />
            <button type="submit" className={buttonClass('secondary')}>
              {t('find')}
            </button>
          </div>
        </form>
        <button type="button" aria-expanded={creating} onClick={() => setCreating((c) => !c)} className={buttonClass(creating ? 'secondary' : 'primary')}>
          {creating ? ts('closeNew') : ts('newStore')}
        </button>
      </div>
      {creating && (
        <section aria-labelledby="new-store-title" className="mb-6">
          <h2 id="new-store-title" className="mb-3 text-lg font-bold">
            {ts('newStore')}
          </h2>
          <StoreForm
            withNames
            onSaved={(created) => {
              toast(ts('created', { name: created.brand_name }));
              setCreating(false);
              void queryClient.invalidateQueries({ queryKey: storeKeys.all });
              void queryClient.invalidateQueries({ queryKey: [...consoleKeys.all, 'stores'] });
            }}
          />
        </section>
      )}
      <div role="group" aria-label={ts('filter')} className={chipRowClass}>
        {FILTERS.map((f) => (
          <button
            key={String(f)}
            type="button"
            aria-pressed={suspended === f}
            onClick={() => url.set({ suspended: f === undefined ? undefined : String(f) })}
            className={chipClass(suspended === f, 'shrink-0 whitespace-nowrap')}
          >
            {f === undefined ? t('allStores') : f ? ts('filterSuspended') : ts('filterListed')}
          </button>
        ))}
      </div>
      {stores.isPending ? (
        <Loading />
      ) : stores.isError ? (
        <LoadError onRetry={() => stores.refetch()} />
      ) : (
        <div>
          <p role="status" className="mb-2 text-sm text-muted">
            {ts('count', { count: stores.data.totalElements })}
          </p>
          {stores.data.empty ? (
            <EmptyState emoji="store" title={ts('none')} />
          ) : (
            <>
              <ul className="space-y-3" aria-label={ts('list')}>
                {stores.data.content.map((s) => (
                  <StoreRow key={s.id} store={s} />
                ))}
              </ul>
              <Pager page={stores.data.number} pages={stores.data.totalPages} first={stores.data.first} last={stores.data.last} onPage={setPage} />
            </>
          )}
        </div>
      )}
      <TelegramLinks storeId={null} />
    </>
  );
}

/** One store: its names, address, state, and the suspension (after the store's dialog). */
function StoreRow({ store }: { store: ConsoleStore }) {
  const t = useTranslations('console');
  const ts = useTranslations('console.stores');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const suspend = !store.suspended_at;
  const address = locale === 'ru' ? store.store_location_name_ru : store.store_location_name_uz;

  const confirm = async () => {
    setBusy(true);
    try {
      const saved = await setStoreSuspension(browserApi(), store.id, suspend);
      queryClient.setQueryData(storeKeys.one(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: storeKeys.all });
      toast(suspend ? ts('suspendedToast', { name: store.brand_name }) : ts('unsuspendedToast', { name: store.brand_name }));
      setAsking(false);
    } catch (e) {
      toast(e instanceof ApiError && e.status < 500 ? e.message : t('saveError'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <li data-testid="console-store" aria-label={store.brand_name} className="rounded-card bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">
            {store.brand_name} <span className="font-normal text-muted">#{store.id}</span>
          </p>
          <p className="break-words text-sm text-muted">{store.legal_name}</p>
          <p className="break-words text-sm text-muted">{address}</p>
        </div>
        {store.suspended_at && (
          <span className="rounded-full bg-sale-50 px-3 py-1 text-sm font-semibold text-sale-700">
            {ts('suspendedSince', { date: formatDateTime(store.suspended_at, locale) })}
          </span>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link href={`/console/store?id=${store.id}`} className={buttonClass('secondary')}>
          {ts('editProfile')}
        </Link>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setAsking(true)}
          className={suspend ? buttonClass('ghost', 'text-sale-700 hover:bg-sale-50') : buttonClass('primary')}
        >
          {suspend ? ts('suspend') : ts('unsuspend')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={suspend ? ts('suspendTitle', { name: store.brand_name }) : ts('unsuspendTitle', { name: store.brand_name })}
        confirmLabel={suspend ? ts('suspend') : ts('unsuspend')}
        cancelLabel={ts('keep')}
        danger={suspend}
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={() => void confirm()}
      >
        <p className="text-sm text-muted">{suspend ? ts('suspendEffect') : ts('unsuspendEffect')}</p>
      </ConfirmDialog>
    </li>
  );
}
