import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ParsedProfileUpdate, Tokens, User } from '@/lib/contract/account';
import type { Role } from '@/lib/contract/console';
import type { Locale } from '@/lib/contract/values';
import type { Db } from '../db/client';
import { pendingSignups, resetTokens, users } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { text } from '../http/messages';
import { otpLocked, lockedUntil, resendCode, sendFirstCode, checkCode, type SentCode } from './otp';
import { hashPassword, isCommonPassword, verifyNothing, verifyPassword } from './passwords';
import { authLimits, hitLimits } from './rate-limit';
import { rolesOf } from './roles';
import { randomToken, sha256 } from './secrets';
import { forgetDevices, isTrustedDevice } from './second-factor';
import { revokeAllSessions, revokeOtherSessions, revokeRefreshToken, revokeSession, rotateRefreshToken, startSession, type Session } from './tokens';
import { rememberLocale } from './user-locale';

/**
 * The account flows of ADR 0005 and the contract's "Accounts". Routes have already
 * validated the shapes (phone in E.164, password rules); this module decides.
 */

const RESET_TOKEN_TTL_MINUTES = 15;

/** The server-only part of the password rules: not one of the most common passwords. */
function refuseCommonPassword(password: string, field: 'password' | 'new_password') {
  const common = text('failures.commonPassword');
  if (isCommonPassword(password)) throw new ApiFailure('validation_error', { fields: { [field]: common }, message: common });
}

/**
 * A blocked account (an operator's decision) cannot sign in: 403 `forbidden` with its own
 * message, said only after the password or code was right (or when a code is asked for, so no SMS
 * is spent on it), so that it tells a stranger nothing a wrong password would not.
 */
function refuseBlocked(user: { blockedAt: Date | null }) {
  if (user.blockedAt) throw new ApiFailure('forbidden', { message: text('failures.accountBlocked') });
}

async function userByPhone(db: Db, phone: string) {
  const [user] = await db.select().from(users).where(eq(users.phoneNumber, phone));
  return user;
}

export type { SentCode } from './otp';

export interface Caller {
  address: string;
  locale: Locale;
}

/**
 * Starts a sign-up. The password is optional (ADR 0005): without one the account signs in by SMS
 * code until its owner sets one in the profile or by a reset.
 */
export async function register(db: Db, phone: string, password: string | undefined, caller: Caller): Promise<SentCode> {
  await hitLimits(db, authLimits('register', phone, caller.address));
  if (password !== undefined) refuseCommonPassword(password, 'password');
  if (await userByPhone(db, phone)) throw new ApiFailure('account_already_exists');
  const locked = await lockedUntil(db, phone, 'signup');
  if (locked) throw otpLocked(locked);
  const passwordHash = password === undefined ? null : await hashPassword(password);
  return sendFirstCode(db, {
    phone,
    purpose: 'signup',
    locale: caller.locale,
    before: async (tx) => {
      // One pending sign-up per phone: the newest password wins.
      await tx.delete(pendingSignups).where(eq(pendingSignups.phoneNumber, phone));
      const [row] = await tx.insert(pendingSignups).values({ phoneNumber: phone, passwordHash }).returning({ id: pendingSignups.id });
      return row!.id;
    },
  });
}

/**
 * The right sign-up code creates the account (a second verification of the phone is refused) and
 * starts its first session: the shopper who confirmed their phone is signed in (ADR 0005).
 */
export async function verifySignup(db: Db, otpKey: string, code: string): Promise<Tokens> {
  const row = await checkCode(db, otpKey, code, 'signup');
  const [pending] = row.pendingSignupId ? await db.select().from(pendingSignups).where(eq(pendingSignups.id, row.pendingSignupId)) : [];
  if (!pending) throw new ApiFailure('invalid_code');
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ phoneNumber: pending.phoneNumber, passwordHash: pending.passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    await tx.delete(pendingSignups).where(eq(pendingSignups.phoneNumber, pending.phoneNumber));
    return user;
  });
  if (!created) throw new ApiFailure('account_already_exists');
  // The password and the phone's code, but no remembered device: a new account has no console roles.
  // Without a password the session has proved the phone alone, as a sign-in by code (ADR 0025).
  return startSession(db, created.id, { signedInWith: pending.passwordHash ? 'password' : 'code', secondFactor: false });
}

export const resend = (db: Db, otpKey: string, locale: Locale): Promise<SentCode> => resendCode(db, otpKey, locale);

/**
 * The same answer, after the same work, for an unknown phone and a wrong password. A remembered
 * device (ADR 0025) passes the staff's second factor for the new session.
 */
export async function login(db: Db, phone: string, password: string, caller: Caller, deviceToken?: string): Promise<Tokens> {
  await hitLimits(db, authLimits('login', phone, caller.address));
  const user = await userByPhone(db, phone);
  // An account without a password (signed up by code) answers as a wrong password, after the same work.
  const right = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyNothing(password);
  if (!user || !right) throw new ApiFailure('invalid_phone_or_password');
  refuseBlocked(user);
  await rememberLocale(db, user.id, caller.locale);
  return startSession(db, user.id, { signedInWith: 'password', secondFactor: await isTrustedDevice(db, user.id, deviceToken) });
}

/**
 * A first code for a phone that has an account (a sign-in or a reset): the purpose's rate limit,
 * its lock-out, then the account, then the send from the phone's budget.
 */
async function sendAccountCode(db: Db, phone: string, purpose: 'login' | 'reset', caller: Caller): Promise<SentCode> {
  await hitLimits(db, authLimits(purpose === 'login' ? 'login-code' : 'reset', phone, caller.address));
  const locked = await lockedUntil(db, phone, purpose);
  if (locked) throw otpLocked(locked);
  const user = await userByPhone(db, phone);
  if (!user) throw new ApiFailure('invalid_phone_number');
  refuseBlocked(user);
  return sendFirstCode(db, { phone, purpose, locale: caller.locale });
}

