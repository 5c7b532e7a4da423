import type { ReactNode } from 'react';
import { ShellIslands } from '@/components/layout/shell-islands';
import { SiteHeader } from '@/components/layout/site-header';
import { cachedAbout, listCategories } from '@/lib/api/cached-lists';
import { orNull } from '@/lib/api/safe';
import { tashkentYear } from '@/lib/domain/datetime';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

/**
 * The shop's shell: the header with the catalog menu, the footer, the phone's bottom bar and the
 * islands every shop page ends with. Only the shop's pages are under it: the console has a shell
 * of its own and fetches none of this (app/[locale]/(console)/console/layout.tsx).
 */
export default async function ShopLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale(params);
  // The header and footer data (public, cached for a minute); a failure shows the defaults (menu) or
  // the error text (footer), and keeps this render out of the page cache (orNull).
  const [categories, about] = await Promise.all([orNull(listCategories(locale)), orNull(cachedAbout(locale))]);
  return (
    <>
      {/* The catalog menu's fields only: they cross into every page's React payload. */}
      <SiteHeader categories={categories?.map(({ id, name, icon, color }) => ({ id, name, icon, color })) ?? null} />
      <main id="main" tabIndex={-1} className="container-page min-h-[60vh] pb-8 focus:outline-none">
        {children}
      </main>
      <ShellIslands footer={{ about, year: tashkentYear() }} />
    </>
  );
}
