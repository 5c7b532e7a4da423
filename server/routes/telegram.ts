import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Update } from 'grammy/types';
import { env } from '../env';
import { ApiFailure } from '../http/errors';
import { ok } from '../http/respond';
import type { AppEnv } from '../http/router';
import { createRouter } from '../http/router';
import { isDatabaseUnavailable } from '../http/unavailable';
import { logger } from '../log';
import { errorResponses, json, unauthorizedResponse } from '../openapi/responses';
import { sameHash, sha256 } from '../services/secrets';
import { handleUpdate } from '../telegram/bot';

/**
 * The bot's webhook (grammY, server/telegram/bot.ts). Telegram signs nothing, but sends the
 * `secret_token` given to setWebhook in X-Telegram-Bot-Api-Secret-Token: a call without the
 * right one is 401 and touches nothing. No TELEGRAM_WEBHOOK_SECRET: every call is refused.
 */
export const telegramRoutes = createRouter();

const log = logger('telegram');

/** Compared as hashes: equal lengths, constant time, whatever was sent. */
const verifySecret: MiddlewareHandler<AppEnv> = async (c, next) => {
  const secret = env().TELEGRAM_WEBHOOK_SECRET;
  const sent = c.req.header('x-telegram-bot-api-secret-token');
  if (!secret || sent === undefined || !sameHash(sha256(sent), sha256(secret))) throw new ApiFailure('unauthorized');
  await next();
};

const UpdateSchema = z
  .object({ update_id: z.number().int() })
  .passthrough()
  .openapi('TelegramUpdate', { description: 'A Telegram Update (https://core.telegram.org/bots/api#update); the bot reads `message` and `callback_query`' });

telegramRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/telegram/webhook',
    tags: ['telegram'],
    summary: "Telegram's updates for the order desk's bot (header X-Telegram-Bot-Api-Secret-Token: TELEGRAM_WEBHOOK_SECRET)",
    middleware: verifySecret,
    request: { body: { required: true, content: { 'application/json': { schema: UpdateSchema } } } },
    responses: { 200: json(z.null(), 'Handled (or ignored)'), ...unauthorizedResponse, ...errorResponses },
  }),
  async (c) => {
    const update = c.req.valid('json') as unknown as Update;
    try {
      await handleUpdate(c.var.db, update);
    } catch (err) {
      const cause = (err as { error?: unknown }).error ?? err;
      // The database away for a moment: 503, and Telegram sends the update again later.
      if (isDatabaseUnavailable(cause)) throw cause;
      // Anything else would fail again the same way: answered 200 so Telegram does not repeat it.
      log.error({ err: cause, update: update.update_id }, 'a Telegram update failed');
    }
    return ok(c, null, 200);
  },
);
