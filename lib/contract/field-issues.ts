import type { z } from 'zod';
import { STORE_PROMO_ISSUES } from '../domain/promo';
import { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX } from '../domain/reviews';

type ApiCatalog = (typeof import('../../messages/uz.json'))['api'];
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the `api` namespace of messages/{uz,ru}.json, e.g. `errors.not_found` or `fields.required`. */
export type ApiMessageKey = Leaves<ApiCatalog>;

/** A field's message not yet in a language: its key in the `api` namespace and its values. */
export interface FieldText {
  key: ApiMessageKey;
  values?: Record<string, string | number>;
}

const field = (key: ApiMessageKey, values?: FieldText['values']): FieldText => ({ key, values });

/** The custom issues raised by the shared rules in lib/domain (phone, password, dates...), by their message. */
const RULE_MESSAGES: Record<string, FieldText> = {
  invalid_phone: field('fields.invalidPhone'),
  password_length: field('fields.passwordLength'),
  password_letter: field('fields.passwordLetter'),
  password_digit: field('fields.passwordDigit'),
  point_pair: field('fields.pointPair'),
  outside_uzbekistan: field('fields.outsideUzbekistan'),
  invalid_date: field('fields.invalidDate'),
  choose_address: field('fields.chooseAddress'),
  store_needed: field('fields.storeNeeded'),
  store_not_for_operator: field('fields.storeNotForOperator'),
  report_range_bad_date: field('fields.reportRange_bad_date'),
  report_range_reversed: field('fields.reportRange_reversed'),
  report_range_too_long: field('fields.reportRange_too_long'),
  invalid: field('fields.invalid'),
  no_nul: field('fields.invalid'),
  review_rating: field('fields.reviewRating'),
  review_comment_empty: field('fields.reviewComment'),
  review_comment_long: field('fields.textTooLong', { maximum: REVIEW_COMMENT_MAX }),
  review_name_long: field('fields.textTooLong', { maximum: REVIEW_NAME_MAX }),
  // A store's promotion's terms (lib/domain/promo.ts, storePromoIssues).
  ...Object.fromEntries(STORE_PROMO_ISSUES.map((issue) => [`store_promo_${issue}`, field(`storePromos.${issue}` as ApiMessageKey)])),
};

/** The words of a shared rule's custom issue, by the code it raises (`invalid_phone`); undefined for any other message. */
export const ruleText = (message: string): FieldText | undefined => RULE_MESSAGES[message];

/**
 * Whether a field was left out (rather than sent with the wrong type). zod keeps the input in an
 * issue only when asked (`reportInput`); its message always names what it received.
 */
function missing(issue: z.core.$ZodRawIssue | z.core.$ZodIssue): boolean {
  if ('input' in issue) return issue.input === undefined;
  return typeof issue.message === 'string' && /received undefined$/.test(issue.message);
}

/**
 * What a contract schema's issue says at its field, the same on the server (its 400's `fields`,
 * server/http/validation.ts) and in the page's forms (components/forms/contract-form.ts): a key of
 * the catalogs, or a refinement's own message ("1..100"), which says the rule better than a generic
 * word. zod's own messages are English ("Invalid input"), so they never reach a shopper.
 */
export function fieldIssueText(issue: z.core.$ZodRawIssue | z.core.$ZodIssue): FieldText | string {
  const rule = issue.code === 'custom' && typeof issue.message === 'string' ? RULE_MESSAGES[issue.message] : undefined;
  if (rule) return rule;
  switch (issue.code) {
    case 'invalid_type':
      return field(missing(issue) ? 'fields.required' : 'fields.wrongType');
    case 'too_small':
      return field('fields.tooSmall', { minimum: String(issue.minimum) });
    case 'too_big':
      return field('fields.tooBig', { maximum: String(issue.maximum) });
    case 'invalid_value':
      return field('fields.notAllowed');
    case 'unrecognized_keys':
      return field('fields.unknownField');
    case 'invalid_format':
    case 'invalid_union':
      return field('fields.invalid');
    default:
      return typeof issue.message === 'string' && issue.message && !/^Invalid\b/.test(issue.message) ? issue.message : field('fields.invalid');
  }
}