/** The user a right code of an account's purpose names (sign-in or reset). */
async function userOfCode(db: Db, otpKey: string, code: string, purpose: 'login' | 'reset') {
  const row = await checkCode(db, otpKey, code, purpose);
  const user = await userByPhone(db, row.phoneNumber);
  if (!user) throw new ApiFailure('invalid_code');
  return user;
}

/**
 * Sign-in by SMS code alone, for a phone that has an account: the same budget and limits as every
 * code (its own purpose, so a sign-in code never resets a password and the reverse).
 */
export const requestLoginCode = (db: Db, phone: string, caller: Caller) => sendAccountCode(db, phone, 'login', caller);

/**
 * The right sign-in code starts a session, as a password would, for the shop: it has proved the
 * phone alone, so it never passes the staff's second factor (the console wants the password).
 */
export async function loginWithCode(db: Db, otpKey: string, code: string): Promise<Tokens> {
  const user = await userOfCode(db, otpKey, code, 'login');
  refuseBlocked(user);
  return startSession(db, user.id, { signedInWith: 'code', secondFactor: false });
}

export const requestReset = (db: Db, phone: string, caller: Caller) => sendAccountCode(db, phone, 'reset', caller);

/** The right reset code gives a single-use reset token, valid for 15 minutes. */
export async function issueResetToken(db: Db, otpKey: string, code: string): Promise<string> {
  const user = await userOfCode(db, otpKey, code, 'reset');
  const token = randomToken();
  await db.insert(resetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`,
  });
  return token;
}

/**
 * Spends the reset token, sets the password and ends every session of the account; its remembered
 * devices are forgotten too (a reset is what a staff member does after a theft).
 */
export async function updatePassword(db: Db, token: string, newPassword: string): Promise<void> {
  refuseCommonPassword(newPassword, 'new_password');
  const passwordHash = await hashPassword(newPassword);
  const userId = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(resetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(resetTokens.tokenHash, sha256(token)), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, sql`now()`)))
      .returning({ userId: resetTokens.userId });
    if (!spent) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await revokeAllSessions(tx, spent.userId);
    await forgetDevices(tx, spent.userId);
    return spent.userId;
  });
  if (userId === null) throw new ApiFailure('invalid_code', { message: text('failures.resetTokenInvalid') });
}

/**
 * The profile's "change password" (ADR 0005): the current password, then a new one under the
 * sign-up rules. An account without a password (signed up by code) sets its first one with the
 * new password alone: its session proved the phone, which is all a reset asks for. As a reset
 * does, every other session of the account ends and its remembered devices are forgotten; the
 * caller's own session goes on. A wrong current password is a field error and changes nothing.
 */
export async function changePassword(
  db: Db,
  userId: number,
  session: Session,
  input: { old_password?: string; new_password: string },
  caller: Caller,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiFailure('unauthorized');
  await hitLimits(db, authLimits('change-password', user.phoneNumber, caller.address));
  if (user.passwordHash) {
    if (!input.old_password) throw new ApiFailure('validation_error', { fields: { old_password: text('fields.required') } });
    if (!(await verifyPassword(user.passwordHash, input.old_password))) {
      const wrong = text('failures.wrongPassword');
      throw new ApiFailure('validation_error', { fields: { old_password: wrong }, message: wrong });
    }
  }
  refuseCommonPassword(input.new_password, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  const changed = await db.transaction(async (tx) => {
    // Only over the hash just checked: of two changes at once, the second finds it gone.
    const [row] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), user.passwordHash ? eq(users.passwordHash, user.passwordHash) : isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (!row) return false;
    await revokeOtherSessions(tx, userId, session.id);
    await forgetDevices(tx, userId);
    return true;
  });
  if (!changed) throw new ApiFailure('validation_error', { fields: { old_password: text('failures.wrongPassword') } });
}

export const refresh = (db: Db, token: string) => rotateRefreshToken(db, token);

/** Logout ends the session of the refresh token given, or else of the caller's access token. */
export async function logout(db: Db, by: { refresh?: string; session?: string }): Promise<void> {
  if (by.refresh) await revokeRefreshToken(db, by.refresh);
  else if (by.session) await revokeSession(db, by.session);
}

const toProfile = (u: typeof users.$inferSelect, roles: Role[]): User => ({
  id: u.id,
  phone_number: u.phoneNumber,
  full_name: u.fullName,
  gender: u.gender,
  birth_date: u.birthDate,
  roles,
  has_password: u.passwordHash !== null,
});

/** The caller's profile; a token of a deleted account is no longer a session. */
export async function profile(db: Db, userId: number): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiFailure('unauthorized');
  return toProfile(user, await rolesOf(db, userId));
}

export async function updateProfile(db: Db, userId: number, patch: ParsedProfileUpdate): Promise<User> {
  // The profile may come back as /auth/me/ gave it, phone included; a different phone is refused
  // (the phone is the login, changed nowhere here), never ignored in silence.
  if (patch.phone_number !== undefined && patch.phone_number !== (await profile(db, userId)).phone_number) {
    throw new ApiFailure('validation_error', { fields: { phone_number: text('fields.notAllowed') } });
  }
  const set: Partial<typeof users.$inferInsert> = {};
  if (patch.full_name !== undefined) set.fullName = patch.full_name;
  if (patch.gender !== undefined) set.gender = patch.gender;
  if (patch.birth_date !== undefined) set.birthDate = patch.birth_date;
  if (Object.keys(set).length) await db.update(users).set(set).where(eq(users.id, userId));
  return profile(db, userId);
}
