'use client';

import clsx from 'clsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Download } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-styles';
import { browserApi } from '@/lib/api/browser';
import { consoleProductKeys, importPriceList } from '@/lib/api/console';
import { downloadPriceList, downloadPriceListTemplate, saveFile, type DownloadedFile } from '@/lib/api/console-reports';
import { ApiError } from '@/lib/api/http';
import type { ImportReport } from '@/lib/contract/console-products';
import type { FileFormat } from '@/lib/contract/report-values';
import { useToasts } from '@/lib/stores/toast';

/**
 * A store's price list, both ways (ADR 0039). Out: the store's products as CSV or XLSX in
 * the columns the import reads back, or an empty template. In: a CSV or XLSX (as an accounting
 * program exports it, Russian headers too), first previewed (the server's dry run: each row's
 * product by name, what changes, what is refused), then applied in one go. A row whose price moves
 * far (by more than 50 %, or to under 10 % of the old) is flagged, and the file is applied only
 * once the staff member has ticked that they checked those prices (the preview's token goes with
 * the apply). A file with a refused row is never applied (the server applies all rows or none).
 */
export function PriceListImport({ store, needsStore }: { store?: number; needsStore: boolean }) {
  const t = useTranslations('console');
  const tl = useTranslations('consolePriceList');
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const fileId = useId();
  const confirmId = useId();
  const confirmBox = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const blocked = needsStore && store === undefined;
  const flagged = report?.changed.filter((c) => c.flag !== null).length ?? 0;

  const download = async (get: () => Promise<DownloadedFile>) => {
    setDownloadError(null);
    try {
      const got = await get();
      saveFile(got);
      toast(tl('downloaded', { name: got.name }));
    } catch (e) {
      setDownloadError(e instanceof ApiError && e.status < 500 ? e.message : tl('downloadError'));
    }
  };

  const run = async (dryRun: boolean) => {
    if (!file) {
      setError(t('importChooseFile'));
      document.getElementById(fileId)?.focus();
      return;
    }
    if (!dryRun && report?.confirm_token && !confirmed) {
      setError(tl('confirmNeeded'));
      confirmBox.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await importPriceList(browserApi(), file, { store, dryRun, confirm: dryRun ? undefined : (report?.confirm_token ?? undefined) });
      setReport(answer);
      if (dryRun) setConfirmed(false);
      if (answer.applied) {
        toast(t('importApplied', { count: answer.changed.length }));
        await queryClient.invalidateQueries({ queryKey: consoleProductKeys.all });
      }
    } catch (e) {
      if (e instanceof ApiError && e.body?.report) {
        // Not applied (a refused row, a price not confirmed, the file changed since its preview): its report shows why.
        setReport(e.body.report);
        setConfirmed(false);
        setError(tl('notApplied', { message: e.message }));
      } else {
        setError(e instanceof ApiError && e.status < 500 ? [e.message, ...Object.values(e.fields ?? {})].join(' ') : t('saveError'));
      }
    } finally {
      setBusy(false);
    }
  };

  const canApply = report && !report.applied && report.refused.length === 0 && report.changed.length > 0;
  return (
    <details className="mb-4 rounded-card bg-surface p-4 shadow-card">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('importTitle')}</summary>
      {blocked ? (
        <p className="mt-3 text-sm font-semibold text-amber-800">{t('importPickStore')}</p>
      ) : (
        <>
          <section aria-labelledby={`${fileId}-export`} className="mt-3 border-b border-line pb-4">
            <h3 id={`${fileId}-export`} className="text-sm font-semibold">
              {tl('exportTitle')}
            </h3>
            <p className="mt-1 text-sm text-muted">{tl('exportHelp')}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {(['csv', 'xlsx'] as const satisfies readonly FileFormat[]).map((format) => (
                <button
                  key={format}
                  type="button"
                  onClick={() => download(() => downloadPriceList(browserApi(), { store, format }))}
                  className={buttonClass('secondary')}
                >
                  <Download aria-hidden="true" className="size-4" />
                  {tl(format === 'csv' ? 'exportCsv' : 'exportXlsx')}
                </button>
              ))}
              {(['csv', 'xlsx'] as const).map((format) => (
                <button
                  key={`t-${format}`}
                  type="button"
                  onClick={() => download(() => downloadPriceListTemplate(browserApi(), format))}
                  className={buttonClass('ghost')}
                >
                  {tl(format === 'csv' ? 'templateCsv' : 'templateXlsx')}
                </button>
              ))}
            </div>
            {downloadError && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {downloadError}
              </p>
            )}
          </section>
          <p className="mt-3 text-sm text-muted">{t('importHelp')}</p>
          <label htmlFor={fileId} className="mt-3 mb-1 block text-sm font-semibold">
            {t('importFile')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fileId}-error` : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
              setConfirmed(false);
              setError(null);
            }}
            className="block min-h-11 w-full text-sm"
          />
          {error && (
            <p id={`${fileId}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
          {canApply && report.confirm_token && (
            <div className="mt-3 flex items-start gap-2 rounded-control bg-amber-50 p-3">
              <input
                ref={confirmBox}
                id={confirmId}
                type="checkbox"
                checked={confirmed}
                onChange={(e) => {
                  setConfirmed(e.target.checked);
                  setError(null);
                }}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <label htmlFor={confirmId} className="text-sm font-semibold">
                {tl('confirm', { count: flagged })}
              </label>
            </div>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" disabled={busy} onClick={() => run(true)} className={buttonClass('secondary')}>
              {t('importPreview')}
            </button>
            {canApply && (
              <button type="button" disabled={busy} onClick={() => run(false)} className={buttonClass('primary')}>
                {t('importApply', { count: report.changed.length })}
              </button>
            )}
          </div>
          {report && <ImportReportView report={report} flagged={flagged} />}
        </>
      )}
    </details>
  );
}

