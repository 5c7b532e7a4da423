import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ChangePasswordInputSchema,
  CodeInputSchema,
  DeviceVerifiedSchema,
  LoginInputSchema,
  LogoutInputSchema,
  NewPasswordInputSchema,
  OtpKeyInputSchema,
  OtpKeyResultSchema,
  PhoneInputSchema,
  ProfileSchema,
  ProfileUpdateSchema,
  RefreshBodySchema,
  RegisterInputSchema,
  SignupVerifiedSchema,
  ResetTokenParamsSchema,
  TokenPairSchema,
} from '@/lib/contract/account';
import { MessageSchema } from '@/lib/contract/common';
import { REFRESH_COOKIE_HEADER } from '@/lib/contract/values';
import { bearer, clientAddress, requireUser, sessionOf, userIdOf } from '../http/auth';
import { ApiFailure } from '../http/errors';
import { say } from '../http/messages';
import { answerTokens, clearRefreshCookie, readDeviceCookie, readRefreshCookie, setDeviceCookie, wantsRefreshCookie } from '../http/session-cookies';
import { ok } from '../http/respond';
import { createRouter, type AppEnv } from '../http/router';
import * as auth from '../services/auth';
import { confirmDevice, requestDeviceCode, TRUSTED_DEVICE_DAYS } from '../services/second-factor';
import { verifyAccessToken } from '../services/tokens';
import { errorResponses, failure, json } from '../openapi/responses';

/** A blocked account is refused sign-in and new tokens. */
const blockedResponse = { 403: failure('`forbidden`: the account is blocked by an operator') } as const;

export const authRoutes = createRouter();

const tags = ['auth'];
const body = <T extends z.ZodTypeAny>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
/** A body the call may leave out (our pages' refresh and logout carry their token in a cookie or header). */
const optionalBody = <T extends z.ZodTypeAny>(schema: T) => ({ body: { required: false, content: { 'application/json': { schema } } } });
/** Our own pages' sign-ins, refresh and logout (ADR 0005): the refresh token as a cookie, not in the body. */
const cookieHeader = {
  headers: z.object({
    [REFRESH_COOKIE_HEADER.toLowerCase()]: z.literal('1').optional().openapi({
      description: 'Our own pages: `1` puts the refresh token into the HttpOnly cookie `savat_refresh` (and reads it from there) instead of the body',
    }),
  }),
};
const caller = (c: Context<AppEnv>): auth.Caller => ({ address: clientAddress(c), locale: c.var.locale });

/** A code sent, as answered: its key, with the tries and resends the code screen shows (ADR 0005). */
const sent = (code: auth.SentCode) => ({ otp_key: code.otpKey, tries_left: code.triesLeft, resends_left: code.resendsLeft });

