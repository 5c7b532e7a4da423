import 'server-only';
import type { Db } from '../db/client';
import { smsMessages } from '../db/schema';
import { env } from '../env';
import { logger, maskPhone } from '../log';
import type { SmsMessage, SmsProvider } from './types';

const log = logger('sms');

/**
 * Keeps every message in `sms_messages` instead of sending it (the default when no gateway is
 * configured). Only `GET /api/v1/dev/sms/` with DEV_SMS_OUTBOX=1 hands messages out over HTTP
 * (`npm run dev` sets it): the log says a message was kept, never its text, which carries a code
 * (ADR 0026).
 */
export class OutboxSms implements SmsProvider {
  readonly name = 'outbox';
  constructor(private readonly db: () => Promise<Db>) {}

  async send(message: SmsMessage): Promise<void> {
    const db = await this.db();
    await db.insert(smsMessages).values({ phoneNumber: message.phoneNumber, text: message.text, code: message.code ?? null, provider: this.name });
    const development = env().NODE_ENV !== 'production';
    log[development ? 'info' : 'debug'](
      { to: maskPhone(message.phoneNumber) },
      development ? 'SMS kept in the outbox: GET /api/v1/dev/sms/?phone_number=… shows it (DEV_SMS_OUTBOX=1)' : 'SMS kept in the outbox',
    );
  }
}
