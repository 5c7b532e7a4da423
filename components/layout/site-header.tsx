'use client';

import { useTranslations } from 'next-intl';
import type { MenuCategory } from '@/lib/contract/catalog';
import { Link } from '@/lib/i18n/navigation';
import { LocationPicker } from '@/components/location/location-picker';
import { CatalogDropdown } from './catalog-dropdown';
import { AccountOrLogin, BasketLink, FavouritesLink } from './header-links';
import { LanguageToggle } from './language-switcher';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { OfflineStatus } from './offline-status';
import { SearchForm } from './search-form';

/**
 * The top bar (on phones: the delivery address; on desktop: the address, a promo line and links),
 * the sticky main header (on phones: burger, logo, basket, search) and the offline strip under it.
 *
 * A client component: its markup is the same on every page and most of it is islands already, so
 * every page's React payload carries its categories only, not its markup and a reference to each
 * island (ADR 0022).
 */
export function SiteHeader({ categories }: { categories: MenuCategory[] | null }) {
  const t = useTranslations();
  const topLink = 'inline-flex min-h-9 items-center rounded px-1 hover:text-white hover:underline';
  return (
    <>
      <div className="bg-brand-900 text-sm text-white md:hidden">
        <div className="container-page flex min-h-11 items-center">
          <LocationPicker tone="dark" showSaved className="-ml-3" />
        </div>
      </div>
      <div className="hidden bg-brand-900 text-sm text-white/85 md:block">
        <div className="container-page flex min-h-10 items-center justify-between gap-4">
          <div className="flex min-w-0 items-center gap-4">
            <LocationPicker tone="dark" compact showSaved className="-ml-3" />
            <p className="truncate">{t('header.topPromo')}</p>
          </div>
          <nav aria-label={t('nav.main')}>
            <ul className="flex items-center gap-5">
              <li>
                <Link href="/about" className={topLink}>
                  {t('nav.about')}
                </Link>
              </li>
              <li>
                <Link href="/stores" className={topLink}>
                  {t('nav.stores')}
                </Link>
              </li>
              <li>
                <Link href="/about#faq" className={topLink}>
                  {t('nav.faq')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      {/*
        On phones the header collapses as the page scrolls: its first row (menu, logo,
        language, basket: 8 px padding, a 44 px row, 8 px gap) scrolls away and the search row stays
        pinned, without any script. The bottom bar keeps the menu's places and the basket in reach.
      */}
      <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur max-md:-top-[60px]">
        <div className="container-page flex flex-wrap items-center gap-x-2 gap-y-2 py-2 md:flex-nowrap md:gap-x-4 md:py-3">
          <div className="md:hidden">
            <MobileDrawer />
          </div>
          <Logo />
          <div className="hidden md:block">
            <CatalogDropdown initialCategories={categories} />
          </div>
          <SearchForm className="order-last basis-full md:order-none md:basis-auto md:flex-1" />
          <div className="ml-auto flex items-center gap-1 md:ml-0">
            <LanguageToggle />
            <div className="hidden md:block">
              <FavouritesLink />
            </div>
            <div className="hidden md:block">
              <AccountOrLogin variant="header" />
            </div>
            <BasketLink />
          </div>
        </div>
        <OfflineStatus />
      </header>
    </>
  );
}
