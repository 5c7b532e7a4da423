'use client';

import clsx from 'clsx';
import { ChevronDown, LayoutGrid, X } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MenuCategory } from '@/lib/contract/catalog';
import { DEFAULT_SORT } from '@/lib/domain/product-filter-rules';
import { Link } from '@/lib/i18n/navigation';
import { MediaImage } from '@/components/ui/media-image';

/** The four entries shown until the categories arrive (spec section 2). */
const DEFAULTS = [
  { key: 'readyFood', emoji: 'curry-rice', color: '#FDECC8' },
  { key: 'vegetablesFruits', emoji: 'red-apple', color: '#DCF5DC' },
  { key: 'dairy', emoji: 'glass-of-milk', color: '#FFF4C2' },
  { key: 'meatPoultry', emoji: 'cut-of-meat', color: '#FDE2E1' },
] as const;

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
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
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

  const href = (id: number) => `/products?category_id=${id}&sort=${encodeURIComponent(sort)}`;
  const item = 'flex min-h-12 items-center gap-3 rounded-control px-3 py-2 text-sm font-medium hover:bg-brand-50 focus-visible:bg-brand-50';

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
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
        {/* Drawn when opened: 30 links with pictures are a tenth of every page's HTML and React payload otherwise. */}
        {open && (
          <nav aria-label={t('header.catalog')}>
            <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
              <li>
                <Link href={`/products?sort=${encodeURIComponent(sort)}`} onClick={() => close(false)} className={clsx(item, 'font-semibold text-brand-800')}>
                  <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-100">
                    <LayoutGrid aria-hidden="true" className="size-5 text-brand-700" />
                  </span>
                  {t('catalogMenu.all')}
                </Link>
              </li>
              {categories
                ? categories.map((category) => (
                    <li key={category.id}>
                      <Link href={href(category.id)} onClick={() => close(false)} className={item}>
                        <span className="grid size-9 shrink-0 place-items-center rounded-xl" style={{ backgroundColor: category.color }}>
                          <MediaImage src={category.icon} alt="" width={24} height={24} className="size-6" />
                        </span>
                        {category.name}
                      </Link>
                    </li>
                  ))
                : DEFAULTS.map((entry) => (
                    <li key={entry.key}>
                      <Link href={`/products?sort=${encodeURIComponent(sort)}`} onClick={() => close(false)} className={item}>
                        <span className="grid size-9 shrink-0 place-items-center rounded-xl" style={{ backgroundColor: entry.color }}>
                          <MediaImage src={`/media/emoji/${entry.emoji}.svg`} alt="" width={24} height={24} className="size-6" />
                        </span>
                        {t(`catalogMenu.${entry.key}`)}
                      </Link>
                    </li>
                  ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
