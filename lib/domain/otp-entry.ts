import { OTP_COUNTDOWN_SECONDS, OTP_LENGTH, OTP_RESENDS, OTP_TRIES } from './otp';

/**
 * The code screen's state: the five boxes, tries left on this code, resends
 * left, and when a resend becomes possible. The countdown is kept as a moment rather than a
 * number of ticks, so a throttled background tab still shows the right time.
 */
export interface OtpEntry {
  digits: string[];
  tries: number;
  resends: number;
  /** Epoch ms from which a new code may be asked for. */
  resendAt: number;
  /** The last confirm was refused: the boxes turn red until the code is edited. */
  invalid: boolean;
}

export type OtpEntryEvent =
  /** Digits typed or pasted from box `index` on (one digit replaces one box). */
  | { type: 'fill'; index: number; digits: string[] }
  | { type: 'clear'; index: number }
  /** A refused code; the server may say how many tries and resends it still allows. */
  | { type: 'failed'; triesLeft?: number; resendsLeft?: number }
  /** A new code; the server says how many resends the phone has left after it. */
  | { type: 'resent'; now: number; resendsLeft?: number };

const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');

const within = (value: number | undefined, max: number, fallback: number) => (Number.isInteger(value) ? Math.max(0, Math.min(value!, max)) : fallback);

/**
 * A code just sent. The server's figures win when it gives them (ADR 0005): a phone that already
 * had a code today starts with fewer resends than the usual 2.
 */
export function initialOtpEntry(now: number, budget: { triesLeft?: number; resendsLeft?: number } = {}): OtpEntry {
  return {
    digits: emptyDigits(),
    tries: within(budget.triesLeft, OTP_TRIES, OTP_TRIES),
    resends: within(budget.resendsLeft, OTP_RESENDS, OTP_RESENDS),
    resendAt: now + OTP_COUNTDOWN_SECONDS * 1000,
    invalid: false,
  };
}

export function otpEntryReducer(state: OtpEntry, event: OtpEntryEvent): OtpEntry {
  switch (event.type) {
    case 'fill': {
      const clean = event.digits.filter((d) => /^\d$/.test(d));
      if (!clean.length) return state;
      const digits = [...state.digits];
      clean.slice(0, OTP_LENGTH - event.index).forEach((d, i) => (digits[event.index + i] = d));
      return { ...state, digits, invalid: false };
    }
    case 'clear': {
      if (!state.digits[event.index] && !state.invalid) return state;
      const digits = [...state.digits];
      digits[event.index] = '';
      return { ...state, digits, invalid: false };
    }
    case 'failed': {
      // The server's count wins when it gives one (it also counts calls made elsewhere).
      const tries = Number.isInteger(event.triesLeft) ? event.triesLeft! : state.tries - 1;
      const resends = Number.isInteger(event.resendsLeft) ? event.resendsLeft! : state.resends;
      return { ...state, tries: Math.max(0, Math.min(tries, OTP_TRIES)), resends: Math.max(0, Math.min(resends, OTP_RESENDS)), invalid: true };
    }
    case 'resent':
      // A new code: empty boxes, both tries back, one resend spent, the countdown from 59 again.
      return {
        digits: emptyDigits(),
        tries: OTP_TRIES,
        resends: within(event.resendsLeft, OTP_RESENDS, Math.max(0, state.resends - 1)),
        resendAt: event.now + OTP_COUNTDOWN_SECONDS * 1000,
        invalid: false,
      };
  }
}

/** Which box gets the focus after filling from `index` with `count` digits. */
export const nextOtpIndex = (index: number, count: number) => Math.min(OTP_LENGTH - 1, index + count);

export const otpCode = (state: OtpEntry) => state.digits.join('');

const isOtpComplete = (state: OtpEntry) => state.digits.every((d) => /^\d$/.test(d));

/** Confirm needs all five digits and a try left. */
export const canConfirm = (state: OtpEntry) => state.tries > 0 && isOtpComplete(state);
/**
 * The code sends itself once the fifth digit is in (typed, pasted or read from the SMS), but a
 * refused code is never sent again as it is: it must be edited first (`invalid` until then).
 */
export const shouldAutoSubmit = (state: OtpEntry) => canConfirm(state) && !state.invalid;

export const secondsUntilResend = (state: OtpEntry, now: number) => Math.max(0, Math.ceil((state.resendAt - now) / 1000));

export const canResend = (state: OtpEntry, now: number) => state.resends > 0 && secondsUntilResend(state, now) === 0;

/** No try on this code and no resend left: the shopper is done (otpError). */
export const isOtpSpent = (state: OtpEntry) => state.tries === 0 && state.resends === 0;

/** "0:59", "0:05". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
