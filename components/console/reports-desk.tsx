'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-styles';
import { browserApi } from '@/lib/api/browser';
import { downloadReport, saveFile } from '@/lib/api/console-reports';
import { consoleStoresQuery } from '@/lib/api/console-stores';
import { ApiError } from '@/lib/api/http';
import { FILE_FORMATS, REPORT_KINDS, type FileFormat, type ReportKind } from '@/lib/contract/report-values';
import { tashkentDay } from '@/lib/domain/datetime';
import { QUICK_RANGES, quickRange, REPORT_MAX_DAYS } from '@/lib/domain/report-range';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-scope';
import { chipClass } from './list-parts';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { controlProps, Field } from '@/components/forms/field';
import { inputClass } from './field';
import { useConsoleStore } from './store-switcher';

/** The contract's schema of the form, loaded with its first check (components/forms/contract-form.ts). */
const loadReportForm = () => import('@/lib/contract/console-reports').then((m) => m.ReportFormSchema);

interface ReportFormValues {
  kind: ReportKind;
  from: string;
  to: string;
  format: FileFormat;
}

/**
 * /console/reports (ADR 0039): a report, a range of Tashkent dates (or a quick choice), the store
 * (people serving several stores: one, or all of theirs) and a format, then a download. The file
 * is built on the server as it is read (server/services/reports.ts) and saved through a Blob
 * (lib/api/console-reports.ts says why). The range is checked here with the server's own schema,
 * so the usual mistakes are said at once; the server's answer to anything else shows the same way.
 */
export function ReportsDesk() {
  const t = useTranslations('consoleReports');
  const scope = useConsoleScope();
  const toast = useToasts((s) => s.show);
  const allStores = useQuery({ ...consoleStoresQuery(browserApi()), enabled: scope.all_stores });
  const stores = scope.all_stores ? (allStores.data?.content ?? []) : scope.stores;
  const [store, setStore] = useConsoleStore();
  const today = tashkentDay(new Date());
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const ids = { kind: useId(), from: useId(), to: useId(), store: useId(), format: useId() };
  const form = useContractForm<Awaited<ReturnType<typeof loadReportForm>>, ReportFormValues>(loadReportForm, {
    defaultValues: { kind: 'orders', ...quickRange('thisMonth', today), format: 'csv' },
    toInput: ({ from, to, format }) => ({ from, to, format }),
  });
  // The range rule is the server's (ReportQuerySchema); its words here say what to do about it.
  const errorOf = useFieldError(form, (_, error) => {
    if (error.message === 'report_range_reversed') return t('rangeReversed');
    if (error.message === 'report_range_too_long') return t('rangeTooLong', { max: REPORT_MAX_DAYS });
    return t('rangeNeeded');
  });
  const errors = { from: errorOf('from'), to: errorOf('to') };
  const [from, to] = form.watch(['from', 'to']);

  const submit = form.handleSubmit(async (query) => {
    setFormError(null);
    setBusy(true);
    try {
      const file = await downloadReport(browserApi(), form.getValues('kind'), { ...query, store });
      saveFile(file);
      toast(t('downloaded', { name: file.name }));
    } catch (err) {
      // A field the desk has no box for (a store the address named) is said for the form as a whole.
      setFormError(showServerErrors(form, err, (e) => (e instanceof ApiError && e.status < 500 && e.message) || t('downloadError')));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-5 rounded-card bg-surface p-4 shadow-card sm:p-6">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('kind')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {REPORT_KINDS.map((k) => (
            <label
              key={k}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-control border border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={k}
                {...form.register('kind')}
                aria-describedby={`${ids.kind}-${k}`}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block text-sm font-semibold">{t(`kinds.${k}`)}</span>
                <span id={`${ids.kind}-${k}`} className="mt-0.5 block text-xs text-muted">
                  {t(`kindHelp.${k}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <div role="group" aria-label={t('quick')} className="-mx-4 mb-3 flex gap-2 overflow-x-auto px-4 pb-1 scrollbar-none sm:mx-0 sm:flex-wrap sm:px-0">
          {QUICK_RANGES.map((q) => {
            const value = quickRange(q, today);
            const pressed = value.from === from && value.to === to;
            return (
              <button
                key={q}
                type="button"
                aria-pressed={pressed}
                onClick={() => {
                  form.setValue('from', value.from);
                  form.setValue('to', value.to);
                  form.clearErrors();
                }}
                className={chipClass(pressed, 'shrink-0 whitespace-nowrap')}
              >
                {t(q)}
              </button>
            );
          })}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={ids.from} label={t('from')} error={errors.from}>
            <input
              {...controlProps(ids.from, errors.from)}
              type="date"
              max={today}
              {...form.register('from', { deps: ['to'] })}
              className={`${inputClass} tabular-nums`}
            />
          </Field>
          <Field id={ids.to} label={t('to')} error={errors.to}>
            <input
              {...controlProps(ids.to, errors.to)}
              type="date"
              max={today}
              {...form.register('to', { deps: ['from'] })}
              className={`${inputClass} tabular-nums`}
            />
          </Field>
        </div>
      </div>

      {stores.length > 1 || scope.all_stores ? (
        <Field id={ids.store} label={t('store')}>
          <select id={ids.store} value={store ?? ''} onChange={(e) => setStore(e.target.value ? Number(e.target.value) : undefined)} className={inputClass}>
            <option value="">{scope.all_stores ? t('allStoresOperator') : t('allStores')}</option>
            {store !== undefined && !stores.some((s) => s.id === store) && <option value={store}>#{store}</option>}
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.brand_name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}

      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('format')}</legend>
        <div className="flex flex-wrap gap-2">
          {FILE_FORMATS.map((f) => (
            <label
              key={f}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-line px-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={f} {...form.register('format')} className="size-5 accent-brand-700" />
              <span className="text-sm font-semibold">{t(f)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {formError && (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass('primary', 'w-full sm:w-auto')}>
        <Download aria-hidden="true" className="size-4" />
        {busy ? t('downloading') : t('download')}
      </button>
    </form>
  );
}
