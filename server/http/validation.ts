import { z } from '@hono/zod-openapi';
import { ApiFailure } from './errors';
import { type ApiMessageKey, type ApiText, text } from './messages';

/** The custom issues raised by the shared rules in lib/domain (phone, password), by their message. */
const RULE_MESSAGES: Record<string, ApiMessageKey> = {
  invalid_phone: 'fields.invalidPhone',
  password_length: 'fields.passwordLength',
  password_letter: 'fields.passwordLetter',
  password_digit: 'fields.passwordDigit',
};

/** A validation issue's field message (words come when the answer is written, in its language). */
function fieldMessage(issue: z.core.$ZodIssue): ApiText | string {
  const rule = issue.code === 'custom' ? RULE_MESSAGES[issue.message] : undefined;
  if (rule) return text(rule);
  switch (issue.code) {
    case 'invalid_type':
      return text(issue.input === undefined ? 'fields.required' : 'fields.wrongType');
    case 'too_small':
      return text('fields.tooSmall', { minimum: String(issue.minimum) });
    case 'too_big':
      return text('fields.tooBig', { maximum: String(issue.maximum) });
    case 'invalid_value':
      return text('fields.notAllowed');
    case 'unrecognized_keys':
      return text('fields.unknownField');
    default:
      // A refinement's own message (e.g. "1..100") says the rule better than a generic word.
      return issue.message || text('fields.invalid');
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

// ---- Shared input schemas -------------------------------------------------------------------

/** A positive integer id from a path or query (digits only, within Postgres integer range). */
export const idSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .refine((n) => n >= 1 && n <= 2_147_483_647)
  .openapi({ type: 'integer', example: 1 });

export const idParams = z.object({ id: idSchema.openapi({ param: { name: 'id', in: 'path' } }) });

/** Query integers: digits only, so "1.5", "-1", "1e3" and "abc" are 400, never coerced. */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `${min}..${max}` })
    .openapi({ type: 'integer', minimum: min, maximum: max });

export const MAX_PAGE_SIZE = 100;

export const pagingQuery = (defaultSize: number) =>
  z.object({
    page: queryInt(1, 1_000_000).optional().default(1).openapi({ type: 'integer', minimum: 1, default: 1 }),
    size: queryInt(1, MAX_PAGE_SIZE).optional().default(defaultSize).openapi({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultSize }),
  });

/** A query number such as latitude: finite decimal text. */
export const queryNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,4}(\.\d{1,12})?$/)
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `${min}..${max}` })
    .openapi({ type: 'number', minimum: min, maximum: max });