function ImportReportView({ report, flagged }: { report: ImportReport; flagged: number }) {
  const t = useTranslations('console');
  const tl = useTranslations('consolePriceList');
  const change = (before: number, after: number) => (before === after ? after : `${before} → ${after}`);
  return (
    <div className="mt-4 space-y-3 text-sm" data-testid="import-report">
      <p role="status" className="font-semibold">
        {report.applied
          ? t('importDone', { count: report.changed.length })
          : report.refused.length
            ? t('importRefused', { count: report.refused.length })
            : t('importWouldChange', { count: report.changed.length, unchanged: report.unchanged })}
      </p>
      {!report.applied && flagged > 0 && <p className="font-semibold text-amber-800">{tl('flagged', { count: flagged })}</p>}
      {report.refused.length > 0 && (
        <ul className="space-y-1 text-red-700">
          {report.refused.map((r) => (
            <li key={r.row}>{t('importRow', { row: r.row, key: r.name ? `${r.key}, ${r.name}` : r.key, message: r.message })}</li>
          ))}
        </ul>
      )}
      {report.changed.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{t('importChanges')}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-3">
                  {t('importKey')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {tl('product')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('price')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('discount')}
                </th>
                <th scope="col" className="py-1">
                  {t('stock')}
                </th>
              </tr>
            </thead>
            <tbody>
              {/* The flagged rows first: they are the ones to check. */}
              {[...report.changed]
                .sort((a, b) => Number(b.flag !== null) - Number(a.flag !== null))
                .slice(0, 200)
                .map((c) => (
                  <tr key={c.row} className={clsx('border-b border-line/60', c.flag && 'bg-amber-50')} data-flagged={c.flag ?? undefined}>
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {c.sku ?? `#${c.id}`}
                    </th>
                    <td className="py-1 pr-3">{c.name}</td>
                    <td className="py-1 pr-3">
                      {change(c.before.price, c.after.price)}
                      {c.flag && <span className="block text-xs font-semibold text-amber-800">{tl(`flag_${c.flag}`)}</span>}
                    </td>
                    <td className="py-1 pr-3">{change(c.before.discount, c.after.discount)}</td>
                    <td className="py-1">{change(c.before.available, c.after.available)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
