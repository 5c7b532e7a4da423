import { queryOptions } from './query-options';
import type { ChangePasswordInput, DeviceVerified, LoginInput, OtpKeyResult, ProfileUpdate, RegisterInput, SignupVerified, TokenAnswer, User } from '@/lib/contract/account';
import { REFRESH_COOKIE_HEADER } from '@/lib/contract/values';
import type { Message } from '@/lib/contract/common';
import { unwrap, type Http } from './http';

/**
 * The account calls of the contract (api-contract.md, "Accounts"). Every function takes the
 * client to call with (browserApi() in the browser), so that it carries the token and language.
 * The calls that start, renew or end a session ask for the refresh token as the HttpOnly cookie
 * (ADR 0005): the answers carry the access token only.
 */
const cookie = { [REFRESH_COOKIE_HEADER]: '1' };

export const login = (http: Http, body: LoginInput) => http.post('auth/login/', { json: body, headers: cookie }).then(unwrap<TokenAnswer>);

/** Sends the sign-up code; no account exists until it is verified. The password is optional. */
export const register = (http: Http, body: RegisterInput) => http.post('auth/register/', { json: body }).then(unwrap<OtpKeyResult>);

/** Creates the account and answers its first token pair: a confirmed phone is signed in. */
export const verifySignUp = (http: Http, otp_key: string, otp_code: string) =>
  http.post('auth/verify/', { json: { otp_key, otp_code }, headers: cookie }).then(unwrap<SignupVerified>);

/** Sign-in by SMS code alone, for a phone that has an account. */
export const requestLoginCode = (http: Http, phone_number: string) =>
  http.post('auth/login/code/', { json: { phone_number } }).then(unwrap<OtpKeyResult>);

export const loginWithCode = (http: Http, otp_key: string, otp_code: string) =>
  http.post('auth/login/verify/', { json: { otp_key, otp_code }, headers: cookie }).then(unwrap<TokenAnswer>);

/** A new code under a new key; the old code is void. */
export const resendCode = (http: Http, otp_key: string) => http.post('auth/resend/', { json: { otp_key } }).then(unwrap<OtpKeyResult>);

export const requestPasswordReset = (http: Http, phone_number: string) =>
  http.post('auth/reset/password/', { json: { phone_number } }).then(unwrap<OtpKeyResult>);

/** Trades a reset code for the single-use reset token. */
export const checkResetCode = (http: Http, otp_key: string, otp_code: string) =>
  http.post('auth/check/reset_token/', { json: { otp_key, otp_code } }).then(unwrap<string>);

export const updatePassword = (http: Http, token: string, new_password: string) =>
  http.post(`auth/update/password/${encodeURIComponent(token)}/`, { json: { new_password } }).then(unwrap<Message>);

/** Ends the session of the caller's access token and clears the refresh cookie. */
export const logout = (http: Http) => http.post('auth/logout/', { json: {}, headers: cookie }).then(unwrap<Message>);

/** Staff's second factor (ADR 0025): a code to the account's phone for this device, then the code. */
export const requestDeviceCode = (http: Http) => http.post('auth/device/code/').then(unwrap<OtpKeyResult>);
export const confirmDevice = (http: Http, otp_key: string, otp_code: string) =>
  http.post('auth/device/verify/', { json: { otp_key, otp_code } }).then(unwrap<DeviceVerified>);

/** The profile's change: the current password (none for an account that has none yet) and a new one. */
export const changePassword = (http: Http, body: ChangePasswordInput) => http.post('auth/change/password/', { json: body }).then(unwrap<Message>);

export const getMe = (http: Http) => http.get('auth/me/').then(unwrap<User>);

export const updateProfile = (http: Http, body: ProfileUpdate) => http.patch('auth/update/', { json: body }).then(unwrap<User>);

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

/** The shopper's own profile: always live (never served stale from the cache). */
export const meQuery = (http: Http) => queryOptions({ queryKey: authKeys.me(), queryFn: () => getMe(http), staleTime: 0 });
