import { createRoute } from '@hono/zod-openapi';
import { ShopperTelegramLinkSchema, ShopperTelegramSchema } from '@/lib/contract/account';
import { requireUser, userIdOf } from '../http/auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { createShopperLink, shopperTelegram, unlinkShopper } from '../services/shopper-telegram';
import { errorResponses, failure, json, unauthorizedResponse } from '../openapi/responses';

/**
 * A shopper's Telegram, from their profile (ADR 0033): linked, their back-in-stock notices come
 * from the bot instead of by SMS (server/services/shopper-telegram.ts).
 */
export const authTelegramRoutes = createRouter();

const tags = ['auth'];

authTelegramRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/auth/telegram',
    tags,
    summary: "Whether the caller's Telegram is linked, and whether the site offers it at all (a bot is configured)",
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    responses: { 200: json(ShopperTelegramSchema, 'The state'), ...unauthorizedResponse, ...errorResponses },
  }),
  async (c) => ok(c, await shopperTelegram(c.var.db, userIdOf(c)), 200),
);

authTelegramRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/telegram/link',
    tags,
    summary: "The bot's deep link with a one-time token (20 minutes): opened, /start links that private chat to the caller",
    description:
      "The request's language becomes the account's: the bot answers in it, and the notices are written in it. Linking again (another Telegram) replaces the chat; `/stop` in the bot, blocking it or `DELETE /auth/telegram/` unlinks it.",
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    responses: {
      201: json(ShopperTelegramLinkSchema, 'The link'),
      ...unauthorizedResponse,
      404: failure('`not_found`: the site has no Telegram bot configured'),
      429: failure('`rate_limited` (with Retry-After): 10 links an hour per account'),
      ...errorResponses,
    },
  }),
  async (c) => ok(c, await createShopperLink(c.var.db, userIdOf(c), c.var.locale), 201),
);

authTelegramRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/auth/telegram',
    tags,
    summary: "Unlinks the caller's Telegram: the notices go by SMS again (nothing linked is no error)",
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    responses: { 200: json(ShopperTelegramSchema, 'The state, unlinked'), ...unauthorizedResponse, ...errorResponses },
  }),
  async (c) => ok(c, await unlinkShopper(c.var.db, userIdOf(c)), 200),
);
