import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';

/**
 * The product search box: a plain GET form to /products?q= (works without script). Suggestions
 * (store/products/chace_name/) come in a later issue as a client island around this form.
 */
export function SearchForm({ className, id = 'site-search' }: { className?: string; id?: string }) {
  const t = useTranslations('header');
  const locale = useLocale();
  return (
    <form role="search" action={`/${locale}/products`} method="get" className={clsx('relative flex w-full', className)}>
      <label htmlFor={id} className="sr-only">
        {t('searchLabel')}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted" />
      <input
        id={id}
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        placeholder={t('searchPlaceholder')}
        className="min-h-11 w-full rounded-control border border-line bg-canvas py-2 pl-11 pr-24 text-base placeholder:text-muted focus:border-brand-600 focus:bg-surface focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-600/25 sm:text-sm"
      />
      <button
        type="submit"
        className="absolute inset-y-1 right-1 rounded-[0.6rem] bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('searchSubmit')}
      </button>
    </form>
  );
}
