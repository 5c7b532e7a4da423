'use client';

import clsx from 'clsx';
import { CheckCircle2, CreditCard, Hourglass, RotateCcw, XCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { PROVIDER_NAMES, ProviderLogo } from '@/components/payments/provider-logos';
import { buttonClass } from '@/components/ui/button-styles';
import type { Order } from '@/lib/contract/orders';
import { isOnlinePayment, type PaymentState } from '@/lib/contract/order-values';
import { ReorderButton } from './reorder-button';

const TONE: Record<PaymentState, string> = {
  waiting: 'bg-amber-50 text-amber-900',
  paid: 'bg-brand-50 text-brand-900',
  declined: 'bg-red-50 text-red-800',
  expired: 'bg-red-50 text-red-800',
  refund_pending: 'bg-amber-50 text-amber-900',
  refunded: 'bg-canvas text-ink',
};

const ICON: Record<PaymentState, typeof Hourglass> = {
  waiting: Hourglass,
  paid: CheckCircle2,
  declined: XCircle,
  expired: XCircle,
  refund_pending: RotateCcw,
  refunded: CheckCircle2,
};

/**
 * Where an online order's money is. While it waits, the provider's link (the same one checkout
 * opened) pays it; the order's page asks the server every few seconds, so the payment shows by
 * itself. A declined or expired payment offers the items back in the basket.
 */
export function PaymentStatus({ order }: { order: Order }) {
  const t = useTranslations('orders');
  const state = order.payment_state;
  if (!state || !isOnlinePayment(order.payment_type)) return null;
  const provider = PROVIDER_NAMES[order.payment_type];
  const Icon = ICON[state];
  return (
    <section aria-labelledby={`payment-${order.id}`} className={clsx('rounded-card p-5', TONE[state])} data-testid="payment-status" data-state={state}>
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div className="min-w-0 flex-1">
          {/* Announced when the payment lands while the page is open. */}
          <div role="status">
            <h2 id={`payment-${order.id}`} className="text-lg font-bold">
              {t(`paymentState.${state}`)}
            </h2>
            <p className="mt-1 text-sm">{t(`paymentText.${state}`, { provider })}</p>
          </div>
          {state === 'waiting' && order.payment_url && (
            <a href={order.payment_url} className={buttonClass('primary', 'mt-3 w-full sm:w-auto')}>
              <CreditCard aria-hidden="true" className="size-5" />
              {t('payWith', { provider })}
            </a>
          )}
          {(state === 'declined' || state === 'expired') && <ReorderButton order={order} label={t('orderAgain')} className="mt-3 w-full sm:w-auto" />}
        </div>
        <ProviderLogo provider={order.payment_type} />
      </div>
    </section>
  );
}
