'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { AccountGate } from '@/components/account/account-gate';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { consoleMeQuery } from '@/lib/api/console';
import { ApiError } from '@/lib/api/http';
import { Link } from '@/lib/i18n/navigation';
import { ConsoleScope } from './console-scope';
import { DeviceConfirm } from './device-confirm';
import { Loading } from './list-parts';

export { useConsoleScope } from './console-scope';

/** Where the gate's own states show (signing in, loading, no access): the page's main landmark. */
function GateMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="container-page py-6 focus:outline-none">
      {children}
    </main>
  );
}

/**
 * The console's door (ADR 0017): a visitor is asked to sign in (the account pages' gate); a shopper
 * without a console role is told so; store staff and operators confirm a new device with an SMS
 * code (ADR 0025), then see the page. The server checks
 * the role on every call anyway: this only spares a shopper a page of errors. Its children (the
 * console's frame: navigation and main) show only once the caller is let in.
 */
export function ConsoleGate({ children }: { children: ReactNode }) {
  return (
    <AccountGate frame={(state) => <GateMain>{state}</GateMain>}>
      <ConsoleRoles>{children}</ConsoleRoles>
    </AccountGate>
  );
}

function ConsoleRoles({ children }: { children: ReactNode }) {
  const t = useTranslations('console');
  const me = useQuery(consoleMeQuery(browserApi()));
  if (me.isPending)
    return (
      <GateMain>
        <Loading />
      </GateMain>
    );
  if (me.isError) {
    // Staff on a device that has not passed the second factor yet (ADR 0025).
    if (me.error instanceof ApiError && me.error.code === 'second_factor_required')
      return (
        <GateMain>
          <DeviceConfirm />
        </GateMain>
      );
    const forbidden = me.error instanceof ApiError && me.error.code === 'forbidden';
    return (
      <GateMain>
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
      </GateMain>
    );
  }
  return <ConsoleScope.Provider value={me.data}>{children}</ConsoleScope.Provider>;
}
