'use client';

import { useTranslations } from 'next-intl';
import { LoginButton } from '@/components/layout/header-links';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { useHydrated, useLoggedIn } from '@/lib/stores/hooks';

/** A visitor is asked to log in; a logged-in shopper sees a placeholder until the account pages land. */
export function AccountGate() {
  const t = useTranslations();
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  if (!hydrated) return <div aria-hidden="true" className="h-64 animate-pulse rounded-card bg-line/50" />;
  if (!loggedIn) {
    return (
      <EmptyState
        emoji="locked"
        title={t('account.loginTitle')}
        text={t('account.loginText')}
        action={<LoginButton className={buttonClass('primary', 'min-w-40')} />}
      />
    );
  }
  return <EmptyState emoji="package" title={t('account.title')} text={t('account.loggedInText')} />;
}
