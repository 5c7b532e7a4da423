'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { browserApi } from '@/lib/api/browser';
import { consoleProductKeys, importPriceList } from '@/lib/api/console';
import { ApiError } from '@/lib/api/http';
import type { ImportReport } from '@/lib/contract/console-products';
import { useToasts } from '@/lib/stores/toast';

/**
 * A store's price list (CSV: sku or id, price, discount, stock, as an accounting program exports
 * it): first a preview of what would change (the server's dry run), then applied in one go. A
 * file with a refused row is never applied (the server applies all rows or none).
 */
export function PriceListImport({ store, needsStore }: { store?: number; needsStore: boolean }) {
  const t = useTranslations('console');
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blocked = needsStore && store === undefined;

  const run = async (dryRun: boolean) => {
    if (!file) {
      setError(t('importChooseFile'));
      document.getElementById(fileId)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await importPriceList(browserApi(), file, { store, dryRun });
      setReport(answer);
      if (answer.applied) {
        toast(t('importApplied', { count: answer.changed.length }));
        await queryClient.invalidateQueries({ queryKey: consoleProductKeys.all });
      }
    } catch (e) {
      setError(e instanceof ApiError && e.status < 500 ? [e.message, ...Object.values(e.fields ?? {})].join(' ') : t('saveError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="mb-4 rounded-card bg-surface p-4 shadow-card">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('importTitle')}</summary>
      <p className="mt-2 text-sm text-muted">{t('importHelp')}</p>
      {blocked ? (
        <p className="mt-3 text-sm font-semibold text-amber-800">{t('importPickStore')}</p>
      ) : (
        <>
          <label htmlFor={fileId} className="mt-3 mb-1 block text-sm font-semibold">
            {t('importFile')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fileId}-error` : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
              setError(null);
            }}
            className="block min-h-11 w-full text-sm"
          />
          {error && (
            <p id={`${fileId}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" disabled={busy} onClick={() => run(true)} className={buttonClass('secondary')}>
              {t('importPreview')}
            </button>
            {report && !report.applied && report.refused.length === 0 && report.changed.length > 0 && (
              <button type="button" disabled={busy} onClick={() => run(false)} className={buttonClass('primary')}>
                {t('importApply', { count: report.changed.length })}
              </button>
            )}
          </div>
          {report && <ImportReportView report={report} />}
        </>
      )}
    </details>
  );
}

function ImportReportView({ report }: { report: ImportReport }) {
  const t = useTranslations('console');
  return (
    <div className="mt-4 space-y-3 text-sm" data-testid="import-report">
      <p role="status" className="font-semibold">
        {report.applied
          ? t('importDone', { count: report.changed.length })
          : report.refused.length
            ? t('importRefused', { count: report.refused.length })
            : t('importWouldChange', { count: report.changed.length, unchanged: report.unchanged })}
      </p>
      {report.refused.length > 0 && (
        <ul className="space-y-1 text-red-700">
          {report.refused.map((r) => (
            <li key={r.row}>{t('importRow', { row: r.row, key: r.key, message: r.message })}</li>
          ))}
        </ul>
      )}
      {report.changed.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{t('importChanges')}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-3">{t('importKey')}</th>
                <th scope="col" className="py-1 pr-3">{t('price')}</th>
                <th scope="col" className="py-1 pr-3">{t('discount')}</th>
                <th scope="col" className="py-1">{t('stock')}</th>
              </tr>
            </thead>
            <tbody>
              {report.changed.slice(0, 200).map((c) => (
                <tr key={c.row} className="border-b border-line/60">
                  <th scope="row" className="py-1 pr-3 font-normal">{c.sku ?? `#${c.id}`}</th>
                  <td className="py-1 pr-3">{c.before.price === c.after.price ? c.after.price : `${c.before.price} → ${c.after.price}`}</td>
                  <td className="py-1 pr-3">{c.before.discount === c.after.discount ? c.after.discount : `${c.before.discount} → ${c.after.discount}`}</td>
                  <td className="py-1">{c.before.available === c.after.available ? c.after.available : `${c.before.available} → ${c.after.available}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
