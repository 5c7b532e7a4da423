import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { otpCodes, otpPhoneState, smsMessages } from '@/server/db/schema';
import { randomBytes } from 'node:crypto';
import { post } from './api';
import { remoteMode } from './remote';

let counter = 0;
/**
 * Remote mode (test/remote.ts): the attack files share the cluster's database, so a file's numbers
 * must not meet another's. Each file counts up from a base that grows by one every 10 ms, far
 * faster than any file signs phones up (a sign-up hashes a password), and wraps after 27 hours.
 */
const remoteBase = Math.floor(Date.now() / 10);
/** A fresh valid Uzbek number per call, so tests never share a phone's limits. */
export function newPhone(): string {
  counter += 1;
  if (remoteMode()) return `+99890${String((remoteBase + counter) % 10_000_000).padStart(7, '0')}`;
  const tail = String((Date.now() % 100_000) * 100 + (counter % 100))
    .padStart(7, '0')
    .slice(-7);
  return `+99890${tail}`;
}

let addressCounter = 0;
/**
 * Remote mode: the rate-limit counters live in the cluster's database, shared by every attack
 * file, and each file's counter starts again at 1; so each file claims addresses under a random
 * IPv6 /64 of its own (the test cluster's nginx believes the claim: trustForwardedFrom).
 */
const remotePrefix = `fd00:${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}`;
/** A client address of its own, so the per-address limits of one test never reach the next. */
export function newAddress(): Record<string, string> {
  addressCounter += 1;
  if (remoteMode()) return { 'X-Forwarded-For': `${remotePrefix}::${addressCounter.toString(16)}` };
  return { 'X-Forwarded-For': `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}` };
}

export const GOOD_PASSWORD = 'Olma2024bozor';

/** The newest code sent to a phone, read from the SMS outbox. */
export async function lastCode(db: DbHandle, phone: string): Promise<string> {
  const [row] = await db.db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, phone)).orderBy(desc(smsMessages.id)).limit(1);
  if (!row?.code) throw new Error(`no code sent to ${phone}`);
  return row.code;
}

/** Moves a phone's last send back in time, as if the 59 s countdown (or more) had passed. */
export async function ageLastSend(db: DbHandle, phone: string, seconds = 60) {
  await db.db
    .update(otpPhoneState)
    .set({ lastSentAt: sql`${otpPhoneState.lastSentAt} - make_interval(secs => ${seconds})` })
    .where(eq(otpPhoneState.phoneNumber, phone));
}

/** Makes a code older than its 3 minutes. */
export async function expireCode(db: DbHandle, otpKey: string) {
  await db.db
    .update(otpCodes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(otpCodes.otpKey, otpKey));
}

export async function phoneState(db: DbHandle, phone: string, purpose: 'signup' | 'reset') {
  const [row] = await db.db
    .select()
    .from(otpPhoneState)
    .where(and(eq(otpPhoneState.phoneNumber, phone), eq(otpPhoneState.purpose, purpose)));
  return row;
}

/** A verified account, the way a shopper creates one; returns its phone and password. */
export async function createAccount(db: DbHandle, password = GOOD_PASSWORD, phone = newPhone()) {
  const reg = await post('/auth/register/', { phone_number: phone, password }, { headers: newAddress() });
  if (reg.status !== 201) throw new Error(`register: ${JSON.stringify(reg.body)}`);
  const verify = await post('/auth/verify/', { otp_key: reg.body.result.otp_key, otp_code: await lastCode(db, phone) });
  if (verify.status !== 200) throw new Error(`verify: ${JSON.stringify(verify.body)}`);
  return { phone, password };
}

/** Logs in and returns the token pair. */
export async function loginAs(phone: string, password: string): Promise<{ access_token: string; refresh_token: string }> {
  const res = await post('/auth/login/', { phone_number: phone, password }, { headers: newAddress() });
  if (res.status !== 200) throw new Error(`login: ${JSON.stringify(res.body)}`);
  return res.body.result;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
