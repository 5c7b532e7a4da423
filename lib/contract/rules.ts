import { z } from '@hono/zod-openapi';
import { OTP_LENGTH } from '../domain/otp';
import { PASSWORD_MAX, unmetPasswordRules } from '../domain/password';
import { normalizePhone } from '../domain/phone';

/**
 * The zod schemas of the account rules (phone, password, code), built on lib/domain's plain rule
 * functions. They live here, not next to the rules, because the browser uses those rules and a
 * zod schema in the same module would bring zod (about 20 kB gzip) into every page that has a
 * phone or password field.
 */

/** A phone number as the server checks it; its output is E.164, its issue message the rule. */
export const phoneSchema = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
      return z.NEVER;
    }
    return phone;
  });

/**
 * A phone number as a filter or a search box takes it (the audit log's, ADR 0036): "+998 90 123 45
 * 67", "998901234567" or the 9 local digits "90 123 45 67" (an unescaped "+" in a query string
 * reads as a space, so only the digits count); the output is E.164.
 */
export const phoneFilterSchema = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const digits = value.replace(/\D/g, '');
    const phone = normalizePhone(digits.length === 9 ? `+998${digits}` : `+${digits}`);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
      return z.NEVER;
    }
    return phone;
  });

/** A one-time code: exactly OTP_LENGTH ASCII digits. */
export const otpCodeSchema = z.string().regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`));

/** A new password as the server checks it; issue messages are the rule ids. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX)
  .superRefine((password, ctx) => {
    for (const id of unmetPasswordRules(password)) ctx.addIssue({ code: 'custom', message: `password_${id}` });
  });

export const loginPasswordSchema = z.string().min(1).max(PASSWORD_MAX);
