'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { useConsoleScope } from './console-gate';

export type ConsolePage = 'home' | 'orders' | 'products' | 'reviews' | 'store' | 'stores' | 'support' | 'users' | 'audit' | 'promoCodes' | 'content' | 'vitals';

/** The console's sections; an operator's own sections only for operators. */
const SECTIONS: { key: ConsolePage; href: string; operatorOnly?: boolean }[] = [
  { key: 'home', href: '/console' },
  { key: 'orders', href: '/console/orders' },
  { key: 'products', href: '/console/products' },
  { key: 'reviews', href: '/console/reviews' },
  { key: 'store', href: '/console/store' },
  { key: 'stores', href: '/console/stores', operatorOnly: true },
  { key: 'support', href: '/console/support', operatorOnly: true },
  { key: 'users', href: '/console/users', operatorOnly: true },
  { key: 'audit', href: '/console/audit', operatorOnly: true },
  { key: 'promoCodes', href: '/console/promo-codes', operatorOnly: true },
  { key: 'content', href: '/console/content', operatorOnly: true },
  { key: 'vitals', href: '/console/vitals', operatorOnly: true },
];

/** The console's tabs: a row that scrolls sideways on a phone, never wider than the screen. */
export function ConsoleNav({ current }: { current: ConsolePage }) {
  const t = useTranslations('console');
  const scope = useConsoleScope();
  const sections = SECTIONS.filter((s) => !s.operatorOnly || scope.all_stores);
  const currentLink = useRef<HTMLAnchorElement>(null);
  // On a phone the row scrolls: the current tab is brought into view (the row only, never the page).
  useEffect(() => {
    const link = currentLink.current;
    const row = link?.closest('nav');
    if (!link || !row) return;
    const [l, r] = [link.getBoundingClientRect(), row.getBoundingClientRect()];
    if (l.right > r.right || l.left < r.left) row.scrollLeft += l.left - r.left - 16;
  }, []);
  return (
    <nav aria-label={t('menu')} className="-mx-4 mb-4 overflow-x-auto px-4 scrollbar-none">
      <ul className="flex gap-2">
        {sections.map((s) => (
          <li key={s.key}>
            <Link
              href={s.href}
              ref={current === s.key ? currentLink : undefined}
              aria-current={current === s.key ? 'page' : undefined}
              className={clsx(
                'inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold',
                current === s.key ? 'bg-brand-700 text-white' : 'bg-surface text-ink shadow-card hover:bg-brand-50',
              )}
            >
              {t(`sections.${s.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
