import 'server-only';
import { isOnlinePayment, type OnlinePaymentType, type PaymentType } from '@/lib/contract/order-values';
import type { Locale } from '@/lib/contract/values';
import { clickPayUrl, paymeCheckoutUrl, toTiyin } from '@/lib/domain/payments';
import { env } from '../../env';
import { siteUrl } from '../public-address';

/**
 * The providers' settings (server/env.ts) and the checkout links built from them. A provider is
 * offered only with every one of its settings; without them its endpoints refuse every call as the
 * protocol does for a wrong key or signature.
 */

const REAL_PAYME_CHECKOUT = 'https://checkout.paycom.uz/';
const REAL_CLICK_PAY = 'https://my.click.uz/services/pay';

export interface PaymeSettings {
  merchantId: string;
  key: string;
  checkoutUrl: string;
}

export interface ClickSettings {
  serviceId: string;
  merchantId: string;
  secretKey: string;
  payUrl: string;
}

/** With DEV_PAYMENTS=1 an unset checkout address is the development stand-in of the provider's page. */
const standIn = (provider: OnlinePaymentType) => (env().DEV_PAYMENTS === '1' ? `${siteUrl()}/dev/pay/${provider}/` : undefined);

export function paymeSettings(): PaymeSettings | null {
  const e = env();
  if (!e.PAYME_MERCHANT_ID || !e.PAYME_KEY) return null;
  return { merchantId: e.PAYME_MERCHANT_ID, key: e.PAYME_KEY, checkoutUrl: e.PAYME_CHECKOUT_URL ?? standIn('payme') ?? REAL_PAYME_CHECKOUT };
}

export function clickSettings(): ClickSettings | null {
  const e = env();
  if (!e.CLICK_SERVICE_ID || !e.CLICK_MERCHANT_ID || !e.CLICK_SECRET_KEY) return null;
  return {
    serviceId: e.CLICK_SERVICE_ID,
    merchantId: e.CLICK_MERCHANT_ID,
    secretKey: e.CLICK_SECRET_KEY,
    payUrl: e.CLICK_PAY_URL ?? standIn('click') ?? REAL_CLICK_PAY,
  };
}

/** Checkout's choices: cash and card to the courier always, then each configured provider. */
export function paymentMethods(): PaymentType[] {
  const methods: PaymentType[] = ['cash', 'card'];
  if (clickSettings()) methods.push('click');
  if (paymeSettings()) methods.push('payme');
  return methods;
}

export const isOffered = (type: PaymentType): boolean => paymentMethods().includes(type);

/** Where the provider sends the shopper back: the order's own page, in the shopper's language. */
const orderPageUrl = (orderId: number, locale: Locale) => `${siteUrl()}/${locale}/account/orders/${orderId}`;

/**
 * The provider's checkout link for an order and its total, or null (not an online order, or its
 * provider no longer configured). Callers give it only while the order waits for payment.
 */
export function paymentUrl(order: { id: number; paymentType: PaymentType; totalPrice: number }, locale: Locale): string | null {
  if (!isOnlinePayment(order.paymentType)) return null;
  const returnUrl = orderPageUrl(order.id, locale);
  if (order.paymentType === 'payme') {
    const payme = paymeSettings();
    return (
      payme &&
      paymeCheckoutUrl({ base: payme.checkoutUrl, merchantId: payme.merchantId, orderId: order.id, amountTiyin: toTiyin(order.totalPrice), returnUrl, locale })
    );
  }
  const click = clickSettings();
  return (
    click &&
    clickPayUrl({ base: click.payUrl, serviceId: click.serviceId, merchantId: click.merchantId, orderId: order.id, amountSoum: order.totalPrice, returnUrl })
  );
}
