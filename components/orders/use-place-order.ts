'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback, useRef } from 'react';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { authKeys } from '@/lib/api/auth';
import { orderKeys, placeOrder } from '@/lib/api/orders';
import type { OrderInput } from '@/lib/contract/orders';
import type { Locale } from '@/lib/contract/values';
import { keyAfterFailure, newIdempotencyKey } from '@/lib/domain/checkout';
import { useRouter } from '@/lib/i18n/navigation';
import { useBasket } from '@/lib/stores/basket';

/**
 * Places the checkout's order. Each attempt carries one Idempotency-Key: a press after a failure
 * with no clear answer repeats it (keyAfterFailure), so a retry never makes a second order;
 * `newAttempt` (any change the shopper makes) starts a fresh one. On success the order becomes the
 * last order, the basket empties and the shopper sees the order placed, or, for an online payment,
 * goes to the provider's page (`payment_url`).
 */
export function usePlaceOrder(onPaymentPage?: () => void) {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);

  const mutation = useMutation({
    mutationFn: (input: OrderInput) => {
      key.current ??= newIdempotencyKey();
      return placeOrder(browserApi(), input, key.current);
    },
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.last(locale), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
      // The name typed at checkout may have filled an empty profile name (server/services/orders.ts).
      void queryClient.invalidateQueries({ queryKey: authKeys.me(), refetchType: 'none' });
      // An online order is paid on the provider's page, which sends the shopper back to the order's page.
      if (order.payment_url) {
        onPaymentPage?.();
        window.location.assign(order.payment_url);
      } else router.replace('/cart/order-placed');
      useBasket.getState().clear();
    },
    onError: (error) => {
      if (key.current) key.current = keyAfterFailure(key.current, error instanceof ApiError ? error.status : null);
    },
  });

  const newAttempt = useCallback(() => {
    key.current = null;
  }, []);

  return { ...mutation, newAttempt };
}
