import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/contract/values';
import { OTP_LENGTH, OTP_LOCK_HOURS, OTP_RESENDS, OTP_COUNTDOWN_SECONDS, OTP_TRIES, OTP_TTL_SECONDS, webOtpLine } from '@/lib/domain/otp';
import type { Db, Tx } from '../db/client';
import { otpCodes, otpPhoneState } from '../db/schema';
import { env } from '../env';
import { ApiFailure } from '../http/errors';
import { say, text } from '../http/messages';
import { sms } from '../sms';
import { randomDigits, randomToken, sameHash } from './secrets';
import { keyedHash } from './tokens';
import { rateLimited } from './rate-limit';

/**
 * One-time codes, enforced here whatever a client does (ADR 0005):
 *
 * - a send (sign-up, reset, sign-in by code or resend) is allowed 59 s after the previous one for the same phone
 *   and purpose; a window allows the first code and 2 resends, and new keys change nothing,
 *   since the budget belongs to the phone;
 * - each code takes 2 tries, lives 3 minutes and works once;
 * - once tries and resends are spent the phone gets no new code for 24 h (`otp_locked` with
 *   `new_otp_time`), and every call for it answers so;
 * - a spent budget refills only 24 h + 3 min after the window's last send, so no 24 h span ever
 *   holds more than 3 codes × 2 tries = 6 guesses.
 *
 * Every step runs in a transaction holding the phone's row (and the code's row) FOR UPDATE, so
 * parallel requests queue instead of both passing a check; failures are thrown after commit so
 * that a spent try or a lock-out is never rolled back.
 */
export type OtpPurpose = 'signup' | 'reset' | 'login' | 'device';

const TTL_MS = OTP_TTL_SECONDS * 1000;
const LOCK_MS = OTP_LOCK_HOURS * 3_600_000;
const GAP_MS = OTP_COUNTDOWN_SECONDS * 1000;

type Outcome<T> = { value: T } | { failure: ApiFailure };

/**
 * A code sent: its key, and what the code screen shows from the start (ADR 0005): the tries this
 * code allows and the resends the phone's budget still holds after it.
 */
export interface SentCode {
  otpKey: string;
  triesLeft: number;
  resendsLeft: number;
}

export const otpLocked = (until: Date) => new ApiFailure('otp_locked', { extra: { new_otp_time: until.toISOString() } });

const codeHash = (otpKey: string, code: string) => keyedHash(`${otpKey}:${code}`);

/**
 * The phone's row, created if missing, locked. The cleanup job deletes rows whose budget has
 * refilled (server/jobs/cleanup.ts); one deleted between the insert and the lock is inserted again.
 */
async function lockPhoneState(tx: Tx, phone: string, purpose: OtpPurpose) {
  for (let attempt = 0; ; attempt++) {
    await tx.insert(otpPhoneState).values({ phoneNumber: phone, purpose, resendsLeft: OTP_RESENDS }).onConflictDoNothing();
    const [state] = await tx
      .select()
      .from(otpPhoneState)
      .where(and(eq(otpPhoneState.phoneNumber, phone), eq(otpPhoneState.purpose, purpose)))
      .for('update');
    if (state) return state;
    if (attempt >= 2) throw new Error(`otp_phone_state for ${purpose} could not be locked`);
  }
}

/** When a spent budget may start again: 24 h after the last code of the window expired. */
const lockEnd = (lastSentAt: Date | null, now: Date) => new Date(Math.max(now.getTime(), (lastSentAt?.getTime() ?? 0) + TTL_MS) + LOCK_MS);

