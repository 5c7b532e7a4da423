'use client';

import clsx from 'clsx';
import { ChevronRight, Heart, LayoutDashboard, LifeBuoy, MapPin, Package, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { LanguageList } from '@/components/layout/language-switcher';
import { formatPhone } from '@/lib/domain/phone-format';
import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session';
import { LogoutButton } from './logout-button';
import { useMe } from './use-me';

export type AccountPage = 'profile' | 'orders' | 'addresses' | 'support';

/**
 * The account menu: the whole /account page on a phone (with the language choice), and the
 * side menu of the account pages on a wide screen.
 */
export function AccountMenu({ variant, current }: { variant: 'page' | 'side'; current?: AccountPage }) {
  const t = useTranslations();
  useMe();
  const user = useSession((s) => s.user);
  const items = [
    { href: '/account/profile', key: 'profile', label: t('account.profileTitle'), icon: UserRound },
    { href: '/account/orders', key: 'orders', label: t('account.ordersTitle'), icon: Package },
    { href: '/account/addresses', key: 'addresses', label: t('addresses.title'), icon: MapPin },
    { href: '/account/support', key: 'support', label: t('support.title'), icon: LifeBuoy },
    { href: '/favourites', key: 'favourites', label: t('nav.favourites'), icon: Heart },
    // Store staff and operators (ADR 0017): the way to the console.
    ...(user?.roles?.length ? [{ href: '/console', key: 'console', label: t('account.console'), icon: LayoutDashboard }] : []),
  ] as const;
  return (
    <nav aria-label={t('account.menu')} className="rounded-card bg-surface p-2 shadow-card">
      {user && (
        <div className="border-b border-line px-3 pb-3 pt-2">
          <p className="font-bold">{user.full_name || t('account.shopper')}</p>
          <p className="text-sm tabular-nums text-muted">{formatPhone(user.phone_number)}</p>
        </div>
      )}
      <ul className="py-1">
        {items.map(({ href, key, label, icon: Icon }) => (
          <li key={key}>
            <Link
              href={href}
              aria-current={current === key ? 'page' : undefined}
              className={clsx(
                'flex min-h-12 items-center gap-3 rounded-control px-3 font-medium hover:bg-canvas',
                current === key && 'bg-brand-50 text-brand-800',
              )}
            >
              <Icon aria-hidden="true" className="size-5 text-muted" />
              <span className="flex-1">{label}</span>
              {variant === 'page' && <ChevronRight aria-hidden="true" className="size-4 text-muted" />}
            </Link>
          </li>
        ))}
      </ul>
      {variant === 'page' && (
        <div className="border-t border-line px-3 py-4">
          <LanguageList />
        </div>
      )}
      <div className="border-t border-line pt-1">
        <LogoutButton />
      </div>
    </nav>
  );
}
