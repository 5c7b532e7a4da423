'use client';

import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { SEARCH_TERM_MAX_LENGTH } from '@/lib/domain/search-history';
import { SearchPageQuery } from './search-page-query';
import { SEARCH_INPUT_CLASS, SEARCH_SUBMIT_CLASS, type SearchComboboxProps, type SearchHandoff } from './search-parts';

const loadCombobox = () => import('./search-combobox').then((m) => m.SearchCombobox);

/**
 * The header search as the first load ships it: the same form, input and button as the combobox
 * (a plain GET form to /{locale}/products?q= that works before any script), without its code. The
 * combobox (suggestions, history, popular terms) is fetched on the first hover, touch or focus and
 * takes over in place with the typed text, the caret and the focus.
 */
export function SearchShell({ className, id, icon }: { className?: string; id: string; icon: ReactNode }) {
  const t = useTranslations();
  const locale = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const requested = useRef(false);
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  // The page's query (?q=), once read in the browser; the combobox, once loaded, takes it as a prop.
  const [pageQuery, setPageQuery] = useState<string | null>(null);
  const onPageQuery = useCallback((query: string) => {
    setPageQuery(query);
    const input = inputRef.current;
    // The plain input is not React's to fill: set it, unless the shopper is typing in it.
    if (input && document.activeElement !== input) input.value = query;
  }, []);
  const pageQueryReader = (
    <Suspense fallback={null}>
      <SearchPageQuery onQuery={onPageQuery} />
    </Suspense>
  );

  const load = () => {
    if (requested.current) return;
    requested.current = true;
    loadCombobox().then(
      (component) => setCombobox(() => component),
      () => {
        // Offline or a new deployment: the plain form keeps working; try again on the next focus.
        requested.current = false;
      },
    );
  };

  // Read while the combobox renders for the first time, when this input is still in the page.
  const handoff = (): SearchHandoff => {
    const input = inputRef.current;
    return {
      value: input?.value ?? '',
      focused: Boolean(input) && document.activeElement === input,
      caret: input?.selectionStart ?? null,
    };
  };

  if (Combobox) {
    return (
      <>
        {pageQueryReader}
        <Combobox className={className} id={id} icon={icon} handoff={handoff} pageQuery={pageQuery} />
      </>
    );
  }

  return (
    <>
      {pageQueryReader}
      <form
        role="search"
        action={`/${locale}/products`}
        method="get"
        className={clsx('relative flex w-full', className)}
        onPointerEnter={load}
        onTouchStart={load}
      >
        <label htmlFor={id} className="sr-only">
          {t('header.searchLabel')}
        </label>
        {icon}
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-controls={`${id}-listbox`}
          aria-describedby={`${id}-hint`}
          enterKeyHint="search"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={SEARCH_TERM_MAX_LENGTH}
          placeholder={t('header.searchPlaceholder')}
          onFocus={load}
          className={SEARCH_INPUT_CLASS}
        />
        <span id={`${id}-hint`} className="sr-only">
          {t('search.hint')}
        </span>
        <button type="submit" className={SEARCH_SUBMIT_CLASS}>
          {t('header.searchSubmit')}
        </button>
        <div id={`${id}-listbox`} role="listbox" aria-label={t('search.listLabel')} hidden />
      </form>
    </>
  );
}
