import { z } from '@hono/zod-openapi';
import { ApiFailure } from './errors';
import { fieldIssueText } from '@/lib/contract/field-issues';
import { type ApiText, text } from './messages';

/** A validation issue's field message (words come when the answer is written, in its language). */
function fieldMessage(issue: z.core.$ZodIssue): ApiText | string {
  const said = fieldIssueText(issue);
  return typeof said === 'string' ? said : text(said.key, said.values);
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
