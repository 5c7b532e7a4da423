'use client';

import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { AccountGate } from '@/components/account/account-gate';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { consoleMeQuery, type ConsoleMe } from '@/lib/api/console';
import { ApiError } from '@/lib/api/http';
import { Link } from '@/lib/i18n/navigation';
import { DeviceConfirm } from './device-confirm';
import { Loading } from './list-parts';

const ConsoleScope = createContext<ConsoleMe | null>(null);

/** The caller's console roles and stores, inside a ConsoleGate. */
export function useConsoleScope(): ConsoleMe {
  const scope = useContext(ConsoleScope);
  if (!scope) throw new Error('useConsoleScope outside ConsoleGate');
  return scope;
}

/**
 * The console's door (issue 18): a visitor is asked to sign in (the account pages' gate); a shopper
 * without a console role is told so; store staff and operators confirm a new device with an SMS
 * code (ADR 0025), then see the page. The server checks
 * the role on every call anyway: this only spares a shopper a page of errors.
 */
export function ConsoleGate({ children }: { children: ReactNode }) {
  return (
    <AccountGate>
      <ConsoleRoles>{children}</ConsoleRoles>
    </AccountGate>
  );
}

function ConsoleRoles({ children }: { children: ReactNode }) {
  const t = useTranslations('console');
  const me = useQuery(consoleMeQuery(browserApi()));
  if (me.isPending) return <Loading />;
  if (me.isError) {
    // Staff on a device that has not passed the second factor yet (ADR 0025).
    if (me.error instanceof ApiError && me.error.code === 'second_factor_required') return <DeviceConfirm />;
    const forbidden = me.error instanceof ApiError && me.error.code === 'forbidden';
    return (
      <EmptyState
        emoji={forbidden ? 'locked' : 'warning'}
        title={forbidden ? t('noAccessTitle') : t('loadError')}
        text={forbidden ? t('noAccessText') : undefined}
        action={
          forbidden ? (
            <Link href="/" className={buttonClass('primary')}>
              {t('toShop')}
            </Link>
          ) : (
            <button type="button" onClick={() => me.refetch()} className={buttonClass('primary')}>
              {t('retry')}
            </button>
          )
        }
      />
    );
  }
  return <ConsoleScope.Provider value={me.data}>{children}</ConsoleScope.Provider>;
}
