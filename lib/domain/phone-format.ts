/**
 * The display format for a phone number of 12 digits (country code included):
 * "998901234567" or "+998901234567" → "+998 (90) 123-45-67". Empty gives ''. Anything that is
 * not 12 digits is shown as it was given, trimmed, rather than mangled.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length !== 12) return trimmed;
  const m = /^(\d{3})(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits)!;
  return `+${m[1]} (${m[2]}) ${m[3]}-${m[4]}-${m[5]}`;
}

/** The `tel:` form of a phone number: "+998901234567". */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits}`;
}
