/**
 * One-time code rules (spec sections 4 and 9), shared by the code screen and the server, which
 * enforces them: 5 digits, 2 tries per code, 2 resends, 59 s between sends, 3 minutes of validity,
 * and 24 hours without a new code once tries and resends are spent.
 */
export const OTP_LENGTH = 5;
export const OTP_TRIES = 2;
export const OTP_RESENDS = 2;
export const OTP_COUNTDOWN_SECONDS = 59;
export const OTP_TTL_SECONDS = 180;
export const OTP_LOCK_HOURS = 24;

/** Keeps the digits of a typed or pasted value; null when a paste holds anything else. */
export function otpDigitsFromPaste(text: string): string[] | null {
  const compact = text.replace(/\s+/g, '');
  if (!/^\d+$/.test(compact)) return null;
  return compact.slice(0, OTP_LENGTH).split('');
}

/** Hours until `newOtpTime`, rounded up (the otpError screen); never below 1 while locked. */
export function hoursUntil(newOtpTime: string | Date, now: Date = new Date()): number {
  const ms = new Date(newOtpTime).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.ceil(ms / 3_600_000);
}
