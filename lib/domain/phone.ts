import { AsYouType, parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
// Uzbekistan's numbering plan only, sliced from libphonenumber-js's "min" metadata by
// `npm run phone:metadata` (scripts/phone-metadata.mjs): the other countries' plans stay out of
// the auth forms' bundle. Regenerate it after upgrading libphonenumber-js.
import uzMetadata from './phone-metadata.uz.json';

const metadata = uzMetadata as MetadataJson;

/**
 * Uzbek phone numbers: they begin with +998 and are 13 characters long in
 * E.164. libphonenumber-js's UZ metadata decides which operator prefixes exist, so "+998 00 …"
 * is refused although it has the right length. Used by the auth forms and by the server (whose
 * zod schema, lib/contract/rules.ts, is built on normalizePhone).
 */
export const PHONE_PREFIX = '+998';
export const PHONE_LENGTH = 13;

/** The E.164 form of a valid Uzbek number ("+998 (90) 123-45-67" → "+998901234567"), else null. */
export function normalizePhone(input: string): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  // The shape first: "+998" and 9 more digits, formatting characters aside.
  const compact = input.replace(/[\s()-]/g, '');
  if (!/^\+998\d{9}$/.test(compact)) return null;
  const parsed = parsePhoneNumberFromString(compact, 'UZ', metadata);
  if (!parsed || parsed.country !== 'UZ' || !parsed.isValid()) return null;
  const e164 = parsed.number;
  return e164.startsWith(PHONE_PREFIX) && e164.length === PHONE_LENGTH ? e164 : null;
}

/** Whether a typed value starts like an Uzbek number, for the inline invalid-region message. */
export function hasUzPrefix(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length === 0 || '998'.startsWith(digits.slice(0, 3));
}

/**
 * What the phone field keeps while typing: "+" and digits only, always beginning with +998 and
 * never longer than 13 characters (the field's mask). Pasted "998 90 123 45 67", "90 123 45 67"
 * and "+998901234567" all end up as "+998901234567".
 */
export function phoneInputValue(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.startsWith('998')) digits = digits.slice(3);
  return (PHONE_PREFIX + digits).slice(0, PHONE_LENGTH);
}

/** The same value shown with the country mask as you type: "+998 90 123 45 67". */
export function formatPhoneAsYouType(value: string): string {
  return new AsYouType('UZ', metadata).input(value);
}

/** Hides the middle of a number on the code screen: "+998 90 *** ** 67". */
export function maskPhone(e164: string): string {
  const m = /^\+998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return m ? `+998 ${m[1]} *** ** ${m[4]}` : e164;
}
