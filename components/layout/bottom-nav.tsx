'use client';

import { BookOpen, Heart, House, ShoppingBasket } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { AccountOrLogin, barItem, CountBadge, useCounts } from './header-links';

/**
 * The phone's bottom navbar: home, catalog (book icon), favourites, basket, account or login. The
 * catalog link is the page's own address: a `/catalog?filters=` link carried an empty parameter
 * that changed nothing, and made a second address of the page for caches and the service worker.
 */
export function BottomNav() {
  const t = useTranslations();
  const pathname = usePathname();
  const counts = useCounts();
  const item = (href: string, match: string, label: string, icon: ReactNode, count?: number) => {
    const current = match === '/' ? pathname === '/' : pathname.startsWith(match);
    return (
      <li className="flex-1">
        <Link href={href} aria-current={current ? 'page' : undefined} className={barItem}>
          <span className="relative">
            {icon}
            {count !== undefined && <CountBadge count={count} />}
          </span>
          <span>{label}</span>
          {count !== undefined && count > 0 && <span className="sr-only">({count})</span>}
        </Link>
      </li>
    );
  };
  return (
    <nav
      aria-label={t('nav.mobile')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-bar backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-lg items-stretch px-1">
        {item('/', '/', t('nav.home'), <House aria-hidden="true" className="size-6" />)}
        {item('/catalog', '/catalog', t('nav.catalog'), <BookOpen aria-hidden="true" className="size-6" />)}
        {item('/favourites', '/favourites', t('nav.favourites'), <Heart aria-hidden="true" className="size-6" />, counts.favourites)}
        {item('/cart', '/cart', t('nav.cart'), <ShoppingBasket aria-hidden="true" className="size-6" />, counts.basket)}
        <li className="flex-1">
          <AccountOrLogin variant="bar" />
        </li>
      </ul>
    </nav>
  );
}
