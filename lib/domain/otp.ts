/**
 * One-time code rules, shared by the code screen and the server, which
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

/**
 * The host of the WebOTP line (`@host #code`, the last line of a code SMS) for the site's public
 * address, or null when there is none to name: a phone offers the code only to a page of that
 * host, so a host no shopper's phone can reach (localhost, a loopback or any IP address, a name
 * without a dot) would only show an odd line in the message. The host alone: the format has no
 * scheme and no port.
 */
export function webOtpHost(siteUrl: string | undefined): string | null {
  if (!siteUrl) return null;
  let host: string;
  try {
    host = new URL(siteUrl).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
  if (!host.includes('.') || host === 'localhost' || host.endsWith('.localhost')) return null;
  // An IPv4 address (IPv6 ones come in brackets).
  if (host.startsWith('[') || /^\d+(\.\d+){3}$/.test(host)) return null;
  return host;
}

/** The WebOTP line of a code SMS, or null (the SMS goes without it) when no public host is set. */
export function webOtpLine(siteUrl: string | undefined, code: string): string | null {
  const host = webOtpHost(siteUrl);
  return host ? `@${host} #${code}` : null;
}
