import 'server-only';
import { getDb } from '../bootstrap';
import { env } from '../env';
import { countSms } from '../metrics';
import { EskizSms } from './eskiz';
import { OutboxSms } from './outbox';
import type { SmsProvider } from './types';

let provider: SmsProvider | undefined;

/** The configured provider: Eskiz with SMS_PROVIDER=eskiz, else the outbox; each send counted (ADR 0026). */
export function sms(): SmsProvider {
  if (provider) return provider;
  const e = env();
  if (e.SMS_PROVIDER === 'eskiz') {
    if (!e.ESKIZ_EMAIL || !e.ESKIZ_PASSWORD) throw new Error('SMS_PROVIDER=eskiz needs ESKIZ_EMAIL and ESKIZ_PASSWORD');
    provider = counted(new EskizSms({ baseUrl: e.ESKIZ_BASE_URL, email: e.ESKIZ_EMAIL, password: e.ESKIZ_PASSWORD, from: e.ESKIZ_FROM }));
  } else {
    provider = counted(new OutboxSms(async () => (await getDb()).db));
  }
  return provider;
}

/** The provider, with every send counted by provider and result (savat_sms_sent_total). */
function counted(inner: SmsProvider): SmsProvider {
  return {
    name: inner.name,
    async send(message) {
      try {
        await inner.send(message);
      } catch (error) {
        countSms(inner.name, 'failed');
        throw error;
      }
      countSms(inner.name, 'sent');
    },
  };
}

/** For tests: a provider of their own (counted too), or back to the configured one. */
export function setSmsForTests(next: SmsProvider | undefined) {
  provider = next && counted(next);
}

export type { SmsProvider } from './types';
