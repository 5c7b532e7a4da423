import { queryOptions } from './query-options';
import { unwrap, type Http } from './http';

/**
 * The account calls of the contract (api-contract.md, "Accounts"). Every function takes the
 * client to call with (browserApi() in the browser), so that it carries the token and language.
 */
export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export type Gender = 'M' | 'F';

export interface User {
  id: number;
  phone_number: string;
  full_name: string | null;
  gender: Gender | null;
  /** YYYY-MM-DD */
  birth_date: string | null;
}

export type ProfileUpdate = Partial<Pick<User, 'full_name' | 'gender' | 'birth_date'>>;

export interface PhoneAndPassword {
  phone_number: string;
  password: string;
}

export const login = (http: Http, body: PhoneAndPassword) => http.post('auth/login/', { json: body }).then(unwrap<Tokens>);

/** Sends the sign-up code; no account exists until it is verified. */
export const register = (http: Http, body: PhoneAndPassword) => http.post('auth/register/', { json: body }).then(unwrap<{ otp_key: string }>);

export const verifySignUp = (http: Http, otp_key: string, otp_code: string) =>
  http.post('auth/verify/', { json: { otp_key, otp_code } }).then(unwrap<{ message: string }>);

/** A new code under a new key; the old code is void. */
export const resendCode = (http: Http, otp_key: string) => http.post('auth/resend/', { json: { otp_key } }).then(unwrap<{ otp_key: string }>);

export const requestPasswordReset = (http: Http, phone_number: string) =>
  http.post('auth/reset/password/', { json: { phone_number } }).then(unwrap<{ otp_key: string }>);

/** Trades a reset code for the single-use reset token. */
export const checkResetCode = (http: Http, otp_key: string, otp_code: string) =>
  http.post('auth/check/reset_token/', { json: { otp_key, otp_code } }).then(unwrap<string>);

export const updatePassword = (http: Http, token: string, new_password: string) =>
  http.post(`auth/update/password/${encodeURIComponent(token)}/`, { json: { new_password } }).then(unwrap<{ message: string }>);

export const logout = (http: Http, refresh: string) => http.post('auth/logout/', { json: { refresh } }).then(unwrap<{ message: string }>);

export const getMe = (http: Http) => http.get('auth/me/').then(unwrap<User>);

export const updateProfile = (http: Http, body: ProfileUpdate) => http.patch('auth/update/', { json: body }).then(unwrap<User>);

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

/** The shopper's own profile: always live (never served stale from the cache). */
export const meQuery = (http: Http) => queryOptions({ queryKey: authKeys.me(), queryFn: () => getMe(http), staleTime: 0 });
