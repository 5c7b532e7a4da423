import { ApiError } from '@/lib/api/http';
import { OTP_LOCK_HOURS } from '@/lib/domain/otp';

/**
 * When a code may be asked for again, if `error` is the server's `otp_locked`: its top-level
 * `new_otp_time`, or the contract's lock length from now when an answer leaves it out.
 */
export function lockedUntil(error: unknown, now: Date = new Date()): string | null {
  if (!(error instanceof ApiError) || error.code !== 'otp_locked') return null;
  return error.body?.new_otp_time ?? fallbackLockTime(now);
}

/** Tries and resends spent without an `otp_locked` answer: the contract's lock from now. */
export const fallbackLockTime = (now: Date = new Date()) => new Date(now.getTime() + OTP_LOCK_HOURS * 3_600_000).toISOString();
