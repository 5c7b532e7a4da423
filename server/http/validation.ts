import { z } from '@hono/zod-openapi';
import { ApiFailure } from './errors';
import { STORE_PROMO_ISSUES } from '@/lib/domain/promo';
import { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX } from '@/lib/domain/reviews';
import { type ApiMessageKey, type ApiText, text } from './messages';

/** The custom issues raised by the shared rules in lib/domain (phone, password), by their message. */
const RULE_MESSAGES: Record<string, ApiMessageKey | ApiText> = {
  invalid_phone: 'fields.invalidPhone',
  password_length: 'fields.passwordLength',
  password_letter: 'fields.passwordLetter',
  password_digit: 'fields.passwordDigit',
  point_pair: 'fields.pointPair',
  outside_uzbekistan: 'fields.outsideUzbekistan',
  invalid_date: 'fields.invalidDate',
  invalid: 'fields.invalid',
  no_nul: 'fields.invalid',
  review_rating: 'fields.reviewRating',
  review_comment_empty: 'fields.reviewComment',
  review_comment_long: text('fields.textTooLong', { maximum: REVIEW_COMMENT_MAX }),
  review_name_long: text('fields.textTooLong', { maximum: REVIEW_NAME_MAX }),
  // A store's promotion's terms (lib/domain/promo.ts, storePromoIssues).
  ...Object.fromEntries(STORE_PROMO_ISSUES.map((issue) => [`store_promo_${issue}`, `storePromos.${issue}` as const])),
};

/**
 * Whether a field was left out (rather than sent with the wrong type). zod keeps the input in an
 * issue only when asked (`reportInput`); its message always names what it received.
 */
function missing(issue: z.core.$ZodIssue): boolean {
  if ('input' in issue) return issue.input === undefined;
  return /received undefined$/.test(issue.message);
}

/** A validation issue's field message (words come when the answer is written, in its language). */
function fieldMessage(issue: z.core.$ZodIssue): ApiText | string {
  const rule = issue.code === 'custom' ? RULE_MESSAGES[issue.message] : undefined;
  if (rule) return typeof rule === 'string' ? text(rule) : rule;
  switch (issue.code) {
    case 'invalid_type':
      return text(missing(issue) ? 'fields.required' : 'fields.wrongType');
    case 'too_small':
      return text('fields.tooSmall', { minimum: String(issue.minimum) });
    case 'too_big':
      return text('fields.tooBig', { maximum: String(issue.maximum) });
    case 'invalid_value':
      return text('fields.notAllowed');
    case 'unrecognized_keys':
      return text('fields.unknownField');
    case 'invalid_format':
    case 'invalid_union':
      return text('fields.invalid');
    default:
      // A refinement's own message (e.g. "1..100") says the rule better than a generic word; zod's
      // own messages are English ("Invalid input"), so they never reach a client.
      return issue.message && !/^Invalid\b/.test(issue.message) ? issue.message : text('fields.invalid');
  }
}

/** Turns a zod error into the contract's `fields`: one message per dotted path. */
export function zodFields(error: z.ZodError): Record<string, ApiText | string> {
  const fields: Record<string, ApiText | string> = {};
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of keys) {
      const key = path.length ? path.map(String).join('.') : '_';
      fields[key] ??= fieldMessage(issue);
    }
  }
  return fields;
}

/** The zod-openapi hook: every invalid request becomes a 400 `validation_error` with fields. */
export function validationHook(result: { success: boolean; error?: unknown }) {
  if (!result.success && result.error instanceof z.ZodError) {
    throw new ApiFailure('validation_error', { fields: zodFields(result.error) });
  }
  if (!result.success) throw new ApiFailure('validation_error');
}
