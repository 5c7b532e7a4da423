import { createRoute, z } from '@hono/zod-openapi';
import { IdParamsSchema } from '@/lib/contract/common';
import { TelegramChatsQuerySchema, TelegramChatsSchema, TelegramLinkInputSchema, TelegramLinkSchema } from '@/lib/contract/telegram';
import { staffOf } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { createLinkToken, listChats, unlinkChat } from '../services/telegram-links';
import { errorResponses, json, notFoundResponse, unauthorizedResponse } from '../openapi/responses';
import { forbiddenResponse, staffAuth } from './console';

/**
 * Linking the order desk's Telegram chats in the console: a store's staff group (its sellers or an
 * operator), the operators' chat (operators), and the caller's own account. Another store: 404.
 */
export const consoleTelegramRoutes = createRouter();

const tags = ['console'];
const guarded = { ...unauthorizedResponse, ...forbiddenResponse, ...notFoundResponse, ...errorResponses };

consoleTelegramRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/telegram/links',
    tags,
    summary:
      "A one-time token (20 minutes) as the bot's deep links: a group link for the store's (or the operators') chat, a private one for the caller's account",
    ...staffAuth,
    request: { body: { required: true, content: { 'application/json': { schema: TelegramLinkInputSchema } } } },
    responses: { 201: json(TelegramLinkSchema, 'The links'), ...guarded },
  }),
  async (c) => ok(c, await createLinkToken(c.var.db, staffOf(c), c.req.valid('json').store_id), 201),
);

consoleTelegramRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/telegram/chats',
    tags,
    summary: "A store's linked chats (no store_id: the operators' chats, operators only), and whether the caller's account is linked",
    ...staffAuth,
    request: { query: TelegramChatsQuerySchema },
    responses: { 200: json(TelegramChatsSchema, 'Chats'), ...guarded },
  }),
  async (c) => ok(c, await listChats(c.var.db, staffOf(c), c.req.valid('query').store_id ?? null), 200),
);

consoleTelegramRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/console/telegram/chats/{id}',
    tags,
    summary: 'Unlinks a chat: new orders stop going there',
    ...staffAuth,
    request: { params: IdParamsSchema },
    responses: { 200: json(z.null(), 'Unlinked'), ...guarded },
  }),
  async (c) => {
    await unlinkChat(c.var.db, staffOf(c), c.req.valid('param').id);
    return ok(c, null, 200);
  },
);
