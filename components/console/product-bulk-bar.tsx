'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { asNumber, asSignedNumber } from '@/components/forms/typed-text';
import { browserApi } from '@/lib/api/browser';
import { bulkConsoleProducts, consoleProductKeys } from '@/lib/api/console';
import type { BulkAction, ConsoleProduct, ProductBulk } from '@/lib/contract/console-products';
import type { Locale } from '@/lib/contract/values';
import { PERCENT_MAX, PERCENT_MIN } from '@/lib/domain/product-pricing';
import { endOfTashkentDay } from '@/lib/domain/schedule';
import { useToasts } from '@/lib/stores/toast';
import { inputClass } from './field';
import { failureText } from './list-parts';

const ACTIONS: readonly BulkAction[] = ['price_percent', 'set_stock', 'stop', 'resume', 'delete'];

/** The contract's schema of a bulk action, loaded with the form's first check (components/forms/contract-form.ts). */
const loadProductBulk = () => import('@/lib/contract/console-products').then((m) => m.ProductBulkSchema);

/** The bar's fields: the action, and the text typed for the one that takes a value (under the body's own name). */
interface BulkValues {
  action: BulkAction;
  percent: string;
  available: string;
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
  const form = useContractForm<Awaited<ReturnType<typeof loadProductBulk>>, BulkValues>(loadProductBulk, {
    defaultValues: { action: 'price_percent', percent: '', available: '' },
    // The body of the chosen action: its value read from the text typed (the schema then checks it), a stop until the day's end.
    toInput: ({ action, percent, available }) => {
      const ids = selected.map((p) => p.id);
      if (action === 'price_percent') return { action, ids, percent: asSignedNumber(undefined)(percent) };
      if (action === 'set_stock') return { action, ids, available: asNumber(undefined)(available) };
      if (action === 'stop') return { action, ids, stopped_until: endOfTashkentDay(new Date()).toISOString() };
      return { action, ids };
    },
  });
  const errorOf = useFieldError(form, (name) =>
    name === 'percent' ? t('percentInvalid', { min: PERCENT_MIN, max: PERCENT_MAX }) : name === 'available' ? tc('stockInvalid') : undefined,
  );
  const action = form.watch('action');
  const valueName = action === 'set_stock' ? 'available' : 'percent';
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<ProductBulk | null>(null);
  const count = selected.length;
  if (count === 0) return null;
  const error = (action === 'price_percent' || action === 'set_stock' ? errorOf(valueName) : undefined) ?? formError;

  const send = async (body: ProductBulk) => {
    setBusy(true);
    setFormError(null);
    try {
      const result = await bulkConsoleProducts(browserApi(), body);
      toast(t(`done.${body.action}`, { count: result.count }));
      form.reset({ action: body.action, percent: '', available: '' });
      setConfirming(null);
      onDone();
      await queryClient.invalidateQueries({ queryKey: consoleProductKeys.all });
    } catch (e) {
      // The value's field takes what the server says of it; anything else is said under the bar.
      const left = showServerErrors(form, e, (failure) => failureText(failure, tc('saveError')));
      setFormError(left);
      toast(left ?? failureText(e, tc('saveError')), 'error');
    } finally {
      setBusy(false);
    }
  };

  // A delete is asked again first.
  const submit = form.handleSubmit((body) => (body.action === 'delete' ? setConfirming(body) : void send(body)));

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
            {...form.register('action', {
              onChange: () => {
                form.reset({ action: form.getValues('action'), percent: '', available: '' });
                setFormError(null);
              },
            })}
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
              key={valueName}
              id={`${id}-value`}
              inputMode={action === 'price_percent' ? 'text' : 'numeric'}
              {...form.register(valueName)}
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
        open={confirming !== null}
        title={t('deleteTitle', { count })}
        confirmLabel={t('deleteConfirm', { count })}
        cancelLabel={tc('keepProduct')}
        busy={busy}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void send(confirming)}
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
