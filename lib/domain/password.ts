/**
 * Password rules: a new password has at least 8 characters, a letter (Latin or
 * Cyrillic) and a digit. Passwords are never trimmed, truncated or changed; up to 128 characters
 * are accepted (ASVS asks for at least 64). The server also refuses the most common passwords
 * (server/services/password-policy.ts: the list is too big to send to every browser).
 */
const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_RULES = [
  { id: 'length', test: (p: string) => [...p].length >= PASSWORD_MIN },
  { id: 'letter', test: (p: string) => /[\p{Script=Latin}\p{Script=Cyrillic}]/u.test(p) },
  { id: 'digit', test: (p: string) => /[0-9]/.test(p) },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** The rules a password still breaks, in the checklist's order. */
export function unmetPasswordRules(password: string): PasswordRuleId[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

export const isValidNewPassword = (password: string) => unmetPasswordRules(password).length === 0 && password.length <= PASSWORD_MAX;

/** Login only asks for 8 characters (the account may predate the rules). */
export const isValidLoginPassword = (password: string) => [...password].length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
