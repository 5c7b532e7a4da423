import { z } from '@hono/zod-openapi';
import { RoleSchema } from './console';
import { PASSWORD_MAX } from '../domain/password';
import { loginPasswordSchema, newPasswordSchema, otpCodeSchema, phoneSchema } from './rules';
import { GENDERS, REFRESH_COOKIE_HEADER } from './values';

/** Accounts: sign-up and reset codes, tokens, the profile (api-contract.md, "Accounts"). */

/** An Uzbek number, answered in E.164 after validation. */
export const PhoneNumberSchema = phoneSchema.openapi({ type: 'string', example: '+998901234567', description: 'An Uzbek number: +998 and 9 digits' });

const OtpKeySchema = z.string().min(1).max(100).openapi({ description: 'The key answered with the code' });
const OtpCodeSchema = otpCodeSchema.openapi({ example: '12345', description: '5 digits' });

const PhoneAndPasswordSchema = z.strictObject({ phone_number: PhoneNumberSchema, password: loginPasswordSchema });

/** A sign-up: the password is optional (ADR 0005); without one the account signs in by SMS code. */
export const RegisterInputSchema = z.strictObject({
  phone_number: PhoneNumberSchema,
  password: newPasswordSchema.optional().openapi({ description: 'Optional: without it the account signs in by SMS code until a password is set' }),
});
export type RegisterInput = z.input<typeof RegisterInputSchema>;
export const CodeInputSchema = z.strictObject({ otp_key: OtpKeySchema, otp_code: OtpCodeSchema });
export const OtpKeyInputSchema = z.strictObject({ otp_key: OtpKeySchema });
export const PhoneInputSchema = z.strictObject({ phone_number: PhoneNumberSchema });
export const ResetTokenParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'token', in: 'path' } }),
});
export const NewPasswordInputSchema = z.strictObject({ new_password: newPasswordSchema });
/** The profile's password change: the current password (none for an account that has none yet) and a new one. */
export const ChangePasswordInputSchema = z.strictObject({
  old_password: z
    .string()
    .min(1)
    .max(PASSWORD_MAX)
    .optional()
    .openapi({ description: 'The current password; left out only by an account that has none (signed up by code)' }),
  new_password: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInputSchema>;

/**
 * A code sent: its key, and (ADR 0005) what the code screen shows from the start: the tries this
 * code allows and the resends the phone still has after it. Clients that read only `otp_key` are
 * unaffected.
 */
export const OtpKeyResultSchema = z
  .object({
    otp_key: z.string(),
    tries_left: z.number().int().openapi({ description: 'Tries this code allows (2)' }),
    resends_left: z.number().int().openapi({ description: "Resends the phone's budget still holds after this code (0–2)" }),
  })
  .openapi('CodeSent');

export const TokenPairSchema = z
  .object({
    access_token: z.string(),
    refresh_token: z
      .string()
      .optional()
      .openapi({
        description: `Always present, unless the request sent \`${REFRESH_COOKIE_HEADER}: 1\`: the refresh token is then only in the HttpOnly cookie \`savat_refresh\` (our own pages)`,
      }),
  })
  .openapi('TokenPair');
/** A pair as answered: the refresh token is missing when it went into the cookie. */
export type TokenAnswer = z.infer<typeof TokenPairSchema>;
/** A whole pair, as the server makes it and as other clients receive it. */
export type Tokens = { access_token: string; refresh_token: string };

/** A sign-in with a password; `device_token` is a staff member's remembered device (ADR 0025). */
export const LoginInputSchema = PhoneAndPasswordSchema.extend({
  device_token: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .openapi({ description: 'A remembered device (answered by /auth/device/verify/): a staff sign-in from it needs no SMS code' }),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

/** Logout: the refresh token, or none when the access token (or the refresh cookie's session) names it. */
export const LogoutInputSchema = z.strictObject({ refresh: z.string().min(1).max(200).optional() });
/** Refresh: the token in the body, or none when it is in the refresh cookie. */
export const RefreshBodySchema = z.strictObject({ refresh: z.string().min(1).max(200).optional() });

/** A device that passed the staff's second factor: remembered for 30 days (also as the HttpOnly cookie `savat_device`). */
export const DeviceVerifiedSchema = z.object({ message: z.string(), device_token: z.string(), expires_at: z.string() }).openapi('DeviceVerified');

/** A confirmed sign-up: the message of old, and the first session's tokens (ADR 0005). */
export const SignupVerifiedSchema = TokenPairSchema.extend({ message: z.string() }).openapi('SignupVerified');

export const ProfileSchema = z
  .object({
    id: z.number().int(),
    phone_number: z.string(),
    full_name: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    birth_date: z.string().nullable().openapi({ format: 'date', description: 'YYYY-MM-DD' }),
    /** What the user may do in the console (ADR 0017); empty for a shopper. */
    roles: z.array(RoleSchema),
    /** False for an account signed up by SMS code alone (ADR 0005): the profile offers to set one. */
    has_password: z.boolean(),
  })
  .openapi('Profile');
export type User = z.infer<typeof ProfileSchema>;

/** A birth date: a real day between 1900 and today. */
const pastDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().startsWith(d) && d >= '1900-01-01' && t <= Date.now();
  }, 'invalid_date')
  .openapi({ format: 'date', example: '1995-04-21' });

/** An empty form value ("") of an optional field means no value. */
const blankIsNull = (value: unknown) => (value === '' ? null : value);

export const ProfileUpdateSchema = z.strictObject({
  full_name: z
    .string()
    .trim()
    .max(100)
    .transform((s) => s || null)
    .nullable()
    .optional(),
  gender: z.preprocess(blankIsNull, z.enum(GENDERS).nullable().optional()),
  birth_date: z.preprocess(blankIsNull, pastDate.nullable().optional()),
  // A client may send the profile back as GET /auth/me/ gave it: these are not changed here.
  id: z.unknown().optional().openapi({ description: 'Ignored (as /auth/me/ answers it)' }),
  phone_number: z
    .string()
    .optional()
    .openapi({ description: "Only the caller's own phone (as /auth/me/ gives it) is taken; the phone is changed nowhere here" }),
  roles: z.unknown().optional().openapi({ description: 'Ignored' }),
  has_password: z.unknown().optional().openapi({ description: 'Ignored (as /auth/me/ answers it; the password changes at /auth/change/password/)' }),
});
/** What a client sends to change the profile (not the phone). */
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;
export type ParsedProfileUpdate = z.output<typeof ProfileUpdateSchema>;

/** A message of the SMS outbox (`GET /dev/sms/`, DEV_SMS_OUTBOX=1 only). */
export const OutboxMessageSchema = z.object({ phone_number: z.string(), text: z.string(), code: z.string().nullable(), created_at: z.string() });
export const OutboxQuerySchema = z.object({ phone_number: phoneSchema.openapi({ type: 'string', example: '+998901234567' }) });

/**
 * The shopper's Telegram (ADR 0033): linked, their back-in-stock notices come from the bot instead
 * of by SMS. `GET /auth/telegram/` and `DELETE /auth/telegram/` answer this.
 */
export const ShopperTelegramSchema = z
  .object({
    /** False when the site has no bot configured (TELEGRAM_BOT_USERNAME): the profile offers nothing. */
    available: z.boolean(),
    linked: z.boolean(),
    bot_username: z.string().nullable().openapi({ example: 'savat_bot' }),
  })
  .openapi('ShopperTelegram');
export type ShopperTelegram = z.infer<typeof ShopperTelegramSchema>;

/** `POST /auth/telegram/link/`: the bot's deep link with a one-time token. */
export const ShopperTelegramLinkSchema = z
  .object({
    link: z.string().openapi({ format: 'uri', example: 'https://t.me/savat_bot?start=abc' }),
    expires_at: z.string().openapi({ description: 'ISO 8601; the link works once, until then' }),
  })
  .openapi('ShopperTelegramLink');
export type ShopperTelegramLink = z.infer<typeof ShopperTelegramLinkSchema>;
