import { z } from '@hono/zod-openapi';
import { BodyIdSchema, blankIsAbsent, queryInt, MAX_ID } from './common';

/**
 * The order desk's Telegram bot in the console: a store's staff link their group chat (and each
 * their own Telegram account) through the bot's deep link with a one-time token; operators link
 * the operators' chat the same way. Texts the bot writes are the server's; these are the console's.
 */

/** `POST /console/telegram/links/`: a one-time token for the bot's deep links. */
export const TelegramLinkInputSchema = z
  .strictObject({
    store_id: BodyIdSchema.nullable().openapi({ description: "The store whose staff chat is linked; null: the operators' chat (operators only)" }),
  })
  .openapi('TelegramLinkInput');
export type TelegramLinkInput = z.infer<typeof TelegramLinkInputSchema>;

export const TelegramLinkSchema = z
  .object({
    store_id: z.number().int().nullable(),
    expires_at: z.string().openapi({ description: 'ISO 8601; the token works once, until then' }),
    /** Adds the bot to a group and links that group (`?startgroup=`). */
    group_link: z.string().openapi({ format: 'uri', example: 'https://t.me/savat_desk_bot?startgroup=abc' }),
    /** Links the caller's own Telegram account (`?start=`), so that their button presses count. */
    private_link: z.string().openapi({ format: 'uri', example: 'https://t.me/savat_desk_bot?start=abc' }),
  })
  .openapi('TelegramLink');
export type TelegramLink = z.infer<typeof TelegramLinkSchema>;

const TelegramChatSchema = z
  .object({
    id: z.number().int(),
    store_id: z.number().int().nullable(),
    chat_id: z.number().int(),
    title: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('TelegramChat');

/** `GET /console/telegram/chats/`: a store's linked chats (no `store_id`: the operators'). */
export const TelegramChatsSchema = z
  .object({
    chats: z.array(TelegramChatSchema),
    /** Whether the caller's own Telegram account is linked. */
    account_linked: z.boolean(),
    bot_username: z.string(),
  })
  .openapi('TelegramChats');
export type TelegramChats = z.infer<typeof TelegramChatsSchema>;

export const TelegramChatsQuerySchema = z.object({
  store_id: blankIsAbsent(queryInt(1, MAX_ID).optional()).openapi({ type: 'integer', description: "Absent: the operators' chats (operators only)" }),
});

/** `GET /dev/telegram/` (DEV_SMS_OUTBOX=1 only): what the bot sent or would send. */
export const TelegramOutboxQuerySchema = z.object({
  chat_id: blankIsAbsent(
    z
      .string()
      .regex(/^-?\d{1,16}$/)
      .transform(Number)
      .optional(),
  ).openapi({ type: 'integer', description: 'Only this chat' }),
});

export const TelegramOutboxMessageSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  text: z.string(),
  reply_markup: z.unknown().nullable(),
  order_id: z.number().int().nullable(),
  store_id: z.number().int().nullable(),
  kind: z.string(),
  status: z.enum(['outbox', 'sent', 'failed']),
  telegram_message_id: z.number().int().nullable(),
  created_at: z.string(),
});
