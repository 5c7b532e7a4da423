import 'server-only';
import { getDb } from '../bootstrap';
import { env } from '../env';
import { EskizSms } from './eskiz';
import { OutboxSms } from './outbox';
import type { SmsProvider } from './types';

let provider: SmsProvider | undefined;

/** The configured provider: Eskiz with SMS_PROVIDER=eskiz, else the outbox. */
export function sms(): SmsProvider {
  if (provider) return provider;
  const e = env();
  if (e.SMS_PROVIDER === 'eskiz') {
    if (!e.ESKIZ_EMAIL || !e.ESKIZ_PASSWORD) throw new Error('SMS_PROVIDER=eskiz needs ESKIZ_EMAIL and ESKIZ_PASSWORD');
    provider = new EskizSms({ baseUrl: e.ESKIZ_BASE_URL, email: e.ESKIZ_EMAIL, password: e.ESKIZ_PASSWORD, from: e.ESKIZ_FROM });
  } else {
    provider = new OutboxSms(async () => (await getDb()).db);
  }
  return provider;
}

/** For tests: a provider of their own, or back to the configured one. */
export function setSmsForTests(next: SmsProvider | undefined) {
  provider = next;
}

export type { SmsMessage, SmsProvider } from './types';
