'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/section';
import { usePathname } from '@/lib/i18n/navigation';
import { useHydrated, useLoggedIn } from '@/lib/stores/hooks';
import { AccountGate } from './account-gate';
import type { AccountPage } from './account-menu';
import { AccountSection } from './account-section';

const PAGES: readonly AccountPage[] = ['profile', 'orders', 'addresses', 'support'];

/** The account page a path is (its first segment after /account), or undefined for the menu itself. */
function accountPageOf(pathname: string): AccountPage | undefined {
  const segment = pathname.split('/')[2];
  return PAGES.find((p) => p === segment);
}

/**
 * What every account page shares (the account layout renders it): the gate, and the side menu from
 * 992 px with a way back to the menu below it. /account is the menu itself (gated, no side menu);
 * addresses are open to a visitor too (kept on the device), with the side menu once logged in.
 * A visitor's login prompt has the account's title as the page's heading.
 */
export function AccountShell({ children }: { children: ReactNode }) {
  const t = useTranslations('account');
  const current = accountPageOf(usePathname());
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const titled = (state: ReactNode) => (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <div className="mt-4">{state}</div>
    </>
  );
  if (current === 'addresses') return hydrated && loggedIn ? <AccountSection current={current}>{children}</AccountSection> : <>{children}</>;
  if (current === undefined) return <AccountGate frame={titled}>{children}</AccountGate>;
  return (
    <AccountGate frame={titled}>
      <AccountSection current={current}>{children}</AccountSection>
    </AccountGate>
  );
}
