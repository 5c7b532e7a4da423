'use client';

import clsx from 'clsx';
import { ChevronDown, LayoutGrid, LoaderCircle, X } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { suspended } from '@/components/ui/suspended';
import type { MenuCategory } from '@/lib/contract/catalog';
import { DEFAULT_SORT } from '@/lib/domain/product-filter-rules';
import { Link } from '@/lib/i18n/navigation';

const loadList = () => import('./catalog-menu-list');
// Offline before the list was ever loaded (the service worker keeps only the chunks a page used):
// the menu offers the whole catalog rather than failing.
const CatalogMenuList = suspended(
  () =>
    loadList().then(
      (m) => m.CatalogMenuList,
      () => AllProductsOnly,
    ),
  <LoaderCircle aria-hidden="true" className="mx-auto my-4 size-6 animate-spin text-muted" />,
);

function AllProductsOnly({ sort, onPick }: { sort: string; onPick: () => void }) {
  const t = useTranslations();
  return (
    <nav aria-label={t('header.catalog')}>
      <Link
        href={`/products?sort=${encodeURIComponent(sort)}`}
        onClick={onPick}
        className="flex min-h-12 items-center px-3 text-sm font-semibold text-brand-800"
      >
        {t('catalogMenu.all')}
      </Link>
    </nav>
  );
}

function currentSort(): string {
  if (typeof window === 'undefined') return DEFAULT_SORT;
  return new URLSearchParams(window.location.search).get('sort') || DEFAULT_SORT;
}

/**
 * The header's catalog button and menu: All, then the first 30 categories. A disclosure: the
 * button has aria-expanded, Escape and a click outside close it, focus moves in and comes back.
 */
export function CatalogDropdown({ initialCategories }: { initialCategories: MenuCategory[] | null }) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const [sort, setSort] = useState<string>(DEFAULT_SORT);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // From the server; when it could not read them, each opening tries to fetch them (the API
  // client loads then), and the defaults show until they arrive.
  const [categories, setCategories] = useState<MenuCategory[] | null>(initialCategories);
  useEffect(() => {
    if (!open || categories) return;
    let live = true;
    Promise.all([import('@/lib/api/browser'), import('@/lib/api/categories')])
      .then(([{ browserApi }, { getCategories, CATALOG_MENU_SIZE }]) => getCategories(browserApi(), { size: CATALOG_MENU_SIZE }))
      .then(
        (list) => live && setCategories(list),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [open, categories]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        // The list's code comes on the first hover or focus, ahead of the click.
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={() => {
          setSort(currentSort());
          setOpen((v) => !v);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-control bg-brand-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <LayoutGrid aria-hidden="true" className="size-5" />}
        {t('header.catalog')}
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        ref={panelRef}
        id={menuId}
        hidden={!open}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (next && !panelRef.current?.contains(next) && !buttonRef.current?.contains(next)) close(false);
        }}
        className="absolute left-0 top-full z-40 mt-2 max-h-[70vh] w-[min(44rem,calc(100vw-2rem))] overflow-y-auto rounded-card border border-line bg-surface p-3 shadow-raised"
      >
        {/* Drawn when opened, from its own chunk: 30 links with pictures are a tenth of every page's HTML and React payload otherwise. */}
        {open && <CatalogMenuList categories={categories} sort={sort} onPick={() => close(false)} />}
      </div>
    </div>
  );
}
