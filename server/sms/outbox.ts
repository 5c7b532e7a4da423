import 'server-only';
import type { Db } from '../db/client';
import { smsMessages } from '../db/schema';
import { env } from '../env';
import type { SmsMessage, SmsProvider } from './types';

/**
 * Keeps every message in `sms_messages` instead of sending it (the default when no gateway is
 * configured). Outside production the log shows it too, so a developer can read the code.
 * Only `GET /api/v1/dev/sms/` with DEV_SMS_OUTBOX=1 hands messages out over HTTP.
 */
export class OutboxSms implements SmsProvider {
  readonly name = 'outbox';
  constructor(private readonly db: () => Promise<Db>) {}

  async send(message: SmsMessage): Promise<void> {
    const db = await this.db();
    await db.insert(smsMessages).values({ phoneNumber: message.phoneNumber, text: message.text, code: message.code ?? null, provider: this.name });
    const { NODE_ENV, LOG_LEVEL } = env();
    if (NODE_ENV !== 'production' && LOG_LEVEL === 'info') console.info(`[sms:outbox] to ${message.phoneNumber}: ${message.text.replace(/\n/g, ' ⏎ ')}`);
  }
}
