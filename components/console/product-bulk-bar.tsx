'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { browserApi } from '@/lib/api/browser';
import { bulkConsoleProducts, consoleProductKeys } from '@/lib/api/console';
import { ApiError } from '@/lib/api/http';
import type { BulkAction, ConsoleProduct, ProductBulk } from '@/lib/contract/console-products';
import type { Locale } from '@/lib/contract/values';
import { PERCENT_MAX, PERCENT_MIN, STOCK_MAX } from '@/lib/domain/product-pricing';
import { endOfTashkentDay } from '@/lib/domain/schedule';
import { useToasts } from '@/lib/stores/toast';
import { inputClass } from './field';

const ACTIONS: readonly BulkAction[] = ['price_percent', 'set_stock', 'stop', 'resume', 'delete'];

/** A percent as typed: "10", "+10", "-10" or "−10" (the typographic minus); null when it is none. */
function readPercent(text: string): number | null {
  const match = /^([+\-−]?)(\d{1,4})$/.exec(text.replace(/\s|%/g, ''));
  if (!match) return null;
  const value = Number(match[2]) * (match[1] === '-' || match[1] === '−' ? -1 : 1);
  return value === 0 || value < PERCENT_MIN || value > PERCENT_MAX ? null : value;
}

/**
 * One action on the selected rows of the products table: a price up or down by a whole
 * percent (each rounded to whole so'm, never below 1), a stock for all, a stop for today, back on
 * sale, or a delete (asked again first). The server does all of them or none.
 */
export function ProductBulkBar({ selected, onDone }: { selected: readonly ConsoleProduct[]; onDone: () => void }) {
  const t = useTranslations('catalogScale');
  const tc = useTranslations('console');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const id = useId();
  const [action, setAction] = useState<BulkAction>('price_percent');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const count = selected.length;
  if (count === 0) return null;

  const send = async (body: ProductBulk) => {
    setBusy(true);
    try {
      const result = await bulkConsoleProducts(browserApi(), body);
      toast(t(`done.${body.action}`, { count: result.count }));
      setValue('');
      setConfirming(false);
      onDone();
      await queryClient.invalidateQueries({ queryKey: consoleProductKeys.all });
    } catch (e) {
      const message = e instanceof ApiError && e.status < 500 ? (Object.values(e.fields ?? {})[0] ?? e.message) : tc('saveError');
      setError(message);
      toast(message, 'error');
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ids = selected.map((p) => p.id);
    setError(null);
    if (action === 'price_percent') {
      const percent = readPercent(value);
      if (percent === null) return setError(t('percentInvalid', { min: PERCENT_MIN, max: PERCENT_MAX }));
      void send({ action, ids, percent });
    } else if (action === 'set_stock') {
      const stock = value.replace(/\s/g, '');
      if (!/^\d{1,7}$/.test(stock) || Number(stock) > STOCK_MAX) return setError(tc('stockInvalid'));
      void send({ action, ids, available: Number(stock) });
    } else if (action === 'stop') void send({ action, ids, stopped_until: endOfTashkentDay(new Date()).toISOString() });
    else if (action === 'resume') void send({ action, ids });
    else setConfirming(true);
  };

  const needsValue = action === 'price_percent' || action === 'set_stock';
  const names = selected.map((p) => (locale === 'ru' ? p.name_ru : p.name_uz));
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="bulk-bar"
      className="z-20 mt-3 rounded-card border border-brand-200 bg-brand-50 p-3 shadow-raised md:sticky md:bottom-2"
    >
      <h2 id={`${id}-title`} className="mb-2 text-sm font-bold" aria-live="polite">
        {t('selected', { count })}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="w-full sm:w-auto">
          <label htmlFor={`${id}-action`} className="mb-1 block text-sm font-semibold">
            {t('action')}
          </label>
          <select
            id={`${id}-action`}
            value={action}
            onChange={(e) => {
              setAction(e.target.value as BulkAction);
              setValue('');
              setError(null);
            }}
            className={inputClass}
          >
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`actions.${a}`)}
              </option>
            ))}
          </select>
        </div>
        {needsValue && (
          <div>
            <label htmlFor={`${id}-value`} className="mb-1 block text-sm font-semibold">
              {action === 'price_percent' ? t('percent') : tc('stock')}
            </label>
            <input
              id={`${id}-value`}
              inputMode={action === 'price_percent' ? 'text' : 'numeric'}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder={action === 'price_percent' ? '+10 / -10' : '0'}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              className={`${inputClass} w-28 tabular-nums`}
            />
          </div>
        )}
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass(action === 'delete' ? 'danger' : 'primary')}>
          {t('apply')}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('ghost')}>
          {t('clear')}
        </button>
        <p id={`${id}-hint`} className="w-full text-xs text-muted">
          {t(`hints.${action}`)}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('deleteTitle', { count })}
        confirmLabel={t('deleteConfirm', { count })}
        cancelLabel={tc('keepProduct')}
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => void send({ action: 'delete', ids: selected.map((p) => p.id) })}
      >
        <p className="text-sm text-muted">{tc('deleteProductEffect')}</p>
        <ul className="mt-2 max-h-40 list-disc overflow-auto pl-5 text-sm">
          {names.map((n, i) => (
            <li key={`${i}-${n}`}>{n}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </section>
  );
}
