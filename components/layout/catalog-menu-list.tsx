'use client';

import clsx from 'clsx';
import { LayoutGrid } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { MenuCategory } from '@/lib/contract/catalog';
import { Link } from '@/lib/i18n/navigation';
import { MediaImage } from '@/components/ui/media-image';

/** The four entries shown until the categories arrive. */
const DEFAULTS = [
  { key: 'readyFood', emoji: 'curry-rice', color: '#FDECC8' },
  { key: 'vegetablesFruits', emoji: 'red-apple', color: '#DCF5DC' },
  { key: 'dairy', emoji: 'glass-of-milk', color: '#FFF4C2' },
  { key: 'meatPoultry', emoji: 'cut-of-meat', color: '#FDE2E1' },
] as const;

/**
 * The catalog menu's list (./catalog-dropdown.tsx): All, then the categories (or the four defaults
 * while they are unknown). Loaded the first time the menu is about to open; focuses its first link
 * once drawn.
 */
export function CatalogMenuList({ categories, sort, onPick }: { categories: MenuCategory[] | null; sort: string; onPick: () => void }) {
  const t = useTranslations();
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    navRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, []);
  const href = (id: number) => `/products?category_id=${id}&sort=${encodeURIComponent(sort)}`;
  const item = 'flex min-h-12 items-center gap-3 rounded-control px-3 py-2 text-sm font-medium hover:bg-brand-50 focus-visible:bg-brand-50';
  return (
    <nav ref={navRef} aria-label={t('header.catalog')}>
      <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <Link href={`/products?sort=${encodeURIComponent(sort)}`} onClick={onPick} className={clsx(item, 'font-semibold text-brand-800')}>
            <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-100">
              <LayoutGrid aria-hidden="true" className="size-5 text-brand-700" />
            </span>
            {t('catalogMenu.all')}
          </Link>
        </li>
        {categories
          ? categories.map((category) => (
              <li key={category.id}>
                <Link href={href(category.id)} onClick={onPick} className={item}>
                  <span className="grid size-9 shrink-0 place-items-center rounded-xl" style={{ backgroundColor: category.color }}>
                    <MediaImage src={category.icon} alt="" width={24} height={24} className="size-6" />
                  </span>
                  {category.name}
                </Link>
              </li>
            ))
          : DEFAULTS.map((entry) => (
              <li key={entry.key}>
                <Link href={`/products?sort=${encodeURIComponent(sort)}`} onClick={onPick} className={item}>
                  <span className="grid size-9 shrink-0 place-items-center rounded-xl" style={{ backgroundColor: entry.color }}>
                    <MediaImage src={`/media/emoji/${entry.emoji}.svg`} alt="" width={24} height={24} className="size-6" />
                  </span>
                  {t(`catalogMenu.${entry.key}`)}
                </Link>
              </li>
            ))}
      </ul>
    </nav>
  );
}
