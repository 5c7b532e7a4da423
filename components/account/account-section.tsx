import { ChevronLeft } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { AccountMenu, type AccountPage } from './account-menu';

/** An account page: the side menu from 992 px, a way back to the account menu below. */
export function AccountSection({ current, children }: { current: AccountPage; children: ReactNode }) {
  const t = useTranslations('account');
  return (
    <div className="desk:grid desk:grid-cols-[16rem_minmax(0,1fr)] desk:items-start desk:gap-6">
      <div className="hidden desk:mt-8 desk:block">
        <AccountMenu variant="side" current={current} />
      </div>
      <div>
        <Link
          href="/account"
          className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-control px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 desk:hidden"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('backToAccount')}
        </Link>
        {children}
      </div>
    </div>
  );
}
