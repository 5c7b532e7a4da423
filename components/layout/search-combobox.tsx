'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Clock, LayoutGrid, Loader2, Search, Sparkles, Trash2, TrendingUp, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { browserApi } from '@/lib/api/browser';
import { MediaImage } from '@/components/ui/media-image';
import { mostViewedQuery, searchHintsQuery } from '@/lib/api/products';
import type { Locale } from '@/lib/contract/values';
import { normaliseTerm, SEARCH_TERM_MAX_LENGTH } from '@/lib/domain/search-history';
import { useRouter } from '@/lib/i18n/navigation';
import { useHydrated } from '@/lib/stores/hooks';
import { useSearchHistory } from '@/lib/stores/search-history';
import { QueryProvider } from './query-provider';
import { SEARCH_INPUT_CLASS, SEARCH_SUBMIT_CLASS, type SearchComboboxProps } from './search-parts';

/** Suggestions start at this many typed characters. */
const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

type Option =
  | { kind: 'history' | 'popular' | 'suggestion' | 'didYouMean'; term: string }
  | { kind: 'store'; id: number; term: string; logo: string }
  | { kind: 'category'; id: number; term: string; icon: string }
  | { kind: 'clear' };

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The typed part of a suggestion, marked (when it appears literally; transliterated hits are shown plain). */
function highlight(text: string, typed: string): ReactNode {
  const at = typed ? text.toLocaleLowerCase().indexOf(typed.toLocaleLowerCase()) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className="bg-transparent font-semibold text-brand-800">{text.slice(at, at + typed.length)}</mark>
      {text.slice(at + typed.length)}
    </>
  );
}

/**
 * The header's product search: a WAI-ARIA combobox (input + listbox) over a real GET form to
 * /{locale}/products?q=, which still works before the script arrives.
 * - typing (2+ characters): the matching stores and categories, then name suggestions, debounced
 *   (a stale request is aborted); "did you mean" when nothing matches;
 * - focus on an empty box: the search history of this device (remove one, clear all) and the
 *   popular terms (fetched once per session);
 * - ArrowUp/ArrowDown move, Enter opens the active option or the typed text, Escape closes,
 *   Delete removes the active history term, Tab leaves.
 */
/** Suggestions and popular terms are queries: the combobox brings its provider along. */
export function SearchCombobox(props: SearchComboboxProps) {
  return (
    <QueryProvider>
      <Combobox {...props} />
    </QueryProvider>
  );
}

