import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';
import type { DevPayAction, DevPayOutcome } from '@/lib/contract/dev-pay';
import type { Locale } from '@/lib/contract/values';
import { CLICK_ACTION } from '@/lib/domain/click';
import { parseOrderId, readPaymeCheckout } from '@/lib/domain/payments';
import { ApiFailure } from '../../http/errors';
import { clickSignature } from './click-sign';
import { siteUrl } from '../public-address';
import { clickSettings, paymeSettings } from './config';

/**
 * The development stand-ins of Payme's checkout and Click's pay page (DEV_PAYMENTS=1): what the
 * provider's servers do once the shopper presses "pay" or "decline", played against our own
 * merchant endpoints with the same requests (Basic auth, JSON-RPC; form bodies, md5 signatures),
 * so the storefront's journey runs end to end on one machine. Never used in production.
 */

/** Sends a request to our own API (server/app.ts hands its fetch in), as the provider's server would over the network. */
export type SendToApi = (path: string, init: RequestInit) => Promise<Response>;

/** Tashkent's wall clock (UTC+5, no daylight saving) in Click's sign_time format. */
export function clickSignTime(now: Date): string {
  return new Date(now.getTime() + 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Where the provider sends the shopper back: only an address of this site (never anywhere a link names). */
function ownReturnUrl(url: string | undefined | null): string {
  const site = siteUrl();
  if (!url || !(url === site || url.startsWith(`${site}/`))) throw new ApiFailure('validation_error', { fields: { link: 'return url is not on this site' } });
  return url;
}

/** Payme: CheckPerformTransaction and CreateTransaction, then PerformTransaction (pay) or CancelTransaction (decline). */
export async function playPayme(send: SendToApi, encoded: string, action: DevPayAction, locale: Locale): Promise<DevPayOutcome> {
  const settings = paymeSettings();
  if (!settings) throw new ApiFailure('not_found');
  const link = readPaymeCheckout(encoded);
  const orderId = parseOrderId(link['ac.order_id']);
  const amount = Number(link.a);
  if (link.m !== settings.merchantId || !orderId || !Number.isSafeInteger(amount))
    throw new ApiFailure('validation_error', { fields: { link: 'not a checkout link of this merchant' } });
  const returnUrl = ownReturnUrl(link.c);

  let rpcId = 0;
  const rpc = async (method: string, params: Record<string, unknown>) => {
    const response = await send('/api/v1/payments/payme/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${Buffer.from(`Paycom:${settings.key}`).toString('base64')}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
    });
    const answer = (await response.json()) as { result?: Record<string, unknown>; error?: { code: number; message: Record<string, string> } };
    return answer.error ? `${answer.error.code}: ${answer.error.message[locale] ?? answer.error.message.en}` : null;
  };
  const refused = (detail: string): DevPayOutcome => ({ outcome: 'refused', return_url: returnUrl, detail });

  const account = { order_id: String(orderId) };
  const checked = await rpc('CheckPerformTransaction', { amount, account });
  if (checked) return refused(checked);
  // Payme's transaction ids are 24 hex digits (a MongoDB ObjectId).
  const id = randomBytes(12).toString('hex');
  const created = await rpc('CreateTransaction', { id, time: Date.now(), amount, account });
  if (created) return refused(created);
  if (action === 'decline') {
    // Reason 3: the operation could not be carried out (not 4, which is Payme's time-out).
    const cancelled = await rpc('CancelTransaction', { id, reason: 3 });
    return cancelled ? refused(cancelled) : { outcome: 'declined', return_url: returnUrl, detail: null };
  }
  const performed = await rpc('PerformTransaction', { id });
  return performed ? refused(performed) : { outcome: 'paid', return_url: returnUrl, detail: null };
}

/** Click's own error for a card without the money: what its Complete carries when the shopper's payment fails. */
const CLICK_DECLINED_ERROR = -5017;

/** Click: Prepare, then Complete, with Click's own error -5017 for a decline. */
export async function playClick(send: SendToApi, query: string, action: DevPayAction, now = new Date()): Promise<DevPayOutcome> {
  const settings = clickSettings();
  if (!settings) throw new ApiFailure('not_found');
  const link = new URLSearchParams(query.replace(/^\?/, ''));
  const orderId = link.get('transaction_param') ?? '';
  const amount = link.get('amount') ?? '';
  if (link.get('service_id') !== settings.serviceId || link.get('merchant_id') !== settings.merchantId || !parseOrderId(orderId) || !amount) {
    throw new ApiFailure('validation_error', { fields: { link: 'not a pay link of this service' } });
  }
  const returnUrl = ownReturnUrl(link.get('return_url'));

  const clickTransId = String(randomInt(1_000_000_000, 2_000_000_000));
  const paydocId = String(randomInt(1_000_000_000, 2_000_000_000));
  const signTime = clickSignTime(now);
  const post = async (path: string, fields: Record<string, string>) => {
    const response = await send(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return (await response.json()) as { error: number; error_note: string; merchant_prepare_id?: number | string };
  };
  const refused = (answer: { error: number; error_note: string }): DevPayOutcome => ({
    outcome: 'refused',
    return_url: returnUrl,
    detail: `${answer.error}: ${answer.error_note}`,
  });

  const common = {
    click_trans_id: clickTransId,
    service_id: settings.serviceId,
    click_paydoc_id: paydocId,
    merchant_trans_id: orderId,
    amount,
    sign_time: signTime,
  };
  const prepareFields = { ...common, action: CLICK_ACTION.PREPARE };
  const prepared = await post('/api/v1/payments/click/prepare/', {
    ...prepareFields,
    error: '0',
    error_note: 'Success',
    sign_string: clickSignature(prepareFields, settings.secretKey),
  });
  if (prepared.error !== 0) return refused(prepared);
  const prepareId = String(prepared.merchant_prepare_id);
  const declined = action === 'decline';
  const completeFields = { ...common, merchant_prepare_id: prepareId, action: CLICK_ACTION.COMPLETE };
  const completed = await post('/api/v1/payments/click/complete/', {
    ...completeFields,
    error: declined ? String(CLICK_DECLINED_ERROR) : '0',
    error_note: declined ? 'Insufficient funds' : 'Success',
    sign_string: clickSignature(completeFields, settings.secretKey),
  });
  // On a decline the store answers -9 (the transaction is cancelled): that is its correct answer, not a refusal.
  if (declined) return { outcome: 'declined', return_url: returnUrl, detail: null };
  return completed.error === 0 ? { outcome: 'paid', return_url: returnUrl, detail: null } : refused(completed);
}
