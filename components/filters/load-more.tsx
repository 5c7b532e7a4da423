'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import {
  listEntryOf,
  LIST_ENTRY_STATE_KEY,
  newListEntry,
  parseSavedList,
  savedListStorageKey,
  serializeSavedList,
  withoutShown,
} from '@/lib/domain/list-return';
import { buttonClass } from '@/components/ui/button-styles';
import { LoaderCircle } from '@/components/ui/icons';
import type { FilterRequest } from '@/lib/api/products';
import type { Product } from '@/lib/contract/catalog';

/**
 * The cards of the pages loaded here and the API client that fetches them: their code comes with
 * the first "show more", not in the list page's first load (a list is often read without it).
 */
type Grid = ComponentType<{ products: Product[] }>;
const loadGrid = () => import('@/components/product/product-grid').then((m) => m.ProductGrid as Grid);
async function fetchPage(request: FilterRequest) {
  const [{ browserApi }, { filterProducts }] = await Promise.all([import('@/lib/api/browser'), import('@/lib/api/products')]);
  return filterProducts(browserApi(), request);
}

/**
 * "Show more" on phones: the next pages of the same list appended under the server's
 * page, one tap each, instead of page links. The page links stay for desktops and crawlers. After
 * a load the focus moves to the first new product, so a keyboard or screen-reader user goes on
 * from there; the count of what is left is said politely.
 *
 * Back from a product keeps the list as it was (ADR 0034, lib/domain/list-return.ts): what was
 * loaded and the card opened are saved for this history entry, put back when the entry is shown
 * again, and the card opened is scrolled into view (not the footer the shorter page would show).
 */
export function LoadMore({
  request,
  page,
  totalPages,
  totalElements,
}: {
  request: Omit<FilterRequest, 'page'>;
  page: number;
  totalPages: number;
  totalElements: number;
}) {
  const t = useTranslations('loadMore');
  const [more, setMore] = useState<Product[]>([]);
  // Kept once loaded, so the new cards render with the state that holds them (and get the focus).
  const [MoreGrid, setMoreGrid] = useState<Grid | null>(null);
  const [next, setNext] = useState(page + 1);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const firstNew = useRef<number | null>(null);
  const returnTo = useRef<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const list = `${JSON.stringify(request)}:${page}`;

  useEffect(() => {
    if (returnTo.current !== null) {
      // Back from a product: its card in the middle of the screen, and the focus on its link.
      const link = document.querySelector<HTMLElement>(`main [data-product="${returnTo.current}"] a[href]`);
      returnTo.current = null;
      link?.scrollIntoView({ block: 'center' });
      link?.focus({ preventScroll: true });
      return;
    }
    if (firstNew.current === null) return;
    box.current?.querySelector<HTMLElement>(`[data-product="${firstNew.current}"] a[href]`)?.focus();
    firstNew.current = null;
  }, [more]);

  // Put back what this history entry had loaded (Back from a product, or a reload).
  useEffect(() => {
    const entry = listEntryOf(window.history.state);
    if (!entry) return;
    const saved = parseSavedList<Product>(readSession(savedListStorageKey(entry)), list);
    if (!saved) return;
    let live = true;
    const shown = [...document.querySelectorAll('main [data-product]')].map((li) => Number(li.getAttribute('data-product')));
    const products = withoutShown(saved.products, shown);
    (products.length ? loadGrid() : Promise.resolve(null))
      .then((grid) => {
        if (!live) return;
        if (grid) setMoreGrid(() => grid);
        returnTo.current = saved.opened;
        setMore(products);
        setNext(products.length ? saved.next : page + 1);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [list, page]);

  // The card the shopper opens (a server card or a loaded one) is remembered with the list.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const card = (event.target as Element | null)?.closest?.('main [data-product]');
      if (!card || !(event.target as Element).closest('a[href]')) return;
      save({ opened: Number(card.getAttribute('data-product')) });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  });

  /** Saves the list for this history entry, marking the entry the first time. */
  function save(change: { products?: Product[]; next?: number; opened?: number | null }) {
    let entry = listEntryOf(window.history.state);
    if (!entry) {
      entry = newListEntry();
      // Next's router keeps its own keys in the state when it is replaced (app-router's patch).
      window.history.replaceState({ ...window.history.state, [LIST_ENTRY_STATE_KEY]: entry }, '');
    }
    const key = savedListStorageKey(entry);
    const before = parseSavedList<Product>(readSession(key), list);
    const products = change.products ?? before?.products ?? more;
    const text = serializeSavedList({ list, products, next: change.next ?? before?.next ?? next, opened: change.opened ?? before?.opened ?? null });
    try {
      sessionStorage.setItem(key, text);
    } catch {
      // Storage full or refused (private mode): Back shows the first page, as before.
    }
  }

  if (page >= totalPages) return null;
  const shown = Math.min(totalElements, (next - 1) * (request.size ?? 0));
  const left = Math.max(0, totalElements - shown);

  const load = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const [grid, answer] = await Promise.all([loadGrid(), fetchPage({ ...request, page: next })]);
      setMoreGrid(() => grid);
      // A product that moved between pages while the shopper read is shown once.
      const seen = new Set(more.map((p) => p.id));
      const fresh = answer.content.filter((p) => !seen.has(p.id));
      firstNew.current = fresh[0]?.id ?? null;
      setMore([...more, ...fresh]);
      setNext(next + 1);
      save({ products: [...more, ...fresh], next: next + 1 });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={box} className="sm:hidden" data-testid="load-more">
      {MoreGrid && more.length > 0 && (
        <div className="mt-3">
          <MoreGrid products={more} />
        </div>
      )}
      <p role="status" className="sr-only">
        {more.length > 0 ? t('moreShown', { count: more.length, left }) : ''}
      </p>
      {failed && (
        <p role="alert" className="mt-4 text-center text-sm text-red-700">
          {t('moreError')}
        </p>
      )}
      {next <= totalPages && (
        <button type="button" onClick={load} disabled={busy} aria-busy={busy} className={buttonClass('secondary', 'mt-6 min-h-12 w-full')}>
          {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {t('showMore', { count: left })}
        </button>
      )}
    </div>
  );
}

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
