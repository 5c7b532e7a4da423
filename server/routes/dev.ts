import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { OutboxMessageSchema, OutboxQuerySchema } from '@/lib/contract/account';
import { TelegramOutboxMessageSchema, TelegramOutboxQuerySchema } from '@/lib/contract/telegram';
import { smsMessages, telegramMessages } from '../db/schema';
import { env } from '../env';
import { ApiFailure } from '../http/errors';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { errorResponses, json, notFoundResponse } from '../openapi/responses';

/**
 * The SMS outbox over HTTP, for tests and a local demo: only when the server runs with
 * DEV_SMS_OUTBOX=1 (never because of NODE_ENV); otherwise 404 like any unknown path.
 */
export const devRoutes = createRouter();

devRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/dev/sms',
    tags: ['dev'],
    summary: 'Messages sent to a phone, newest first (DEV_SMS_OUTBOX=1 only)',
    request: { query: OutboxQuerySchema },
    responses: {
      200: json(z.array(OutboxMessageSchema), 'Messages'),
      ...notFoundResponse,
      ...errorResponses,
    },
  }),
  async (c) => {
    if (env().DEV_SMS_OUTBOX !== '1') throw new ApiFailure('not_found');
    const rows = await c.var.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.phoneNumber, c.req.valid('query').phone_number))
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(50);
    return ok(
      c,
      rows.map((r) => ({ phone_number: r.phoneNumber, text: r.text, code: r.code, created_at: r.createdAt.toISOString() })),
    );
  },
);

/** What the Telegram bot sent or would send (server/telegram/outbox.ts), the same way: DEV_SMS_OUTBOX=1 only. */
devRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/dev/telegram',
    tags: ['dev'],
    summary: "The Telegram bot's messages, newest first, of one chat or all (DEV_SMS_OUTBOX=1 only)",
    request: { query: TelegramOutboxQuerySchema },
    responses: {
      200: json(z.array(TelegramOutboxMessageSchema), 'Messages'),
      ...notFoundResponse,
      ...errorResponses,
    },
  }),
  async (c) => {
    if (env().DEV_SMS_OUTBOX !== '1') throw new ApiFailure('not_found');
    const chat = c.req.valid('query').chat_id;
    const rows = await c.var.db
      .select()
      .from(telegramMessages)
      .where(chat === undefined ? undefined : eq(telegramMessages.chatId, chat))
      .orderBy(desc(telegramMessages.createdAt), desc(telegramMessages.id))
      .limit(50);
    return ok(
      c,
      rows.map((r) => ({
        id: r.id,
        chat_id: r.chatId,
        text: r.text,
        reply_markup: r.replyMarkup ?? null,
        order_id: r.orderId,
        store_id: r.storeId,
        kind: r.kind,
        status: r.status,
        telegram_message_id: r.telegramMessageId,
        created_at: r.createdAt.toISOString(),
      })),
    );
  },
);
