import { randomInt } from 'node:crypto';
import { clickSignature } from '@/server/services/payments/click-sign';
import { call } from './api';

/**
 * Click's side of the SHOP API, byte for byte, for the tests and the attack suite: the form Click
 * posts to Prepare and Complete, signed with md5 as Click signs it (test/setup-env.ts sets the
 * service and key the store is configured with).
 */

const CLICK_SERVICE_ID = () => process.env.CLICK_SERVICE_ID!;
const CLICK_SECRET_KEY = () => process.env.CLICK_SECRET_KEY!;

/** A fresh click_trans_id (Click makes one per payment attempt). */
export const clickTransId = () => String(randomInt(1_000_000_000, 9_000_000_000));

export type ClickForm = Record<string, string>;

/** "YYYY-MM-DD HH:mm:ss", as Click writes sign_time. */
const signTime = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/**
 * The form Click posts: `action` 0 with no merchant_prepare_id is a Prepare, 1 with one a Complete.
 * `fields` replace Click's before signing; `secretKey` signs with another key (a forger's).
 */
export function clickForm(
  fields: { merchant_trans_id: string; amount: string; click_trans_id?: string; merchant_prepare_id?: string; action?: string; error?: string } & ClickForm,
  secretKey = CLICK_SECRET_KEY(),
): ClickForm {
  const form: ClickForm = {
    click_trans_id: clickTransId(),
    service_id: CLICK_SERVICE_ID(),
    click_paydoc_id: String(randomInt(1_000_000, 9_000_000)),
    action: fields.merchant_prepare_id === undefined ? '0' : '1',
    error: '0',
    error_note: 'Success',
    sign_time: signTime(),
    ...fields,
  };
  const { click_trans_id, service_id, merchant_trans_id, merchant_prepare_id, amount, action, sign_time } = form as Required<ClickForm>;
  form.sign_string = clickSignature({ click_trans_id, service_id, merchant_trans_id, merchant_prepare_id, amount, action, sign_time }, secretKey);
  return form;
}

/** Posts a form to /payments/click/<stage>/ as Click does (application/x-www-form-urlencoded). */
export function postClick(stage: 'prepare' | 'complete', form: ClickForm | string, headers: Record<string, string> = {}) {
  const rawBody = typeof form === 'string' ? form : new URLSearchParams(form).toString();
  return call('POST', `/payments/click/${stage}/`, { rawBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers } });
}
