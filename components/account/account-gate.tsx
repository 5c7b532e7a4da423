'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { LoginButton } from '@/components/auth/login-button';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { useHydrated, useLoggedIn } from '@/lib/stores/hooks';

/**
 * The account pages' door: a visitor gets the login modal at once and a login prompt behind it;
 * a logged-in shopper sees the page. A shopper who logs out here is not asked to log in again
 * (the logout goes home anyway). `frame` wraps those states (the console puts them in its main).
 */
export function AccountGate({ children, frame = (state) => state }: { children: ReactNode; frame?: (state: ReactNode) => ReactNode }) {
  const t = useTranslations();
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const openLogin = useAuthModal((s) => s.openLogin);
  const wasLoggedIn = useRef(false);

  useEffect(() => {
    if (!hydrated) return;
    if (loggedIn) wasLoggedIn.current = true;
    else if (!wasLoggedIn.current) openLogin();
  }, [hydrated, loggedIn, openLogin]);

  if (!hydrated) return frame(<div aria-hidden="true" className="h-64 animate-pulse rounded-card bg-line/50" />);
  if (!loggedIn) {
    return frame(
      <EmptyState
        emoji="locked"
        title={t('account.loginTitle')}
        text={t('account.loginText')}
        action={<LoginButton className={buttonClass('primary', 'min-w-40')} />}
      />,
    );
  }
  return <>{children}</>;
}
