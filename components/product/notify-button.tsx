'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Bell } from '@/components/ui/icons';
import type { CardProduct } from '@/lib/contract/catalog';
import { mayWaitFor } from '@/lib/domain/back-in-stock';
import { WithMessages } from '@/lib/i18n/with-messages';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { useHydrated, useLoggedIn } from '@/lib/stores/hooks';
import { useToasts } from '@/lib/stores/toast';
import { BACK_IN_STOCK_WORDS } from './back-in-stock-messages';
import { changeWaiting, useWaiting } from './use-waiting';

type Waitable = Pick<CardProduct, 'id' | 'name' | 'available'>;

/**
 * "Notify me when it is back" under a product shown as out of stock (ADR 0033): the product page
 * and the favourites. A visitor is asked to log in first, and the request goes once they have;
 * a shopper already waiting reads that an SMS will come, and may cancel. Nothing for a product in
 * stock. Its words come with its code, so the product page's HTML carries them only when it shows.
 */
export function NotifyButton({ product, className }: { product: Waitable; className?: string }) {
  if (!mayWaitFor(product)) return null;
  return (
    <WithMessages words={BACK_IN_STOCK_WORDS}>
      <Notify product={product} className={className} />
    </WithMessages>
  );
}

function Notify({ product, className }: { product: Waitable; className?: string }) {
  const t = useTranslations('backInStock');
  const hintId = useId();
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const { ids, failed } = useWaiting(loggedIn);
  const [busy, setBusy] = useState(false);
  const waiting = hydrated && loggedIn && ids?.has(product.id) === true;
  // Logged in, the button waits for the list (so that it never offers what is already asked).
  const unknown = hydrated && loggedIn && ids === null && !failed;

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      await changeWaiting(product.id, on);
    } catch (err) {
      // A 409 says why in the shopper's language (in stock again, too many waited for).
      const status = (err as { status?: number }).status;
      useToasts.getState().show(status === 409 && err instanceof Error ? err.message : t('notifyError'), 'error');
    } finally {
      setBusy(false);
    }
  };
  const ask = () => (loggedIn ? void change(true) : useAuthModal.getState().openLogin(() => void change(true)));

  return (
    <div aria-live="polite" data-testid="notify-me" className={clsx('text-sm', className)}>
      {waiting ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-control bg-brand-50 px-3 py-1.5 text-brand-800">
          <Bell aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 flex-1 font-semibold">{t('notifyOn')}</span>
          <button
            type="button"
            onClick={() => void change(false)}
            disabled={busy}
            aria-label={t('notifyCancelLabel', { name: product.name })}
            className="min-h-11 rounded-control px-2 font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-60"
          >
            {t('notifyCancel')}
          </button>
        </div>
      ) : (
        <>
          <button
            type="button"
            onClick={ask}
            disabled={busy || unknown}
            aria-busy={busy || unknown}
            aria-label={t('notifyMeLabel', { name: product.name })}
            aria-describedby={hydrated && !loggedIn ? hintId : undefined}
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-control border border-brand-700 px-3 font-semibold text-brand-800 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Bell aria-hidden="true" className="size-4 shrink-0" />
            {t('notifyMe')}
          </button>
          {hydrated && !loggedIn && (
            <p id={hintId} className="mt-1 text-xs text-muted">
              {t('notifyLogin')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
