import { useTranslations } from 'next-intl';

/** The id of a product list's results (its count heading, which heads the grid). */
export const RESULTS_ID = 'results';

/**
 * "Skip to results": the first stop of the Tab key on a product list, past the category chips and
 * the filters (a dozen stops or more) to the count and the grid; hidden until it has the focus.
 */
export function SkipToResults() {
  const t = useTranslations('products');
  return (
    <a
      href={`#${RESULTS_ID}`}
      className="sr-only focus:not-sr-only focus:mb-2 focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-control focus:bg-brand-700 focus:px-4 focus:font-semibold focus:text-white"
    >
      {t('skipToResults')}
    </a>
  );
}
