import { formatPhoneAsYouType, hasUzPrefix, normalizePhone, PHONE_LENGTH, PHONE_PREFIX, phoneInputValue } from './phone';

/**
 * The phone field's editing rules on top of lib/domain/phone.ts: the value kept is "+998" and
 * digits (phoneInputValue), the field shows it with the country mask (formatPhoneAsYouType), and
 * the caret is put back after the same digit it followed, so that editing mid-number works.
 */
const digitsOf = (text: string) => text.replace(/\D/g, '');

export interface PhoneEdit {
  value: string;
  /** How many digits (country code included) stand before the caret. */
  caretDigits: number;
}

/** The value after the shopper typed or deleted in the field; `raw` is what the input now holds. */
export function editPhone(prev: string, raw: string, caret: number): PhoneEdit {
  const prevShown = formatPhoneAsYouType(prev || PHONE_PREFIX);
  let digits = digitsOf(raw);
  let caretDigits = digitsOf(raw.slice(0, caret)).length;
  const deleted = raw.length < prevShown.length;
  if (deleted && digits === digitsOf(prev)) {
    // Only a space went: Backspace should take the digit before it, as the shopper expects.
    if (caretDigits > 3) {
      digits = digits.slice(0, caretDigits - 1) + digits.slice(caretDigits);
      caretDigits -= 1;
    }
  }
  const prevDigits = digitsOf(prev || PHONE_PREFIX);
  const inserted = digits.length - prevDigits.length;
  if (!deleted && inserted > 0 && caretDigits - inserted < 3) {
    // Typed inside or before "+998": the digits go at the start of the number after the prefix.
    const added = digits.slice(caretDigits - inserted, caretDigits);
    const rest = digits.slice(0, caretDigits - inserted) + digits.slice(caretDigits);
    if (rest === prevDigits) {
      digits = prevDigits.slice(0, 3) + added + prevDigits.slice(3);
      caretDigits = 3 + added.length;
    }
  }
  if (!digits.startsWith('998')) {
    // The +998 prefix cannot be edited away: an emptied field keeps it, a cut into the prefix
    // alone is undone, and anything else (all selected and retyped) is the number after +998.
    if (digits.length === 0) return { value: PHONE_PREFIX, caretDigits: 3 };
    if (deleted && digits.length < prevDigits.length && digits.endsWith(prevDigits.slice(3))) {
      return { value: prev || PHONE_PREFIX, caretDigits: 3 };
    }
    caretDigits += 3;
  }
  const value = phoneInputValue(digits);
  return { value, caretDigits: Math.min(Math.max(3, caretDigits), digitsOf(value).length) };
}

/**
 * A pasted number replaces the whole value when it looks like a full one ("+998 90 123 45 67",
 * "90 123 45 67"); null when it is another country's number (the invalid-region message), and
 * `undefined` when it is a fragment the input should take as typed.
 */
export function pastePhone(text: string): string | null | undefined {
  const trimmed = text.trim();
  const digits = digitsOf(trimmed);
  if (/^(\+|00)/.test(trimmed) && !hasUzPrefix(digitsOf(trimmed.replace(/^00/, '')))) return null;
  if (digits.length >= 9) return phoneInputValue(digits);
  return undefined;
}

/** Where the caret goes in the shown text: after the n-th digit. */
export function caretIndex(shown: string, caretDigits: number): number {
  if (caretDigits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < shown.length; i++) {
    if (/\d/.test(shown[i]) && ++seen === caretDigits) return i + 1;
  }
  return shown.length;
}

/** A whole number that is not a valid Uzbek one (an unknown operator code). */
export const isPhoneRegionInvalid = (value: string) => value.length === PHONE_LENGTH && normalizePhone(value) === null;

export const isPhoneValid = (value: string) => normalizePhone(value) !== null;
