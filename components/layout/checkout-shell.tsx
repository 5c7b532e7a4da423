'use client';

import { ChevronLeft } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AuthModalHost } from '@/components/auth/auth-modal-host';
import { BasketSync } from '@/components/basket/basket-sync';
import { ToastHost } from '@/components/ui/toast-host';
import { Link } from '@/lib/i18n/navigation';
import { LanguageToggle } from './language-switcher';
import { Logo } from './logo';
import { OfflineStatus } from './offline-status';
import { VitalsBeacon } from './vitals-beacon';

/** The checkout's header: the logo, the way back to the basket and the language; nothing that leads away to shop. */
export function CheckoutHeader() {
  const t = useTranslations('checkout');
  return (
    <>
      <header className="border-b border-line bg-surface" data-testid="checkout-header">
        <div className="container-page flex min-h-14 items-center gap-2 py-2">
          <Link
            href="/cart"
            className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-control px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            {t('backToCart')}
          </Link>
          <Logo className="mx-auto" />
          <LanguageToggle />
        </div>
      </header>
      <OfflineStatus />
    </>
  );
}

/**
 * What the checkout's pages end with: the login window (a visitor is asked here), the toasts, the
 * speed beacon, and the account basket's sync (a login here merges the baskets; an order placed
 * empties the account's basket too).
 */
export function CheckoutIslands() {
  return (
    <>
      <AuthModalHost />
      <ToastHost />
      <VitalsBeacon />
      <BasketSync />
    </>
  );
}
