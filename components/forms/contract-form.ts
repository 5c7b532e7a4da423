'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/http';

/**
 * The one way a form is built (the console's, and the shop's as they move): React Hook Form with
 * the contract's zod schema as its resolver, so that the page checks exactly what the server will,
 * and the server's field errors put back onto the same fields by `showServerErrors`.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...options, resolver: zodResolver(schema as never) as never });
}

/**
 * Puts an API failure's field errors (`error.fields`, keyed by the body's field names, dotted for
 * nested ones) onto the form's fields, the first one focused. Answers the message left for the
 * form as a whole: the error's message when no field took it, null otherwise.
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  const fields = Object.entries(error.fields ?? {});
  const known = fields.filter(([name]) => form.getValues(name as Path<T>) !== undefined);
  known.forEach(([name, message], i) => form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }));
  return known.length ? null : error.message || fallback;
}
