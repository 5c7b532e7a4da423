import { queryOptions } from './query-options';
import type { ChangePasswordInput, LoginInput, ProfileUpdate, RegisterInput } from '@/lib/contract/account';
import { shopApi } from '@/lib/contract/shop-route-values';
import { REFRESH_COOKIE_HEADER } from '@/lib/contract/values';
import { call } from './call';
import type { Http } from './http';

/**
 * The account calls of the contract (api-contract.md, "Accounts"). Every function takes the
 * client to call with (browserApi() in the browser), so that it carries the token and language.
 * The calls that start, renew or end a session ask for the refresh token as the HttpOnly cookie
 * (ADR 0005): the answers carry the access token only.
 */
const cookie = { headers: { [REFRESH_COOKIE_HEADER]: '1' } };

export const login = (http: Http, body: LoginInput) => call(http, shopApi.auth.login, { json: body, options: cookie });

/** Sends the sign-up code; no account exists until it is verified. The password is optional. */
export const register = (http: Http, body: RegisterInput) => call(http, shopApi.auth.register, { json: body });

/** Creates the account and answers its first token pair: a confirmed phone is signed in. */
export const verifySignUp = (http: Http, otp_key: string, otp_code: string) =>
  call(http, shopApi.auth.verify, { json: { otp_key, otp_code }, options: cookie });

/** Sign-in by SMS code alone, for a phone that has an account. */
export const requestLoginCode = (http: Http, phone_number: string) => call(http, shopApi.auth.loginCode, { json: { phone_number } });

export const loginWithCode = (http: Http, otp_key: string, otp_code: string) =>
  call(http, shopApi.auth.loginVerify, { json: { otp_key, otp_code }, options: cookie });

/** A new code under a new key; the old code is void. */
export const resendCode = (http: Http, otp_key: string) => call(http, shopApi.auth.resend, { json: { otp_key } });

export const requestPasswordReset = (http: Http, phone_number: string) => call(http, shopApi.auth.resetPassword, { json: { phone_number } });

/** Trades a reset code for the single-use reset token. */
export const checkResetCode = (http: Http, otp_key: string, otp_code: string) => call(http, shopApi.auth.checkResetToken, { json: { otp_key, otp_code } });

export const updatePassword = (http: Http, token: string, new_password: string) =>
  call(http, shopApi.auth.updatePassword, { path: { token }, json: { new_password } });

/** Ends the session of the caller's access token and clears the refresh cookie. */
export const logout = (http: Http) => call(http, shopApi.auth.logout, { json: {}, options: cookie });

/** Staff's second factor (ADR 0025): a code to the account's phone for this device, then the code. */
export const requestDeviceCode = (http: Http) => call(http, shopApi.auth.deviceCode);
export const confirmDevice = (http: Http, otp_key: string, otp_code: string) => call(http, shopApi.auth.deviceVerify, { json: { otp_key, otp_code } });

/** The profile's change: the current password (none for an account that has none yet) and a new one. */
export const changePassword = (http: Http, body: ChangePasswordInput) => call(http, shopApi.auth.changePassword, { json: body });

export const getMe = (http: Http) => call(http, shopApi.auth.me);

export const updateProfile = (http: Http, body: ProfileUpdate) => call(http, shopApi.auth.update, { json: body });

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

/** The shopper's own profile: always live (never served stale from the cache). */
export const meQuery = (http: Http) => queryOptions({ queryKey: authKeys.me(), queryFn: () => getMe(http), staleTime: 0 });
