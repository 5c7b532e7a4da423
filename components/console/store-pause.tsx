'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { PauseCircle, PlayCircle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { pauseStore, resumeStore, storePauseKeys, storePauseQuery } from '@/lib/api/store-hours';
import type { StorePause } from '@/lib/contract/schedule';
import { closedText } from '@/lib/domain/store-hours-text';
import { PAUSE_CHOICES } from '@/lib/domain/schedule';
import { formatTime } from '@/lib/domain/datetime';
import { toLocale } from '@/lib/i18n/routing';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-gate';

/**
 * The order desk's pause (ADR 0030): per store the caller serves, whether it takes orders now,
 * "pause 15 / 30 / 60 minutes or until tomorrow", and resume. An operator serves every store and
 * pauses one from its profile's store rather than from a list of all of them here.
 */
export function StorePauseBar() {
  const scope = useConsoleScope();
  if (!scope.stores.length) return null;
  return (
    <div className="mb-3 space-y-2">
      {scope.stores.map((s) => (
        <StorePauseRow key={s.id} store={s} named={scope.stores.length > 1} />
      ))}
    </div>
  );
}

function StorePauseRow({ store, named }: { store: { id: number; brand_name: string }; named: boolean }) {
  const t = useTranslations('storeHours');
  const locale = toLocale(useLocale());
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const state = useQuery(storePauseQuery(browserApi(), store.id));
  const change = useMutation({
    mutationFn: (body: StorePause | null) => (body ? pauseStore(browserApi(), store.id, body) : resumeStore(browserApi(), store.id)),
    onSuccess: (next) => queryClient.setQueryData(storePauseKeys.one(store.id), next),
    onError: (e) => toast(e instanceof ApiError && e.status < 500 ? e.message : t('pauseFailed'), 'error'),
  });
  const s = state.data;
  const paused = s?.paused_until ?? null;
  const closed = s && !paused ? closedText(s, locale) : null;
  const busy = change.isPending || state.isPending;
  return (
    <section
      data-testid="store-pause"
      aria-label={named ? `${t('pauseTitle')}: ${store.brand_name}` : t('pauseTitle')}
      className={clsx('flex flex-wrap items-center gap-2 rounded-card p-3 shadow-card', paused ? 'bg-amber-50' : 'bg-surface')}
    >
      <p role="status" className="mr-auto text-sm font-semibold">
        {named && <span className="mr-1">{store.brand_name}:</span>}
        {paused
          ? t('pausedUntil', { time: formatTime(paused, locale) })
          : closed
            ? `${t('closedNow')} · ${t(closed.key, closed.values)}`
            : s
              ? t('pauseOpen')
              : ''}
      </p>
      {paused ? (
        <button type="button" disabled={busy} onClick={() => change.mutate(null)} className={clsx(buttonClass('primary'), 'min-h-11')}>
          <PlayCircle aria-hidden="true" className="size-5" />
          {t('resumeStore')}
        </button>
      ) : (
        <div role="group" aria-label={t('pauseLabel')} className="flex flex-wrap items-center gap-2">
          <PauseCircle aria-hidden="true" className="size-5 text-muted" />
          {PAUSE_CHOICES.map((minutes) => (
            <button
              key={minutes}
              type="button"
              disabled={busy}
              onClick={() => change.mutate({ minutes })}
              className={clsx(buttonClass('secondary'), 'min-h-11')}
            >
              {t('pauseFor', { minutes })}
            </button>
          ))}
          <button type="button" disabled={busy} onClick={() => change.mutate({ until: 'tomorrow' })} className={clsx(buttonClass('secondary'), 'min-h-11')}>
            {t('pauseTomorrow')}
          </button>
        </div>
      )}
    </section>
  );
}