/** Takes one send from the phone's budget (answering the resends left after it), or says why not. */
async function spendSend(tx: Tx, phone: string, purpose: OtpPurpose, now: Date): Promise<ApiFailure | { resendsLeft: number }> {
  const state = await lockPhoneState(tx, phone, purpose);
  if (state.lockedUntil && state.lockedUntil > now) return otpLocked(state.lockedUntil);
  const last = state.lastSentAt;
  if (last && now.getTime() - last.getTime() < GAP_MS) return rateLimited(Math.ceil((GAP_MS - (now.getTime() - last.getTime())) / 1000));
  const fresh = !last || now.getTime() >= last.getTime() + TTL_MS + LOCK_MS;
  if (!fresh && state.resendsLeft <= 0) {
    const until = lockEnd(last, now);
    await tx
      .update(otpPhoneState)
      .set({ lockedUntil: until })
      .where(and(eq(otpPhoneState.phoneNumber, phone), eq(otpPhoneState.purpose, purpose)));
    return otpLocked(until);
  }
  const resendsLeft = fresh ? OTP_RESENDS : state.resendsLeft - 1;
  await tx
    .update(otpPhoneState)
    .set({ resendsLeft, lastSentAt: now, lockedUntil: null, windowStartedAt: fresh ? now : state.windowStartedAt })
    .where(and(eq(otpPhoneState.phoneNumber, phone), eq(otpPhoneState.purpose, purpose)));
  return { resendsLeft };
}

async function insertCode(tx: Tx, phone: string, purpose: OtpPurpose, pendingSignupId: number | null, now: Date) {
  const otpKey = randomToken();
  const code = randomDigits(OTP_LENGTH);
  await tx.insert(otpCodes).values({
    otpKey,
    phoneNumber: phone,
    purpose,
    codeHash: codeHash(otpKey, code),
    triesLeft: OTP_TRIES,
    pendingSignupId,
    expiresAt: new Date(now.getTime() + TTL_MS),
  });
  return { otpKey, code };
}

/**
 * The text of a code SMS in the shopper's language, ending with the WebOTP line `@host #code`. The
 * host is the configured public address (NEXT_PUBLIC_SITE_URL), never a request's Host header;
 * without a public host (unset, localhost, an IP address) the line is left out (webOtpLine).
 */
function codeText(purpose: OtpPurpose, locale: Locale, code: string): string {
  const text = say(locale, `sms.${purpose}`, { code });
  const line = webOtpLine(env().NEXT_PUBLIC_SITE_URL, code);
  return line ? `${text}\n\n${line}` : text;
}

async function deliver(phone: string, purpose: OtpPurpose, locale: Locale, code: string) {
  await sms().send({ phoneNumber: phone, text: codeText(purpose, locale, code), code });
}

/**
 * A first code for a phone (sign-up or reset), charged to its budget. `before` runs inside the
 * same transaction once the send is allowed (e.g. storing the pending sign-up).
 */
export async function sendFirstCode(
  db: Db,
  { phone, purpose, locale, before }: { phone: string; purpose: OtpPurpose; locale: Locale; before?: (tx: Tx) => Promise<number | null> },
): Promise<SentCode> {
  const now = new Date();
  const outcome: Outcome<{ otpKey: string; code: string; resendsLeft: number }> = await db.transaction(async (tx) => {
    const spent = await spendSend(tx, phone, purpose, now);
    if (spent instanceof ApiFailure) return { failure: spent };
    const pendingSignupId = before ? await before(tx) : null;
    return { value: { ...(await insertCode(tx, phone, purpose, pendingSignupId, now)), resendsLeft: spent.resendsLeft } };
  });
  if ('failure' in outcome) throw outcome.failure;
  await deliver(phone, purpose, locale, outcome.value.code);
  return { otpKey: outcome.value.otpKey, triesLeft: OTP_TRIES, resendsLeft: outcome.value.resendsLeft };
}

