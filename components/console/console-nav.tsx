'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ComponentType, type SVGProps } from 'react';
// lucide-react, not components/ui/icons: the console's own icons stay out of the shop's shared icon module.
import { BookOpen, Clock, FileSpreadsheet, Gauge, House, LayoutGrid, Mail, Menu, PackageCheck, Send, ShoppingBag, Star, Store, Users, X } from 'lucide-react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { useConsoleScope } from './console-scope';
import { useConsoleStore } from './store-switcher';

export type ConsolePage = 'home' | 'orders' | 'products' | 'reviews' | 'reports' | 'store' | 'stores' | 'support' | 'users' | 'audit' | 'promoCodes' | 'content' | 'vitals';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** The console's sections; an operator's own sections only for operators. */
const SECTIONS: { key: ConsolePage; href: string; icon: Icon; operatorOnly?: boolean; storeScoped?: boolean }[] = [
  { key: 'home', href: '/console', icon: House },
  { key: 'orders', href: '/console/orders', icon: ShoppingBag, storeScoped: true },
  { key: 'products', href: '/console/products', icon: PackageCheck, storeScoped: true },
  { key: 'reviews', href: '/console/reviews', icon: Star, storeScoped: true },
  { key: 'reports', href: '/console/reports', icon: FileSpreadsheet, storeScoped: true },
  { key: 'store', href: '/console/store', icon: Store },
  { key: 'stores', href: '/console/stores', icon: LayoutGrid, operatorOnly: true },
  { key: 'support', href: '/console/support', icon: Mail, operatorOnly: true },
  { key: 'users', href: '/console/users', icon: Users, operatorOnly: true },
  { key: 'audit', href: '/console/audit', icon: Clock, operatorOnly: true },
  { key: 'promoCodes', href: '/console/promo-codes', icon: Send, operatorOnly: true },
  { key: 'content', href: '/console/content', icon: BookOpen, operatorOnly: true },
  { key: 'vitals', href: '/console/vitals', icon: Gauge, operatorOnly: true },
];

/** How many sections the phone's bottom bar shows before "More". */
const BAR_SECTIONS = 4;

/** The section a console path belongs to: the longest section path it starts with. */
export function sectionOf(pathname: string): ConsolePage {
  const match = SECTIONS.filter((s) => pathname === s.href || pathname.startsWith(`${s.href}/`)).sort((a, b) => b.href.length - a.href.length)[0];
  return match?.key ?? 'home';
}

function useSections() {
  const scope = useConsoleScope();
  const pathname = usePathname();
  const [store] = useConsoleStore();
  const sections = SECTIONS.filter((s) => !s.operatorOnly || scope.all_stores).map((s) => ({
    ...s,
    // The chosen store goes along to the pages that show one store's work.
    href: s.storeScoped && store !== undefined ? { pathname: s.href, query: { store: String(store) } } : s.href,
  }));
  return { sections, current: sectionOf(pathname) };
}

/** The desktop's side navigation (from 768 px): every section, the current one marked. */
export function ConsoleSideNav() {
  const t = useTranslations('console');
  const { sections, current } = useSections();
  return (
    <nav aria-label={t('menu')} className="sticky top-16 hidden max-h-[calc(100dvh-4rem)] overflow-y-auto py-4 md:block">
      <ul className="space-y-1">
        {sections.map((s) => (
          <li key={s.key}>
            <Link
              href={s.href}
              aria-current={current === s.key ? 'page' : undefined}
              className={clsx(
                'flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-semibold',
                current === s.key ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
              )}
            >
              <s.icon aria-hidden="true" className="size-5 shrink-0" />
              {t(`sections.${s.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The phone's bottom navigation: the first sections as big targets, the rest behind "More" (a
 * panel above the bar, closed by Escape, a choice or the button again).
 */
export function ConsoleBottomNav() {
  const t = useTranslations('console');
  const tShell = useTranslations('consoleShell');
  const { sections, current } = useSections();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const bar = sections.length > BAR_SECTIONS + 1 ? sections.slice(0, BAR_SECTIONS) : sections;
  const rest = sections.length > BAR_SECTIONS + 1 ? sections.slice(BAR_SECTIONS) : [];
  const restCurrent = rest.some((s) => s.key === current);
  const pathname = usePathname();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const item = 'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-[0.7rem] font-semibold leading-tight';
  return (
    <nav aria-label={t('menu')} className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-bar backdrop-blur md:hidden">
      {open && (
        <ul id={panelId} className="max-h-[60dvh] overflow-y-auto border-b border-line p-2">
          {rest.map((s) => (
            <li key={s.key}>
              <Link
                href={s.href}
                aria-current={current === s.key ? 'page' : undefined}
                className={clsx('flex min-h-12 items-center gap-3 rounded-control px-3 font-semibold', current === s.key ? 'bg-brand-700 text-white' : 'hover:bg-brand-50')}
              >
                <s.icon aria-hidden="true" className="size-5" />
                {t(`sections.${s.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ul className="mx-auto flex max-w-lg items-stretch px-1">
        {bar.map((s) => (
          <li key={s.key} className="min-w-0 flex-1">
            <Link href={s.href} aria-current={current === s.key ? 'page' : undefined} className={clsx(item, current === s.key ? 'text-brand-700' : 'text-muted')}>
              <s.icon aria-hidden="true" className="size-6" />
              <span className="max-w-full truncate">{t(`sections.${s.key}`)}</span>
            </Link>
          </li>
        ))}
        {rest.length > 0 && (
          <li className="min-w-0 flex-1">
            <button
              ref={button}
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
              className={clsx(item, 'w-full', restCurrent || open ? 'text-brand-700' : 'text-muted')}
            >
              {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
              <span>{tShell('more')}</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