function Combobox({ className, id = 'site-search', icon, handoff, pageQuery = null }: SearchComboboxProps) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const hydrated = useHydrated();
  const history = useSearchHistory((s) => s.history);
  const addTerm = useSearchHistory((s) => s.add);
  const removeTerm = useSearchHistory((s) => s.remove);
  const clearHistory = useSearchHistory((s) => s.clear);

  const [start] = useState(() => handoff?.() ?? { value: '', focused: false, caret: null });
  const [value, setValue] = useState(start.value);
  const [open, setOpen] = useState(start.focused);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  // Another page: the box shows its query (a results page opened from a link), unless the shopper
  // is typing in it.
  // The shell handed over the query it showed: only a change after that counts.
  const shownQuery = useRef(pageQuery);
  useEffect(() => {
    if (pageQuery === null || pageQuery === shownQuery.current) return;
    shownQuery.current = pageQuery;
    if (document.activeElement !== inputRef.current) setValue(pageQuery);
  }, [pageQuery]);

  // Taking over from the shell: the focus and the caret stay where the shopper left them. A layout
  // effect, in the same task as the swap: with a passive one, the focus sat on <body> for a frame
  // after the shell's input was removed, and a key typed then was lost.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !start.focused) return;
    input.focus();
    if (start.caret !== null) input.setSelectionRange(start.caret, start.caret);
  }, [start]);

  const typed = value.trim();
  const debounced = useDebounced(typed, DEBOUNCE_MS);
  const suggesting = typed.length >= MIN_CHARS;
  const http = useMemo(() => browserApi(), []);

  const hints = useQuery({
    // The query's signal aborts the request in flight when the text changes (see searchHintsQuery).
    ...searchHintsQuery(http, locale, debounced),
    enabled: open && suggesting && debounced.length >= MIN_CHARS,
    placeholderData: keepPreviousData,
  });
  const popular = useQuery({
    ...mostViewedQuery(http, locale),
    enabled: open,
    staleTime: Infinity,
  });

  const loading = suggesting && (debounced !== typed || hints.isFetching);
  const found = suggesting && !hints.isError ? hints.data : undefined;
  // Stores and categories first (ADR 0032): a shopper who types a store's name means the store.
  const suggestionList: Option[] = found
    ? [
        ...found.stores.map((s): Option => ({ kind: 'store', id: s.id, term: s.brand_name, logo: s.logo })),
        ...found.categories.map((c): Option => ({ kind: 'category', id: c.id, term: c.name, icon: c.icon })),
        ...found.names.map((term): Option => ({ kind: 'suggestion', term })),
        ...(found.did_you_mean ? [{ kind: 'didYouMean', term: found.did_you_mean } as Option] : []),
      ]
    : [];
  const recent = hydrated && !typed ? history : [];
  const popularList = !typed ? (popular.data ?? []) : [];

  const options: Option[] = suggesting
    ? suggestionList
    : typed
      ? []
      : [
          ...recent.map((term): Option => ({ kind: 'history', term })),
          ...(recent.length ? [{ kind: 'clear' } as Option] : []),
          ...popularList.map((term): Option => ({ kind: 'popular', term })),
        ];
  const noSuggestions = suggesting && !loading && !suggestionList.some((o) => o.kind !== 'didYouMean');
  const expanded = open && (options.length > 0 || (suggesting && (loading || noSuggestions)));
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (i: number) => `${id}-option-${i}`;

  // Keep the active option in view while moving with the keyboard.
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, id]);

  function go(raw: string) {
    const term = normaliseTerm(raw);
    setOpen(false);
    setActive(-1);
    if (!term) {
      router.push('/products');
      return;
    }
    setValue(term);
    addTerm(term);
    inputRef.current?.blur();
    router.push({ pathname: '/products', query: { q: term } });
  }

  function pick(option: Option) {
    if (option.kind === 'clear') {
      clearHistory();
      setActive(-1);
      inputRef.current?.focus();
      return;
    }
    if (option.kind === 'store' || option.kind === 'category') {
      setOpen(false);
      setActive(-1);
      inputRef.current?.blur();
      router.push(option.kind === 'store' ? `/stores/${option.id}` : `/products?category_id=${option.id}&sort=popular`);
      return;
    }
    go(option.term);
  }

  /** From the keyboard the next entry becomes active (the last one at the end); from a pointer none. */
  function removeAt(term: string, index: number, fromKeyboard: boolean) {
    removeTerm(term);
    const remaining = recent.length - 1;
    setActive(fromKeyboard && remaining > 0 ? Math.min(index, remaining - 1) : -1);
    inputRef.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(event.key === 'ArrowDown' ? 0 : count - 1);
          return;
        }
        if (!count) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => {
          const from = current < count ? current : -1;
          if (from < 0) return step > 0 ? 0 : count - 1;
          return (from + step + count) % count;
        });
        return;
      }
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          pick(options[activeIndex]);
        }
        // Otherwise the form submits the typed text.
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        return;
      case 'Delete': {
        const option = activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option?.kind === 'history') {
          event.preventDefault();
          removeAt(option.term, activeIndex, true);
        }
        return;
      }
      case 'Tab':
        setOpen(false);
        setActive(-1);
        return;
    }
  }

  const optionClass = (i: number) =>
    clsx(
      'group/option flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-3 py-2 text-sm',
      i === activeIndex ? 'bg-brand-50 text-brand-900' : 'hover:bg-canvas',
    );

  // Each entry keeps its index in the flat `options` list (the order of aria-activedescendant).
  const indexed = options.map((option, index) => ({ option, index }));
  const historyItems = indexed.filter(({ option }) => option.kind === 'history' || option.kind === 'clear');
  const popularItems = indexed.filter(({ option }) => option.kind === 'popular');
  const suggestionItems = indexed.filter(({ option }) => option.kind === 'suggestion');
  const storeItems = indexed.filter(({ option }) => option.kind === 'store');
  const categoryItems = indexed.filter(({ option }) => option.kind === 'category');
  const didYouMeanItems = indexed.filter(({ option }) => option.kind === 'didYouMean');

  const termOption = ({ option, index }: { option: Option; index: number }, icon: ReactNode, extra?: ReactNode) => {
    if (option.kind === 'clear') return null;
    const labelId = `${optionId(index)}-label`;
    return (
      <div
        key={`${option.kind}-${option.term}`}
        id={optionId(index)}
        role="option"
        aria-selected={index === activeIndex}
        aria-labelledby={labelId}
        className={optionClass(index)}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => pick(option)}
      >
        {icon}
        <span id={labelId} className="min-w-0 flex-1 truncate">
          {option.kind === 'suggestion' || option.kind === 'store' || option.kind === 'category'
            ? highlight(option.term, typed)
            : option.kind === 'didYouMean'
              ? t('search.didYouMean', { term: option.term })
              : option.term}
        </span>
        {extra}
      </div>
    );
  };

  const groupLabel = 'px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted';

  return (
    <form role="search" action={`/${locale}/products`} method="get" onSubmit={onSubmit} className={clsx('relative flex w-full', className)}>
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
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={`${id}-hint`}
        enterKeyHint="search"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        placeholder={t('header.searchPlaceholder')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        className={SEARCH_INPUT_CLASS}
      />
      <span id={`${id}-hint`} className="sr-only">
        {t('search.hint')}
      </span>
      <button type="submit" className={SEARCH_SUBMIT_CLASS}>
        {t('header.searchSubmit')}
      </button>

      <div
        className={clsx(
          'absolute inset-x-0 top-full z-40 mt-2 max-h-[min(70vh,28rem)] overflow-y-auto overscroll-contain rounded-card border border-line bg-surface p-2 shadow-raised',
          !expanded && 'hidden',
        )}
      >
        {suggesting && loading && !suggestionList.length && (
          <p className="flex min-h-11 items-center gap-2 px-3 text-sm text-muted">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t('search.loading')}
          </p>
        )}
        {noSuggestions && <p className="flex min-h-11 items-center px-3 text-sm text-muted">{t('search.noSuggestions')}</p>}

        <div id={`${id}-listbox`} role="listbox" aria-label={t('search.listLabel')} aria-busy={loading}>
          {storeItems.length > 0 && (
            <div role="group" aria-labelledby={`${id}-group-stores`}>
              <div id={`${id}-group-stores`} role="presentation" className={groupLabel}>
                {t('search.stores')}
              </div>
              {storeItems.map((item) =>
                termOption(
                  item,
                  item.option.kind === 'store' ? (
                    <MediaImage src={item.option.logo} alt="" width={28} height={28} className="size-7 shrink-0 rounded-tile" />
                  ) : null,
                ),
              )}
            </div>
          )}

          {categoryItems.length > 0 && (
            <div role="group" aria-labelledby={`${id}-group-categories`}>
              <div id={`${id}-group-categories`} role="presentation" className={groupLabel}>
                {t('search.categories')}
              </div>
              {categoryItems.map((item) =>
                termOption(
                  item,
                  item.option.kind === 'category' ? (
                    <MediaImage src={item.option.icon} alt="" width={20} height={20} className="size-5 shrink-0" />
                  ) : (
                    <LayoutGrid aria-hidden="true" className="size-4 shrink-0 text-muted" />
                  ),
                ),
              )}
            </div>
          )}

          {suggestionItems.length > 0 && (
            <div role="group" aria-labelledby={`${id}-group-suggestions`}>
              <div id={`${id}-group-suggestions`} role="presentation" className={clsx(groupLabel, 'flex items-center gap-2')}>
                {t('search.suggestions')}
                {loading && <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />}
              </div>
              {suggestionItems.map((item) => termOption(item, <Search aria-hidden="true" className="size-4 shrink-0 text-muted" />))}
            </div>
          )}

          {didYouMeanItems.map((item) => termOption(item, <Sparkles aria-hidden="true" className="size-4 shrink-0 text-brand-700" />))}

          {historyItems.length > 0 && (
            <div role="group" aria-labelledby={`${id}-group-history`}>
              <div id={`${id}-group-history`} role="presentation" className={groupLabel}>
                {t('search.history')}
              </div>
              {historyItems.map((item) =>
                item.option.kind === 'clear' ? (
                  <div
                    key="clear"
                    id={optionId(item.index)}
                    role="option"
                    aria-selected={item.index === activeIndex}
                    className={clsx(optionClass(item.index), 'font-medium text-brand-800')}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(item.option)}
                  >
                    <Trash2 aria-hidden="true" className="size-4 shrink-0" />
                    {t('search.clearAll')}
                  </div>
                ) : (
                  termOption(
                    item,
                    <Clock aria-hidden="true" className="size-4 shrink-0 text-muted" />,
                    // A pointer shortcut; from the keyboard, Delete removes the active term. Not a focusable
                    // <button>: an option's content is presentational and may hold no focusable control
                    // (axe nested-interactive).
                    <span
                      role="button"
                      aria-label={t('search.remove', { term: item.option.term })}
                      title={t('search.remove', { term: item.option.term })}
                      className="-my-2 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-line hover:text-ink"
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={(event) => {
                        event.stopPropagation();
                        if (item.option.kind === 'history') removeAt(item.option.term, item.index, false);
                      }}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </span>,
                  )
                ),
              )}
            </div>
          )}

          {popularItems.length > 0 && (
            <div role="group" aria-labelledby={`${id}-group-popular`}>
              <div id={`${id}-group-popular`} role="presentation" className={groupLabel}>
                {t('search.popular')}
              </div>
              {popularItems.map((item) => termOption(item, <TrendingUp aria-hidden="true" className="size-4 shrink-0 text-brand-700" />))}
            </div>
          )}
        </div>
      </div>

      {/* Announces how many suggestions arrived (or none) to screen readers. */}
      <p role="status" className="sr-only">
        {expanded && suggesting && !loading ? (noSuggestions ? t('search.noSuggestions') : t('search.count', { count: suggestionList.length })) : ''}
      </p>
    </form>
  );
}
