'use client';

import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Ban, PlayCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useContractForm } from '@/components/forms/contract-form';
import { buttonClass } from '@/components/ui/button-styles';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { consoleProductKeys, patchConsoleProduct } from '@/lib/api/console';
import type { ConsoleProduct } from '@/lib/contract/console-products';
import type { StopUntilForm } from '@/lib/contract/schedule';
import { formatTime } from '@/lib/domain/datetime';
import { endOfTashkentDay, tashkentMidnightMs } from '@/lib/domain/schedule';
import { toLocale } from '@/lib/i18n/routing';
import { useToasts } from '@/lib/stores/toast';
import { inputClass } from './field';

/** The contract's schema, loaded with the form's first check: zod stays out of the page's first load. */
const loadStopUntilForm = () => import('@/lib/contract/schedule').then((m) => m.StopUntilFormSchema);

/**
 * The stop-list (ADR 0030) on a product's row and in its editor: stop it for today or until a
 * time, its stock untouched, or put it back on sale.
 */
export function StopControl({ product, className }: { product: ConsoleProduct; className?: string }) {
  const t = useTranslations('storeHours');
  const locale = toLocale(useLocale());
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const id = useId();
  const form = useContractForm(loadStopUntilForm, { defaultValues: { time: '' } });

  const send = async (stoppedUntil: string | null) => {
    setBusy(true);
    try {
      await patchConsoleProduct(browserApi(), product.id, { stopped_until: stoppedUntil });
      toast(stoppedUntil ? t('stopDone') : t('resumeDone'));
      setPicking(false);
      await queryClient.invalidateQueries({ queryKey: consoleProductKeys.all });
    } catch (e) {
      // The server names `stopped_until`; the form's field is the time it was made from.
      const message = e instanceof ApiError ? e.fields?.stopped_until : undefined;
      if (message && stoppedUntil && picking) form.setError('time', { type: 'server', message }, { shouldFocus: true });
      else toast(e instanceof ApiError && e.status < 500 ? e.message : t('pauseFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const untilTime = (v: StopUntilForm) => {
    const [h, m] = v.time.split(':').map(Number) as [number, number];
    const at = new Date(tashkentMidnightMs(new Date()) + (h * 60 + m) * 60_000);
    if (at.getTime() <= Date.now()) {
      form.setError('time', { type: 'validate', message: t('stopInPast') }, { shouldFocus: true });
      return;
    }
    void send(at.toISOString());
  };

  const stopped = product.stopped_until;
  if (stopped) {
    const today = Date.parse(stopped) >= endOfTashkentDay(new Date()).getTime();
    return (
      <div data-testid="stop-control" className={clsx('flex flex-wrap items-center gap-2 rounded-control bg-amber-50 p-2', className)}>
        <p className="mr-auto text-sm font-semibold text-amber-900">
          <Ban aria-hidden="true" className="mr-1 inline size-4" />
          {today ? t('stoppedToday') : t('stoppedUntil', { time: formatTime(stopped, locale) })}
        </p>
        <button type="button" disabled={busy} onClick={() => void send(null)} className={clsx(buttonClass('secondary'), 'min-h-11')}>
          <PlayCircle aria-hidden="true" className="size-5" />
          {t('resume')}
        </button>
      </div>
    );
  }

  const error = form.formState.errors.time?.message;
  return (
    <div data-testid="stop-control" role="group" aria-label={t('stopTitle')} className={clsx('flex flex-wrap items-end gap-2', className)}>
      <span className="self-center text-sm font-semibold text-muted">{t('stopTitle')}:</span>
      <button
        type="button"
        disabled={busy}
        onClick={() => void send(endOfTashkentDay(new Date()).toISOString())}
        className={clsx(buttonClass('secondary'), 'min-h-11')}
      >
        {t('stopToday')}
      </button>
      {picking ? (
        <form noValidate onSubmit={form.handleSubmit(untilTime)} className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={`${id}-time`} className="mb-1 block text-sm font-semibold">
              {t('stopUntilLabel')}
            </label>
            <input
              id={`${id}-time`}
              type="time"
              {...form.register('time')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-time-error` : undefined}
              className={clsx(inputClass, 'w-32 tabular-nums')}
            />
          </div>
          <button type="submit" disabled={busy} className={clsx(buttonClass('primary'), 'min-h-11')}>
            {t('stopApply')}
          </button>
          {error && (
            <p id={`${id}-time-error`} className="w-full text-sm text-red-700">
              {error === 'HH:MM' ? t('stopTimeInvalid') : error}
            </p>
          )}
        </form>
      ) : (
        <button type="button" disabled={busy} onClick={() => setPicking(true)} className={clsx(buttonClass('secondary'), 'min-h-11')}>
          {t('stopUntil')}
        </button>
      )}
      <p className="w-full text-xs text-muted">{t('stopHint')}</p>
    </div>
  );
}