const otpResponses = {
  429: failure('`otp_locked` (with `new_otp_time`) or `rate_limited` (with Retry-After): no new code yet'),
};

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/register',
    tags,
    summary:
      'Starts a sign-up: sends a code to the phone. No account exists until it is verified. The password is optional: without one the account signs in by code',
    request: body(RegisterInputSchema),
    responses: { 201: json(OtpKeyResultSchema, 'The code was sent'), ...errorResponses, ...otpResponses },
  }),
  async (c) => {
    const { phone_number, password } = c.req.valid('json');
    return ok(c, sent(await auth.register(c.var.db, phone_number, password, caller(c))), 201);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/verify',
    tags,
    summary: 'Confirms a sign-up code, creates the account and signs it in',
    request: { ...body(CodeInputSchema), ...cookieHeader },
    responses: { 200: json(SignupVerifiedSchema, 'Account created; its first token pair'), ...errorResponses, ...otpResponses },
  }),
  async (c) => {
    const { otp_key, otp_code } = c.req.valid('json');
    const tokens = await auth.verifySignup(c.var.db, otp_key, otp_code);
    return ok(c, { message: say(c.var.locale, 'done.accountCreated'), ...answerTokens(c, tokens) }, 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/resend',
    tags,
    summary: 'A new code under a new key; the old code stops working',
    request: body(OtpKeyInputSchema),
    responses: { 200: json(OtpKeyResultSchema, 'Sent'), ...errorResponses, ...otpResponses },
  }),
  async (c) => ok(c, sent(await auth.resend(c.var.db, c.req.valid('json').otp_key, c.var.locale)), 200),
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/login',
    tags,
    summary: "Phone and password for a token pair (a staff member's remembered device: `device_token`, or the `savat_device` cookie)",
    request: { ...body(LoginInputSchema), ...cookieHeader },
    responses: { ...blockedResponse, 200: json(TokenPairSchema, 'Logged in'), ...errorResponses, 429: failure('`rate_limited`') },
  }),
  async (c) => {
    const { phone_number, password, device_token } = c.req.valid('json');
    const tokens = await auth.login(c.var.db, phone_number, password, caller(c), device_token ?? readDeviceCookie(c));
    return ok(c, answerTokens(c, tokens), 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/login/code',
    tags,
    summary: 'Sends a sign-in code to a phone that has an account; `invalid_phone_number` when none has it',
    request: body(PhoneInputSchema),
    responses: { ...blockedResponse, 200: json(OtpKeyResultSchema, 'Sent'), ...errorResponses, ...otpResponses },
  }),
  async (c) => ok(c, sent(await auth.requestLoginCode(c.var.db, c.req.valid('json').phone_number, caller(c))), 200),
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/login/verify',
    tags,
    summary: 'A right sign-in code for a token pair (the same code limits as every code)',
    request: { ...body(CodeInputSchema), ...cookieHeader },
    responses: { ...blockedResponse, 200: json(TokenPairSchema, 'Logged in'), ...errorResponses, ...otpResponses },
  }),
  async (c) => {
    const { otp_key, otp_code } = c.req.valid('json');
    return ok(c, answerTokens(c, await auth.loginWithCode(c.var.db, otp_key, otp_code)), 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/refresh',
    tags,
    summary:
      "Rotates the refresh token (`refresh`, or our pages' cookie). Presented again within REFRESH_GRACE_SECONDS (30 s) while its successor is unused, it answers the same successor pair; later, it ends its whole session family (401)",
    request: { ...optionalBody(RefreshBodySchema), ...cookieHeader },
    responses: {
      200: json(TokenPairSchema, 'New tokens'),
      401: failure('`unauthorized`: unknown, used, revoked or expired, or the account is blocked'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const fromBody = (c.req.valid('json') as { refresh?: string } | undefined)?.refresh;
    // The cookie only for a caller that says it is one of our pages (a header no other site can send).
    const token = fromBody ?? (wantsRefreshCookie(c) ? readRefreshCookie(c) : undefined);
    try {
      if (!token) throw new ApiFailure('unauthorized');
      return ok(c, answerTokens(c, await auth.refresh(c.var.db, token)), 200);
    } catch (error) {
      // An ended session: the page's cookie goes with it.
      if (error instanceof ApiFailure && error.code === 'unauthorized' && wantsRefreshCookie(c)) clearRefreshCookie(c);
      throw error;
    }
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/logout',
    tags,
    summary: 'Ends the session of the refresh token given, or else of the access token (our pages, whose refresh token is a cookie); clears that cookie',
    request: { ...optionalBody(LogoutInputSchema), ...cookieHeader },
    responses: { 200: json(MessageSchema, 'Logged out'), ...errorResponses },
  }),
  async (c) => {
    const refresh = (c.req.valid('json') as { refresh?: string } | undefined)?.refresh;
    const token = refresh ? undefined : bearer(c);
    const session = token ? (await verifyAccessToken(c.var.db, token))?.session.id : undefined;
    await auth.logout(c.var.db, { refresh, session });
    clearRefreshCookie(c);
    return ok(c, { message: say(c.var.locale, 'done.loggedOut') }, 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/device/code',
    tags,
    summary: "Staff's second factor (ADR 0025): sends a code to the account's phone to confirm this device. Only for a session begun with the password",
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    responses: {
      200: json(OtpKeyResultSchema, 'Sent'),
      401: failure('`unauthorized`'),
      403: failure('`forbidden`: the session began with an SMS code alone; sign in with the password'),
      ...errorResponses,
      ...otpResponses,
    },
  }),
  async (c) => ok(c, sent(await requestDeviceCode(c.var.db, userIdOf(c), sessionOf(c), caller(c))), 200),
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/device/verify',
    tags,
    summary: `The right device code passes the second factor for this session and remembers the device for ${TRUSTED_DEVICE_DAYS} days (\`device_token\`, and the HttpOnly cookie \`savat_device\`)`,
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    request: body(CodeInputSchema),
    responses: {
      200: json(DeviceVerifiedSchema, 'Confirmed'),
      401: failure('`unauthorized`'),
      403: failure('`forbidden`: a session begun with an SMS code alone'),
      ...errorResponses,
      ...otpResponses,
    },
  }),
  async (c) => {
    const { otp_key, otp_code } = c.req.valid('json');
    const device = await confirmDevice(c.var.db, userIdOf(c), sessionOf(c), otp_key, otp_code, c.req.header('user-agent'));
    setDeviceCookie(c, device.token, TRUSTED_DEVICE_DAYS * 24 * 60 * 60);
    return ok(c, { message: say(c.var.locale, 'done.deviceConfirmed'), device_token: device.token, expires_at: device.expiresAt.toISOString() }, 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/reset/password',
    tags,
    summary: 'Sends a password-reset code; `invalid_phone_number` when no account has the phone',
    request: body(PhoneInputSchema),
    responses: { 200: json(OtpKeyResultSchema, 'Sent'), ...errorResponses, ...otpResponses },
  }),
  async (c) => ok(c, sent(await auth.requestReset(c.var.db, c.req.valid('json').phone_number, caller(c))), 200),
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/check/reset_token',
    tags,
    summary: 'A right reset code gives the reset token (single use, 15 minutes)',
    request: body(CodeInputSchema),
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
      params: ResetTokenParamsSchema,
      ...body(NewPasswordInputSchema),
    },
    responses: { 200: json(MessageSchema, 'Password changed'), ...errorResponses },
  }),
  async (c) => {
    await auth.updatePassword(c.var.db, c.req.valid('param').token, c.req.valid('json').new_password);
    return ok(c, { message: say(c.var.locale, 'done.passwordChanged') }, 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/change/password',
    tags,
    summary:
      "The profile's password change: the current password (`old_password`; left out only by an account that has none) and a new one under the sign-up rules. Every other session of the account ends and its remembered devices are forgotten; the caller's session goes on. Rate-limited as login",
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    request: body(ChangePasswordInputSchema),
    responses: {
      200: json(MessageSchema, 'Password changed'),
      401: failure('`unauthorized`'),
      ...errorResponses,
      400: failure('`validation_error`: `fields.old_password` (missing or wrong) or `fields.new_password` (the password rules)'),
      429: failure('`rate_limited` (with Retry-After)'),
    },
  }),
  async (c) => {
    await auth.changePassword(c.var.db, userIdOf(c), sessionOf(c), c.req.valid('json'), caller(c));
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
    responses: { 200: json(ProfileSchema, 'Profile'), 401: failure('`unauthorized`'), ...errorResponses },
  }),
  async (c) => ok(c, await auth.profile(c.var.db, userIdOf(c)), 200),
);

authRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/auth/update',
    tags,
    summary: 'Changes name, gender and birth date (not the phone)',
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    request: body(ProfileUpdateSchema),
    responses: { 200: json(ProfileSchema, 'The profile as saved'), 401: failure('`unauthorized`'), ...errorResponses },
  }),
  async (c) => ok(c, await auth.updateProfile(c.var.db, userIdOf(c), c.req.valid('json')), 200),
);