/** A new code for the same phone and purpose under a new key; the old code stops working. */
export async function resendCode(db: Db, otpKey: string, locale: Locale): Promise<SentCode> {
  const now = new Date();
  const outcome: Outcome<{ otpKey: string; code: string; phone: string; purpose: OtpPurpose; resendsLeft: number }> = await db.transaction(async (tx) => {
    const [old] = await tx.select().from(otpCodes).where(eq(otpCodes.otpKey, otpKey)).for('update');
    if (!old || old.usedAt) return { failure: new ApiFailure('invalid_code') };
    const spent = await spendSend(tx, old.phoneNumber, old.purpose, now);
    if (spent instanceof ApiFailure) return { failure: spent };
    await tx.update(otpCodes).set({ triesLeft: 0 }).where(eq(otpCodes.id, old.id));
    const fresh = await insertCode(tx, old.phoneNumber, old.purpose, old.pendingSignupId, now);
    return { value: { ...fresh, phone: old.phoneNumber, purpose: old.purpose, resendsLeft: spent.resendsLeft } };
  });
  if ('failure' in outcome) throw outcome.failure;
  await deliver(outcome.value.phone, outcome.value.purpose, locale, outcome.value.code);
  return { otpKey: outcome.value.otpKey, triesLeft: OTP_TRIES, resendsLeft: outcome.value.resendsLeft };
}

/**
 * Spends one try of a code. Returns the code's row when the code is right (and marks it used);
 * otherwise `invalid_code` with `tries_left` and `resends_left`, plus `new_otp_time` when this
 * was the phone's last chance and it is now locked out.
 */
export async function checkCode(db: Db, otpKey: string, code: string, purpose: OtpPurpose) {
  const now = new Date();
  const outcome: Outcome<typeof otpCodes.$inferSelect> = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(otpCodes).where(eq(otpCodes.otpKey, otpKey)).for('update');
    if (!row || row.purpose !== purpose) return { failure: new ApiFailure('invalid_code', { extra: { tries_left: 0 } }) };
    const state = await lockPhoneState(tx, row.phoneNumber, purpose);
    if (state.lockedUntil && state.lockedUntil > now) return { failure: otpLocked(state.lockedUntil) };
    if (row.usedAt || row.triesLeft <= 0) return { failure: new ApiFailure('invalid_code', { extra: { tries_left: 0, resends_left: state.resendsLeft } }) };
    const triesLeft = row.triesLeft - 1;
    const expired = row.expiresAt <= now;
    const right = !expired && sameHash(codeHash(otpKey, code), row.codeHash);
    await tx
      .update(otpCodes)
      .set({ triesLeft, usedAt: right ? now : null })
      .where(eq(otpCodes.id, row.id));
    await tx
      .update(otpPhoneState)
      .set({ guessesToday: sql`${otpPhoneState.guessesToday} + 1` })
      .where(and(eq(otpPhoneState.phoneNumber, row.phoneNumber), eq(otpPhoneState.purpose, purpose)));
    if (right) return { value: row };
    const extra: Record<string, unknown> = { tries_left: triesLeft, resends_left: state.resendsLeft };
    if (triesLeft === 0 && state.resendsLeft <= 0) {
      const until = lockEnd(state.lastSentAt, now);
      await tx
        .update(otpPhoneState)
        .set({ lockedUntil: until })
        .where(and(eq(otpPhoneState.phoneNumber, row.phoneNumber), eq(otpPhoneState.purpose, purpose)));
      extra.new_otp_time = until.toISOString();
    }
    return { failure: new ApiFailure('invalid_code', { extra, ...(expired ? { message: text('failures.codeExpired') } : {}) }) };
  });
  if ('failure' in outcome) throw outcome.failure;
  return outcome.value;
}

/** Whether a phone is locked out for a purpose right now (sign-up and reset check it first). */
export async function lockedUntil(db: Db, phone: string, purpose: OtpPurpose): Promise<Date | null> {
  const [state] = await db
    .select({ lockedUntil: otpPhoneState.lockedUntil })
    .from(otpPhoneState)
    .where(and(eq(otpPhoneState.phoneNumber, phone), eq(otpPhoneState.purpose, purpose)));
  return state?.lockedUntil && state.lockedUntil > new Date() ? state.lockedUntil : null;
}
