import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ApiFailure } from './errors';
import { localeFromHeader } from './locale';

/** Messages of the custom issues raised by the shared rules in lib/domain (phone, password). */
const RULE_MESSAGES: Record<string, { uz: string; ru: string }> = {
  invalid_phone: { uz: 'Telefon raqami +998 bilan boshlanib, 13 belgidan iborat boʻlishi kerak', ru: 'Номер должен начинаться с +998 и состоять из 13 символов' },
  password_length: { uz: 'Parol kamida 8 ta belgidan iborat boʻlishi kerak', ru: 'Пароль должен быть не короче 8 символов' },
  password_letter: { uz: 'Parolda kamida bitta harf boʻlishi kerak', ru: 'В пароле должна быть хотя бы одна буква' },
  password_digit: { uz: 'Parolda kamida bitta raqam boʻlishi kerak', ru: 'В пароле должна быть хотя бы одна цифра' },
};

/** Field messages for validation errors, in the request's language. */
function fieldMessage(issue: z.core.$ZodIssue, ru: boolean): string {
  const rule = issue.code === 'custom' ? RULE_MESSAGES[issue.message] : undefined;
  if (rule) return ru ? rule.ru : rule.uz;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? (ru ? 'Обязательное поле' : 'Majburiy maydon') : ru ? 'Неверный тип' : 'Notoʻgʻri tur';
    case 'too_small':
      return ru ? `Слишком маленькое значение (минимум ${String(issue.minimum)})` : `Qiymat juda kichik (kamida ${String(issue.minimum)})`;
    case 'too_big':
      return ru ? `Слишком большое значение (максимум ${String(issue.maximum)})` : `Qiymat juda katta (koʻpi bilan ${String(issue.maximum)})`;
    case 'invalid_value':
      return ru ? 'Недопустимое значение' : 'Ruxsat etilmagan qiymat';
    case 'unrecognized_keys':
      return ru ? 'Лишнее поле' : 'Ortiqcha maydon';
    default:
      return issue.message || (ru ? 'Неверное значение' : 'Notoʻgʻri qiymat');
  }
}

/** Turns a zod error into the contract's `fields`: one message per dotted path. */
export function zodFields(error: z.ZodError, locale: 'uz' | 'ru'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of keys) {
      const key = path.length ? path.map(String).join('.') : '_';
      fields[key] ??= fieldMessage(issue, locale === 'ru');
    }
  }
  return fields;
}

/** The zod-openapi hook: every invalid request becomes a 400 `validation_error` with fields. */
export function validationHook(result: { success: boolean; error?: unknown }, c: Context) {
  if (!result.success && result.error instanceof z.ZodError) {
    throw new ApiFailure('validation_error', { fields: zodFields(result.error, localeFromHeader(c.req.header('accept-language'))) });
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
