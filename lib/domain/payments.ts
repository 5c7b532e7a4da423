import type { PaymentState } from '../contract/order-values';
import type { Locale } from '../contract/values';

/**
 * The money and link rules of online payments (ADR 0018), free of the database: amounts
 * are compared exactly, never as floats, and the checkout links are built byte for byte as the
 * providers document them (docs/adr/0018-online-payments.md cites the pages).
 */

/** So'm to tiyin (Payme counts in tiyin: 1 so'm = 100 tiyin). Totals are whole so'm. */
/**
 * A provider transaction's state (payment_transactions.state), one scale for both providers:
 * Payme's own (created, performed, cancelled before performing, cancelled after: a refund), which
 * Click's attempts follow.
 */
export const TRANSACTION_STATE = { CREATED: 1, PERFORMED: 2, CANCELLED: -1, CANCELLED_AFTER_PERFORM: -2 } as const;

export const toTiyin = (soum: number): number => soum * 100;

/**
 * Whether Click's `amount` (so'm as a decimal string: "15000", "15000.0", "15000.00") is exactly
 * `totalSoum`. Read as text, not as a float: "15000.5", "15000.001", "1.5e4", " 15000", "+15000"
 * and "" never match.
 */
export function clickAmountMatches(amount: string, totalSoum: number): boolean {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return false;
  const [, whole, fraction = ''] = match;
  return /^0*$/.test(fraction) && BigInt(whole!) === BigInt(totalSoum);
}

/**
 * An order id as a provider sends it (Payme's `account.order_id`, Click's `merchant_trans_id`:
 * a number or a string of digits), or null when it cannot be one of ours.
 */
export function parseOrderId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * An online order's payment state once the order is cancelled: money never taken was declined;
 * money taken must go back (refund_pending until the provider confirms). Others stay as they are.
 */
export function paymentStateOnCancel(state: PaymentState | null): PaymentState | null {
  if (state === 'waiting') return 'declined';
  if (state === 'paid') return 'refund_pending';
  return state;
}

/** What a Payme checkout link names: the merchant, our order, its amount, where to come back, the page's language. */
export interface PaymeLink {
  /** The checkout's address, ending in a slash (https://checkout.paycom.uz/). */
  base: string;
  merchantId: string;
  orderId: number;
  amountTiyin: number;
  returnUrl: string;
  locale: Locale;
}

/**
 * Payme's checkout by GET: `<checkout_url>/base64(m=…;ac.order_id=…;a=…;c=…;l=…)`, parameters
 * separated by `;` (developer.help.paycom.uz, "Отправка чека по методу GET").
 */
export function paymeCheckoutUrl(link: PaymeLink): string {
  const params = `m=${link.merchantId};ac.order_id=${link.orderId};a=${link.amountTiyin};c=${link.returnUrl};l=${link.locale}`;
  return `${withSlash(link.base)}${toBase64(params)}`;
}

/** Reads a Payme checkout link's parameters back (the development stand-in, tests). */
export function readPaymeCheckout(encoded: string): Record<string, string> {
  const text = fromBase64(encoded);
  const params: Record<string, string> = {};
  for (const pair of text.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) params[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return params;
}

/** What a Click pay link names. */
export interface ClickLink {
  /** The pay page (https://my.click.uz/services/pay). */
  base: string;
  serviceId: string;
  merchantId: string;
  orderId: number;
  amountSoum: number;
  returnUrl: string;
}

/** Click's pay page: `?service_id=…&merchant_id=…&amount=…&transaction_param=ORDER_ID&return_url=…`. */
export function clickPayUrl(link: ClickLink): string {
  const query = new URLSearchParams({
    service_id: link.serviceId,
    merchant_id: link.merchantId,
    amount: String(link.amountSoum),
    transaction_param: String(link.orderId),
    return_url: link.returnUrl,
  });
  return `${link.base}?${query.toString()}`;
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

// UTF-8 base64 with the platform's btoa/atob, so the rules run in the browser and on the server alike.
const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
function fromBase64(encoded: string): string {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}
