'use client';

import { Suspense, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { AuthModalHost } from '@/components/auth/auth-modal-host';
import { LanguageToggle } from '@/components/layout/language-switcher';
import { LogoMark } from '@/components/layout/logo';
import { ArrowRight } from 'lucide-react';
import { ToastHost } from '@/components/ui/toast-host';
import { Link } from '@/lib/i18n/navigation';
import { ConsoleBottomNav, ConsoleSideNav } from './console-nav';
import { StoreSwitcher } from './store-switcher';

/**
 * The console's top bar: its name (home of the console), the language and the way back to the
 * shop. Nothing of the shop's header: no catalog menu, search or basket, and no shop data fetched.
 */
export function ConsoleHeader() {
  const t = useTranslations('console');
  const tShell = useTranslations('consoleShell');
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-[90rem] items-center gap-2 px-4 lg:px-6">
        <Link href="/console" className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-control">
          <LogoMark className="size-8" />
          <span className="truncate font-extrabold tracking-tight text-brand-800">
            {tShell('brand')}
            <span className="font-semibold text-muted"> · {t('title')}</span>
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <LanguageToggle />
          <Link href="/" className="inline-flex min-h-11 items-center gap-1 rounded-control px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            <span className="hidden sm:inline">{t('toShop')}</span>
            <span className="sm:hidden">{tShell('shop')}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </header>
  );
}

/**
 * A console page's frame, once the gate has let the caller in: the side navigation from 768 px,
 * the bottom one below, and the store switcher above the page for people serving several stores.
 * The store lives in the URL (`?store=`), read under Suspense as Next asks of useSearchParams.
 */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <div className="mx-auto max-w-[90rem] px-4 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-6 lg:px-6">
        <ConsoleSideNav />
        <main id="main" tabIndex={-1} className="min-w-0 pb-28 pt-4 focus:outline-none md:pb-10">
          <div className="mb-3 empty:hidden">
            <StoreSwitcher />
          </div>
          {children}
        </main>
        <ConsoleBottomNav />
      </div>
    </Suspense>
  );
}

/** The console's islands: the login modal (the gate opens it) and the toasts. */
export function ConsoleIslands() {
  return (
    <>
      <AuthModalHost />
      <ToastHost />
    </>
  );
}
