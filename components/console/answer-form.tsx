'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { controlProps, Field } from '@/components/forms/field';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass } from './field';

/** An answer's schema as the contract has it (a review's, a ticket's): the text, trimmed, 1 to `max` characters. */
type AnswerSchemaLoader = () => Promise<typeof import('@/lib/contract/console-support').TicketAnswerInputSchema>;

/**
 * The answer box of a review or a ticket: the text is checked with the contract's schema (an
 * empty one says "write the answer"), sent, and cleared once sent. A refusal that names the text
 * is said under it; any other failure goes to `onFailure`, in the words `failure` gives it.
 * The card's other actions (hide, move) sit beside the send button, and share its `busy`.
 */
export function AnswerForm({
  load,
  label,
  max,
  rows,
  busy,
  send,
  onFailure,
  failure,
  children,
}: {
  load: AnswerSchemaLoader;
  label: string;
  max: number;
  rows: number;
  busy: boolean;
  /** Sends the text; throws what the call threw. */
  send: (text: string) => Promise<void>;
  onFailure: (message: string) => void;
  failure: (error: unknown) => string;
  children?: ReactNode;
}) {
  const t = useTranslations('console');
  const id = useId();
  const form = useContractForm(load, { defaultValues: { text: '' } });
  const errorOf = useFieldError(form, (_, error) => (error.type === 'too_small' ? t('answerNeeded') : undefined));
  const error = errorOf('text');

  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await send(text);
      form.reset();
    } catch (e) {
      const left = showServerErrors(form, e, failure);
      if (left) onFailure(left);
    }
  });

  return (
    <form className="mt-3" noValidate onSubmit={submit}>
      <Field id={id} label={label} error={error}>
        <textarea rows={rows} maxLength={max} {...controlProps(id, error)} {...form.register('text')} className={clsx(inputClass, 'py-2')} />
      </Field>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="submit" disabled={busy || form.formState.isSubmitting} aria-busy={busy} className={buttonClass('primary')}>
          {t('sendAnswer')}
        </button>
        {children}
      </div>
    </form>
  );
}
