'use client';

import clsx from 'clsx';
import { Heart, ShoppingBasket, UserRound } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LoginButton } from '@/components/auth/login-button';
import { Link } from '@/lib/i18n/navigation';
import { useBasket } from '@/lib/stores/basket';
import { useFavourites } from '@/lib/stores/favourites';
import { useHydrated, useLoggedIn } from '@/lib/stores/hooks';

/** The counts from the device, 0 until hydrated so that the server HTML matches. */
export function useCounts() {
  const hydrated = useHydrated();
  const favourites = useFavourites((s) => s.total_count);
  const basket = useBasket((s) => s.totalCountProduct);
  return { favourites: hydrated ? favourites : 0, basket: hydrated ? basket : 0 };
}

export function CountBadge({ count }: { count: number }) {
  if (count < 1) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -right-1 -top-1 grid h-5 min-w-5 place-items-center rounded-full bg-sale-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-surface"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

const headerItemBase =
  'relative min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-control px-2 text-xs font-medium text-ink hover:bg-canvas';
const headerItem = `${headerItemBase} inline-flex`;

function IconWithBadge({ icon, count }: { icon: ReactNode; count: number }) {
  return (
    <span className="relative">
      {icon}
      <CountBadge count={count} />
    </span>
  );
}

export function FavouritesLink({ className }: { className?: string }) {
  const t = useTranslations();
  const { favourites } = useCounts();
  return (
    <Link href="/favourites" aria-label={t('header.favouritesCount', { count: favourites })} className={clsx(headerItem, className)}>
      {/* The word comes first in the source (drawn below the icon), so the visible text reads as the
          name does, "Sevimlilar 1" in "Sevimlilar: 1" (WCAG 2.5.3). */}
      <span aria-hidden="true" className="order-last hidden lg:block">
        {t('nav.favourites')}
      </span>{' '}
      <IconWithBadge icon={<Heart aria-hidden="true" className="size-6" />} count={favourites} />
    </Link>
  );
}

export function BasketLink({ className }: { className?: string }) {
  const t = useTranslations();
  const { basket } = useCounts();
  return (
    <Link href="/cart" aria-label={t('header.cartCount', { count: basket })} className={clsx(headerItem, className)}>
      {/* The word comes first in the source (drawn below the icon), so the visible text reads as the
          name does, "Savat 1" in "Savat: 1" (WCAG 2.5.3). */}
      <span aria-hidden="true" className="order-last hidden lg:block">
        {t('nav.cart')}
      </span>{' '}
      <IconWithBadge icon={<ShoppingBasket aria-hidden="true" className="size-6" />} count={basket} />
    </Link>
  );
}

/** Opens the auth modal (it listens to the login-modal-open flag); its code loads on hover or focus. */
/**
 * The account link for a shopper with a token, else the login button. Below 992 px the link goes
 * to /account, above to /account/profile (two links, one shown per width: no script needed).
 */
export function AccountOrLogin({ variant }: { variant: 'header' | 'bar' }) {
  const t = useTranslations('nav');
  const loggedIn = useLoggedIn();
  const icon = <UserRound aria-hidden="true" className="size-6" />;
  const label = loggedIn ? t('account') : t('login');
  const base = variant === 'header' ? headerItemBase : barItemBase;
  const shown = variant === 'header' ? 'inline-flex' : 'flex';
  const cls = clsx(base, shown);
  const text = variant === 'header' ? <span className="hidden lg:block">{label}</span> : <span>{label}</span>;
  if (!loggedIn) {
    return (
      <LoginButton className={cls}>
        {icon}
        {text}
      </LoginButton>
    );
  }
  return (
    <>
      <Link href="/account" className={clsx(base, shown, 'desk:hidden')}>
        {icon}
        {text}
      </Link>
      <Link href="/account/profile" className={clsx(base, 'hidden', variant === 'header' ? 'desk:inline-flex' : 'desk:flex')}>
        {icon}
        {text}
      </Link>
    </>
  );
}

/** A bottom bar item (.bar-item in app/globals.css: five on every page). */
const barItemBase = 'bar-item';

export const barItem = `${barItemBase} flex`;
