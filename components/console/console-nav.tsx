'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ComponentType, type SVGProps } from 'react';
// lucide-react, not components/ui/icons: the console's own icons stay out of the shop's shared icon module.
import {
  BookOpen,
  Clock,
  FileSpreadsheet,
  Gauge,
  House,
  LayoutGrid,
  Mail,
  Menu,
  PackageCheck,
  Send,
  ShoppingBag,
  Star,
  Store,
  TicketPercent,
  UserCog,
  Users,
  X,
} from 'lucide-react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { useConsoleScope } from './console-scope';
import { useConsoleStore } from './store-switcher';

type ConsolePage =
  | 'home'
  | 'orders'
  | 'products'
  | 'reviews'
  | 'reports'
  | 'store'
  | 'storePromos'
  | 'staff'
  | 'stores'
  | 'support'
  | 'users'
  | 'audit'
  | 'promoCodes'
  | 'content'
  | 'vitals';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * Who sees a section: everyone in the console, a store's owners and the operators (ADR 0036: the
 * store's staff and its audit log), or the operators alone. The operator's own sections come last,
 * under a heading of their own on a desktop.
 */
type Audience = 'staff' | 'owners' | 'operators';

/** The console's sections. */
const SECTIONS: { key: ConsolePage; href: string; icon: Icon; audience: Audience; storeScoped?: boolean }[] = [
  { key: 'home', href: '/console', icon: House, audience: 'staff' },
  { key: 'orders', href: '/console/orders', icon: ShoppingBag, audience: 'staff', storeScoped: true },
  { key: 'products', href: '/console/products', icon: PackageCheck, audience: 'staff', storeScoped: true },
  { key: 'reviews', href: '/console/reviews', icon: Star, audience: 'staff', storeScoped: true },
  { key: 'reports', href: '/console/reports', icon: FileSpreadsheet, audience: 'staff', storeScoped: true },
  { key: 'store', href: '/console/store', icon: Store, audience: 'staff' },
  { key: 'storePromos', href: '/console/store-promos', icon: TicketPercent, audience: 'staff', storeScoped: true },
  { key: 'staff', href: '/console/staff', icon: UserCog, audience: 'owners', storeScoped: true },
  { key: 'audit', href: '/console/audit', icon: Clock, audience: 'owners', storeScoped: true },
  { key: 'stores', href: '/console/stores', icon: LayoutGrid, audience: 'operators' },
  { key: 'support', href: '/console/support', icon: Mail, audience: 'operators' },
  { key: 'users', href: '/console/users', icon: Users, audience: 'operators' },
  { key: 'promoCodes', href: '/console/promo-codes', icon: Send, audience: 'operators' },
  { key: 'content', href: '/console/content', icon: BookOpen, audience: 'operators' },
  { key: 'vitals', href: '/console/vitals', icon: Gauge, audience: 'operators' },
];

/** How many sections the phone's bottom bar shows before "More". */
const BAR_SECTIONS = 4;

/** The section a console path belongs to: the longest section path it starts with. */
function sectionOf(pathname: string): ConsolePage {
  const match = SECTIONS.filter((s) => pathname === s.href || pathname.startsWith(`${s.href}/`)).sort((a, b) => b.href.length - a.href.length)[0];
  return match?.key ?? 'home';
}

function useSections() {
  const scope = useConsoleScope();
  const pathname = usePathname();
  const [store] = useConsoleStore();
  const owner = scope.roles.some((r) => r.role === 'owner');
  const sees = (audience: Audience) => audience === 'staff' || scope.all_stores || (audience === 'owners' && owner);
  const sections = SECTIONS.filter((s) => sees(s.audience)).map((s) => ({
    ...s,
    // The chosen store goes along to the pages that show one store's work.
    href: s.storeScoped && store !== undefined ? { pathname: s.href, query: { store: String(store) } } : s.href,
  }));
  return { sections, current: sectionOf(pathname) };
}

/**
 * The desktop's side navigation (from 768 px): every section, the current one marked; the
 * operator's own under a heading. Rows of 36 px (a mouse's target; the phone's bar keeps 44 px)
 * and one line each, so that an operator's every section fits a 1366 × 768 laptop's screen
 * without scrolling the menu; a longer label is cut with an ellipsis and kept whole in
 * its title.
 */
export function ConsoleSideNav() {
  const t = useTranslations('console');
  const tStaff = useTranslations('consoleStaff');
  const { sections, current } = useSections();
  const groups = [
    { key: 'store', heading: null, items: sections.filter((s) => s.audience !== 'operators') },
    { key: 'platform', heading: tStaff('navPlatform'), items: sections.filter((s) => s.audience === 'operators') },
  ].filter((g) => g.items.length > 0);
  return (
    <nav aria-label={t('menu')} className="sticky top-14 hidden max-h-[calc(100dvh-3.5rem)] overflow-y-auto py-3 md:block">
      {groups.map((g) => (
        <div key={g.key} className={clsx(g.heading && 'mt-2 border-t border-line pt-2')}>
          {g.heading && <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">{g.heading}</p>}
          <ul className="space-y-0.5">
            {g.items.map((s) => (
              <li key={s.key}>
                <Link
                  href={s.href}
                  title={t(`sections.${s.key}`)}
                  aria-current={current === s.key ? 'page' : undefined}
                  className={clsx(
                    'flex min-h-9 items-center gap-3 rounded-control px-3 text-sm font-semibold',
                    current === s.key ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
                  )}
                >
                  <s.icon aria-hidden="true" className="size-5 shrink-0" />
                  <span className="min-w-0 truncate">{t(`sections.${s.key}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
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
    <nav
      aria-label={t('menu')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-bar backdrop-blur md:hidden"
    >
      {open && (
        <ul id={panelId} className="max-h-[60dvh] overflow-y-auto border-b border-line p-2">
          {rest.map((s) => (
            <li key={s.key}>
              <Link
                href={s.href}
                aria-current={current === s.key ? 'page' : undefined}
                className={clsx(
                  'flex min-h-12 items-center gap-3 rounded-control px-3 font-semibold',
                  current === s.key ? 'bg-brand-700 text-white' : 'hover:bg-brand-50',
                )}
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
            <Link
              href={s.href}
              aria-current={current === s.key ? 'page' : undefined}
              className={clsx(item, current === s.key ? 'text-brand-700' : 'text-muted')}
            >
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
