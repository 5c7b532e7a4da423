import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { trustedDevices, users } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { text } from '../http/messages';
import type { Caller } from './auth';
import { checkCode, lockedUntil, otpLocked, sendFirstCode, type SentCode } from './otp';
import { authLimits, hitLimits } from './rate-limit';
import { randomToken, sha256 } from './secrets';
import { markSecondFactor, type Session } from './tokens';

/**
 * The staff's second factor (ADR 0025). The console's powers (orders, stores, roles, blocking)
 * need a session that proved the password and then this device: an SMS code to the account's
 * phone, or a device remembered for TRUSTED_DEVICE_DAYS after it passed one. Shopping needs
 * neither: a staff member is a shopper like any other.
 */
export const TRUSTED_DEVICE_DAYS = 30;

/** Whether a device token is a live remembered device of this user (and notes that it was used). */
export async function isTrustedDevice(db: Db, userId: number, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .update(trustedDevices)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(trustedDevices.tokenHash, sha256(token)), eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, sql`now()`)))
    .returning({ id: trustedDevices.id });
  return Boolean(row);
}

/** A session that began with an SMS code alone has proved the phone only: another code adds nothing. */
function refuseCodeSession(session: Session) {
  if (session.signedInWith !== 'password') throw new ApiFailure('forbidden', { message: text('failures.passwordSignInRequired') });
}

async function phoneOf(db: Db, userId: number): Promise<string> {
  const [user] = await db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiFailure('unauthorized');
  return user.phone;
}

/** Sends the device code to the account's own phone, with every code's limits. */
export async function requestDeviceCode(db: Db, userId: number, session: Session, caller: Caller): Promise<SentCode> {
  refuseCodeSession(session);
  const phone = await phoneOf(db, userId);
  await hitLimits(db, authLimits('device', phone, caller.address));
  const locked = await lockedUntil(db, phone, 'device');
  if (locked) throw otpLocked(locked);
  return sendFirstCode(db, { phone, purpose: 'device', locale: caller.locale });
}

/**
 * The right code passes the second factor for this session, and remembers the device: its token
 * is answered once (the cookie for our pages, the body for other clients) and stored hashed.
 */
export async function confirmDevice(db: Db, userId: number, session: Session, otpKey: string, code: string, label: string | undefined) {
  refuseCodeSession(session);
  const row = await checkCode(db, otpKey, code, 'device');
  // A code sent to another account's phone confirms nothing here.
  if (row.phoneNumber !== (await phoneOf(db, userId))) throw new ApiFailure('invalid_code');
  const token = randomToken();
  const expiresAt = await db.transaction(async (tx) => {
    await markSecondFactor(tx, session.id);
    const [device] = await tx
      .insert(trustedDevices)
      .values({ userId, tokenHash: sha256(token), label: label?.slice(0, 200) ?? null, expiresAt: sql`now() + make_interval(days => ${TRUSTED_DEVICE_DAYS})` })
      .returning({ expiresAt: trustedDevices.expiresAt });
    return device!.expiresAt;
  });
  return { token, expiresAt };
}

/** A password reset, a block: the account's remembered devices are forgotten with its sessions. */
export async function forgetDevices(db: Queryable, userId: number): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}
