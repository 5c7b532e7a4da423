'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-styles';
import { browserApi } from '@/lib/api/browser';
import { downloadReport, saveFile } from '@/lib/api/console-reports';
import { consoleStoresQuery } from '@/lib/api/console-stores';
import { ApiError } from '@/lib/api/http';
import { FILE_FORMATS, REPORT_KINDS, type FileFormat, type ReportKind } from '@/lib/contract/report-values';
import { tashkentDay } from '@/lib/domain/datetime';
import { dayRange, QUICK_RANGES, quickRange, REPORT_MAX_DAYS, tashkentDayStart } from '@/lib/domain/report-range';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-scope';
import { chipClass } from './list-parts';
import { controlProps, Field } from '@/components/forms/field';
import { inputClass } from './field';
import { useConsoleStore } from './store-switcher';

/**
 * /console/reports (ADR 0039): a report, a range of Tashkent dates (or a quick choice), the store
 * (people serving several stores: one, or all of theirs) and a format, then a download. The file
 * is built on the server as it is read (server/services/reports.ts) and saved through a Blob
 * (lib/api/console-reports.ts says why). The range is checked here as the server checks it, so
 * the usual mistakes are said at once; the server's answer to anything else shows the same way.
 */
export function ReportsDesk() {
  const t = useTranslations('consoleReports');
  const scope = useConsoleScope();
  const toast = useToasts((s) => s.show);
  const allStores = useQuery({ ...consoleStoresQuery(browserApi()), enabled: scope.all_stores });
  const stores = scope.all_stores ? (allStores.data?.content ?? []) : scope.stores;
  const [store, setStore] = useConsoleStore();
  const today = tashkentDay(new Date());
  const [kind, setKind] = useState<ReportKind>('orders');
  const [range, setRange] = useState(() => quickRange('thisMonth', today));
  const [format, setFormat] = useState<FileFormat>('csv');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ from?: string; to?: string; form?: string }>({});
  const ids = { kind: useId(), from: useId(), to: useId(), store: useId(), format: useId() };

  // The server's own rule (lib/domain/report-range.ts), said at the field the server names: a date
  // missing or broken at itself (`from` first), the rest at `to`.
  const check = (): typeof errors => {
    const found = dayRange(range.from, range.to);
    if ('range' in found) return {};
    if (found.problem === 'reversed') return { to: t('rangeReversed') };
    if (found.problem === 'too_long') return { to: t('rangeTooLong', { max: REPORT_MAX_DAYS }) };
    return { [tashkentDayStart(range.from) ? 'to' : 'from']: t('rangeNeeded') };
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    if (found.from || found.to) {
      document.getElementById(found.from ? ids.from : ids.to)?.focus();
      return;
    }
    setBusy(true);
    try {
      const file = await downloadReport(browserApi(), kind, { ...range, store, format });
      saveFile(file);
      toast(t('downloaded', { name: file.name }));
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        const { from, to } = err.fields ?? {};
        // A field the desk has no box for (a store the address named) is said for the form as a whole.
        setErrors({ from, to, form: from || to ? undefined : err.message });
      } else setErrors({ form: t('downloadError') });
    } finally {
      setBusy(false);
    }
  };

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
                name={ids.kind}
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
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
            const pressed = value.from === range.from && value.to === range.to;
            return (
              <button
                key={q}
                type="button"
                aria-pressed={pressed}
                onClick={() => {
                  setRange(value);
                  setErrors({});
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
              value={range.from}
              max={today}
              onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
              className={`${inputClass} tabular-nums`}
            />
          </Field>
          <Field id={ids.to} label={t('to')} error={errors.to}>
            <input
              {...controlProps(ids.to, errors.to)}
              type="date"
              value={range.to}
              max={today}
              onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
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
              <input type="radio" name={ids.format} value={f} checked={format === f} onChange={() => setFormat(f)} className="size-5 accent-brand-700" />
              <span className="text-sm font-semibold">{t(f)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass('primary', 'w-full sm:w-auto')}>
        <Download aria-hidden="true" className="size-4" />
        {busy ? t('downloading') : t('download')}
      </button>
    </form>
  );
}
