'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import type { ProductFilter } from '@/lib/contract/catalog';
import { clearedFiltersHref, filtersFromSearchParams } from '@/lib/domain/filter-url';
import { Link } from '@/lib/i18n/navigation';
import { FilterFields, useApply, type FilterPanelProps } from './product-filters';

/** The form's choices as the query of a list (plain, as the form would submit them). */
function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  return params;
}

/** The API client comes with the first change of a choice, not in the list page's first load. */
async function countResults(request: import('@/lib/api/products').FilterRequest): Promise<number> {
  const [{ browserApi }, { filterProducts }] = await Promise.all([import('@/lib/api/browser'), import('@/lib/api/products')]);
  return (await filterProducts(browserApi(), request)).totalElements;
}

/**
 * The number of results of the sheet's choices, asked of the API (one product a page,
 * for its total) a moment after each change; the latest answer wins. A failed count keeps the last.
 */
function useChoiceCount(total: number | undefined, fixed: ProductFilter, group: boolean) {
  const [count, setCount] = useState(total);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (total === undefined) return;
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const n = ++asked.current;
      const { filter, sort } = filtersFromSearchParams(formParams(form));
      setBusy(true);
      countResults({ filter: { ...filter, ...fixed }, sort, page: 1, size: 1, ...(group ? { group } : {}) })
        .then((value) => n === asked.current && setCount(value))
        .catch(() => undefined)
        .finally(() => n === asked.current && setBusy(false));
    }, 300);
  };
  return { count, busy, onChange };
}

/**
 * The phones' sheet: the form in a dialog, whose button says how many the choices would find. It
 * comes with the first open (./filter-sheet.tsx), mounted afresh at each open.
 * `onClose` gives the opener its focus back; `onApplied` only closes (the list is changing).
 */
export function FilterSheetDialog({
  basePath,
  filter,
  sort,
  stores,
  weights,
  total,
  fixed = {},
  group = false,
  open,
  onClose,
  onApplied,
}: FilterPanelProps & { open: boolean; onClose: () => void; onApplied: () => void }) {
  const t = useTranslations('filters');
  const { submit, pathname } = useApply(basePath, onApplied);
  const formId = useId();
  const results = useChoiceCount(total, fixed, group);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('title')}
      closeLabel={t('close')}
      variant="sheet"
      footer={
        <div className="flex gap-3">
          <Link href={clearedFiltersHref(basePath, filter, sort)} onClick={onApplied} className={buttonClass('secondary', 'flex-1')}>
            {t('clear')}
          </Link>
          <button type="submit" form={formId} aria-busy={results.busy} className={buttonClass('primary', 'flex-1')}>
            {results.count === undefined ? t('apply') : t('showCount', { count: results.count })}
          </button>
        </div>
      }
    >
      <form id={formId} method="get" action={pathname} onSubmit={submit} onChange={results.onChange} aria-label={t('title')}>
        <FilterFields filter={filter} sort={sort} stores={stores} weights={weights} autoApply={false} />
      </form>
    </Dialog>
  );
}
