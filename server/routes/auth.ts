import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { newPasswordSchema, loginPasswordSchema } from '@/lib/domain/password';
import { otpCodeSchema } from '@/lib/domain/otp';
import { phoneSchema } from '@/lib/domain/phone';
import { clientAddress, requireUser, userIdOf } from '../http/auth';
import { say } from '../http/messages';
import { ok } from '../http/respond';
import type { AppEnv } from '../http/router';
import { createRouter } from '../http/router';
import * as auth from '../services/auth';
import { ErrorBody, errorResponses, json } from '../openapi/schemas';

export const authRoutes = createRouter();

const tags = ['auth'];
const body = <T extends z.ZodTypeAny>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const caller = (c: Context<AppEnv>): auth.Caller => ({ address: clientAddress(c), locale: c.var.locale });
const failure = (description: string) => ({ content: { 'application/json': { schema: ErrorBody } }, description });

const phone = phoneSchema.openapi({ type: 'string', example: '+998901234567', description: 'An Uzbek number: +998 and 9 digits' });
const otpKey = z.string().min(1).max(100).openapi({ description: 'The key answered with the code' });
const otpCode = otpCodeSchema.openapi({ example: '12345', description: '5 digits' });
const OtpKeyResult = z.object({ otp_key: z.string() });
const TokenPair = z.object({ access_token: z.string(), refresh_token: z.string() }).openapi('TokenPair');
const Message = z.object({ message: z.string() });
const refreshBody = z.strictObject({ refresh: z.string().min(1).max(200) });
const Profile = z
  .object({
    id: z.number().int(),
    phone_number: z.string(),
    full_name: z.string().nullable(),
    gender: z.enum(['M', 'F']).nullable(),
    birth_date: z.string().nullable().openapi({ format: 'date' }),
  })
  .openapi('Profile');

const otpResponses = {
  429: failure('`otp_locked` (with `new_otp_time`) or `rate_limited` (with Retry-After): no new code yet'),
};

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/register',
    tags,
    summary: 'Starts a sign-up: sends a code to the phone. No account exists until it is verified',
    request: body(z.strictObject({ phone_number: phone, password: newPasswordSchema })),
    responses: { 201: json(OtpKeyResult, 'The code was sent'), ...errorResponses, ...otpResponses },
  }),
  async (c) => {
    const { phone_number, password } = c.req.valid('json');
    return ok(c, { otp_key: await auth.register(c.var.db, phone_number, password, caller(c)) }, 201);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/verify',
    tags,
    summary: 'Confirms a sign-up code and creates the account',
    request: body(z.strictObject({ otp_key: otpKey, otp_code: otpCode })),
    responses: { 200: json(Message, 'Account created'), ...errorResponses, ...otpResponses },
  }),
  async (c) => {
    const { otp_key, otp_code } = c.req.valid('json');
    await auth.verifySignup(c.var.db, otp_key, otp_code);
    return ok(c, { message: say(c.var.locale, 'done.accountCreated') }, 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/resend',
    tags,
    summary: 'A new code under a new key; the old code stops working',
    request: body(z.strictObject({ otp_key: otpKey })),
    responses: { 200: json(OtpKeyResult, 'Sent'), ...errorResponses, ...otpResponses },
  }),
  async (c) => ok(c, { otp_key: await auth.resend(c.var.db, c.req.valid('json').otp_key, c.var.locale) }, 200),
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/login',
    tags,
    summary: 'Phone and password for a token pair',
    request: body(z.strictObject({ phone_number: phone, password: loginPasswordSchema })),
    responses: { 200: json(TokenPair, 'Logged in'), ...errorResponses, 429: failure('`rate_limited`') },
  }),
  async (c) => {
    const { phone_number, password } = c.req.valid('json');
    return ok(c, await auth.login(c.var.db, phone_number, password, caller(c)), 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/refresh',
    tags,
    summary: 'Rotates the refresh token; a reused one ends its whole session family (401)',
    request: body(refreshBody),
    responses: { 200: json(TokenPair, 'New tokens'), 401: failure('`unauthorized`: unknown, used, revoked or expired'), ...errorResponses },
  }),
  async (c) => ok(c, await auth.refresh(c.var.db, c.req.valid('json').refresh), 200),
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/logout',
    tags,
    summary: 'Ends the session of the refresh token',
    request: body(refreshBody),
    responses: { 200: json(Message, 'Logged out'), ...errorResponses },
  }),
  async (c) => {
    await auth.logout(c.var.db, c.req.valid('json').refresh);
    return ok(c, { message: say(c.var.locale, 'done.loggedOut') }, 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/reset/password',
    tags,
    summary: 'Sends a password-reset code; `invalid_phone_number` when no account has the phone',
    request: body(z.strictObject({ phone_number: phone })),
    responses: { 200: json(OtpKeyResult, 'Sent'), ...errorResponses, ...otpResponses },
  }),
  async (c) => ok(c, { otp_key: await auth.requestReset(c.var.db, c.req.valid('json').phone_number, caller(c)) }, 200),
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/check/reset_token',
    tags,
    summary: 'A right reset code gives the reset token (single use, 15 minutes)',
    request: body(z.strictObject({ otp_key: otpKey, otp_code: otpCode })),
    responses: { 200: json(z.string(), 'The reset token'), ...errorResponses, ...otpResponses },
  }),
  async (c) => {
    const { otp_key, otp_code } = c.req.valid('json');
    return ok(c, await auth.issueResetToken(c.var.db, otp_key, otp_code), 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/update/password/{token}',
    tags,
    summary: 'Sets a new password with a reset token; every session of the account ends',
    request: {
      params: z.object({ token: z.string().min(1).max(200).openapi({ param: { name: 'token', in: 'path' } }) }),
      ...body(z.strictObject({ new_password: newPasswordSchema })),
    },
    responses: { 200: json(Message, 'Password changed'), ...errorResponses },
  }),
  async (c) => {
    await auth.updatePassword(c.var.db, c.req.valid('param').token, c.req.valid('json').new_password);
    return ok(c, { message: say(c.var.locale, 'done.passwordChanged') }, 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/auth/me',
    tags,
    summary: "The caller's profile",
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    responses: { 200: json(Profile, 'Profile'), 401: failure('`unauthorized`'), ...errorResponses },
  }),
  async (c) => ok(c, await auth.profile(c.var.db, userIdOf(c)), 200),
);

const pastDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().startsWith(d) && d >= '1900-01-01' && t <= Date.now();
  }, 'invalid_date')
  .openapi({ format: 'date', example: '1995-04-21' });

authRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/auth/update',
    tags,
    summary: 'Changes name, gender and birth date (not the phone)',
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    request: body(
      z.strictObject({
        full_name: z
          .string()
          .trim()
          .max(100)
          .transform((s) => s || null)
          .nullable()
          .optional(),
        gender: z.enum(['M', 'F']).nullable().optional(),
        birth_date: pastDate.nullable().optional(),
      }),
    ),
    responses: { 200: json(Profile, 'The profile as saved'), 401: failure('`unauthorized`'), ...errorResponses },
  }),
  async (c) => ok(c, await auth.updateProfile(c.var.db, userIdOf(c), c.req.valid('json')), 200),
);
