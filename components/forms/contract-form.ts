'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, type FieldError, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/http';
import { fieldIssueText, ruleText, type FieldText } from '@/lib/contract/field-issues';

type ContractResolver<S extends z.ZodType<FieldValues, FieldValues>> = Resolver<z.input<S>, unknown, z.output<S>>;

/**
 * The one way a form is built, in the shop and the console: React Hook Form with the contract's zod
 * schema as its resolver, so that the page checks exactly what the server will, and says it in the
 * server's words (lib/contract/field-issues.ts, the `api.fields` messages the page's islands carry);
 * the server's field errors are put back onto the same fields by `showServerErrors`, and
 * `useFieldError` reads any of them as the field shows it.
 *
 * Forms pass a loader (`() => import('@/lib/contract/account').then((m) => m.X)`): the schema, and
 * zod with it (one chunk of about 90 kB gzip, shared by every form; more with the console's
 * contract and its OpenAPI descriptions), then load as the form is first edited instead of with
 * the page.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>, V extends FieldValues = z.input<S>>(
  schema: S | (() => Promise<S>),
  { toInput, eager = false, ...options }: Omit<UseFormProps<NoInfer<V>, unknown, z.output<S>>, 'resolver'> & ToInput<NoInfer<V>> & Eager = {},
): UseFormReturn<V, unknown, z.output<S>> {
  const say = useSay();
  // Read at each check, so that a new function each render does not make a new resolver.
  const mapRef = useRef(toInput);
  mapRef.current = toInput;
  const load = useMemo(() => {
    // zod's own messages are English: the schema's issues are put in the page's language as they are raised.
    const resolve = (loaded: S) =>
      zodResolver(loaded as never, { error: (issue: z.core.$ZodRawIssue) => say(fieldIssueText(issue)) }) as unknown as ContractResolver<S>;
    let ready: Promise<ContractResolver<S>> | undefined;
    // A load that failed (a phone offline at its first check) is tried again at the next check.
    return () =>
      (ready ??= (typeof schema === 'function' ? schema().then(resolve) : Promise.resolve(resolve(schema))).catch((error: unknown) => {
        ready = undefined;
        throw error;
      }));
  }, [schema, say]);
  const resolver = useMemo(
    (): Resolver<V, unknown, z.output<S>> => async (values, context, opts) => {
      const input = (mapRef.current ? mapRef.current(values) : values) as z.input<S>;
      return (await load())(input, context, opts as never) as never;
    },
    [load],
  );
  // Checked first when sent, then again at each change: an error that appeared as a field was left
  // would push the button down between the press and the release of a click, which then misses it.
  const form = useForm<V, unknown, z.output<S>>({ mode: 'onSubmit', ...options, resolver });
  // The schema (and zod, about 90 kB gzip) is fetched while the form is being filled, from its first
  // edit, or at once for a form that is there to be sent: the press then does not wait for it.
  useEffect(() => {
    const fetchSchema = () => void load().catch(() => undefined);
    if (eager) return fetchSchema();
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ type }) => {
        if (type !== 'change') return;
        unsubscribe();
        fetchSchema();
      },
    });
    return unsubscribe;
  }, [form, load, eager]);
  return form;
}

/** A form that exists to be sent (the checkout) fetches its schema as it mounts, not at its first edit. */
interface Eager {
  eager?: boolean;
}

/**
 * A form whose inputs hold text in their own shape ("45 000", a `datetime-local` value) says how
 * its values become the schema's input: the schema then checks, and the submit receives, the body
 * itself. The keys stay the same, so each issue still lands at its field.
 */
interface ToInput<V> {
  toInput?: (values: V) => unknown;
}

/** A field's text in the page's language. */
function useSay() {
  const t = useTranslations('api');
  return useMemo(() => (text: FieldText | string) => (typeof text === 'string' ? text : t(text.key, text.values)), [t]);
}

/**
 * A field's error as the field shows it: the server's words as they came; otherwise the field's own
 * words when the form has some for it (`own`: "the code is 3 to 40 letters and digits" says more
 * than "invalid"), a shared rule's code (`invalid_phone`: a refinement's own message, which zod
 * keeps over the resolver's) in the page's language, or the resolver's words as they are.
 */
export function useFieldError<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'getFieldState' | 'formState'>,
  own?: (name: Path<T>, error: FieldError) => string | undefined,
) {
  const say = useSay();
  return (name: Path<T>): string | undefined => {
    const error = form.getFieldState(name, form.formState).error;
    if (!error?.message) return undefined;
    if (error.type === 'server') return error.message;
    const words = own?.(name, error);
    if (words) return words;
    const rule = ruleText(error.message);
    return rule ? say(rule) : error.message;
  };
}

/**
 * Puts an API failure's field errors (`error.fields`, keyed by the body's field names, dotted for
 * nested ones) onto the form's fields, the first one focused. Answers the message left for the
 * form as a whole, null when a field took it: the error's own message, or `fallback` for a failure
 * that has none (no answer at all). A form with words of its own for some failures (the sign-in's
 * "wrong phone or password") passes a function instead: it words every failure no field took.
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  fallback: string | ((error: unknown) => string),
): string | null {
  const words = typeof fallback === 'function' ? fallback : (e: unknown) => (e instanceof ApiError && e.message) || fallback;
  if (!(error instanceof ApiError)) return words(error);
  const fields = Object.entries(error.fields ?? {});
  const known = fields.filter(([name]) => form.getValues(name as Path<T>) !== undefined);
  known.forEach(([name, message], i) => form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }));
  return known.length ? null : words(error);
}
