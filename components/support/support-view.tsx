'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { FileText, Package, Paperclip, Upload, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type DragEvent } from 'react';
import { inputClass } from '@/components/auth/field-styles';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { controlProps, Field } from '@/components/forms/field';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { createTicket, supportKeys, ticketsQuery } from '@/lib/api/support';
import type { SupportTicket } from '@/lib/contract/support';
import { type Locale } from '@/lib/contract/values';
import { SUPPORT_TOPICS } from '@/lib/contract/support-values';
import { formatDateTime } from '@/lib/domain/datetime';
import { addFiles, SUPPORT_DESCRIPTION_MAX, SUPPORT_FILE_ACCEPT, SUPPORT_MAX_FILES } from '@/lib/domain/support';
import { useToasts } from '@/lib/stores/toast';
import { LoadError } from '@/components/ui/load-error';
import { Link } from '@/lib/i18n/navigation';

/** /account/support: a new ticket (about an order when the order page sent the shopper), then the shopper's tickets with their answers. */
export function SupportView({ orderId }: { orderId?: number }) {
  return (
    <div className="space-y-6">
      <TicketForm orderId={orderId} />
      <TicketList />
    </div>
  );
}

const STATUS_TONE: Record<number, string> = { 0: 'bg-canvas text-muted', 1: 'bg-brand-100 text-brand-800', 2: 'bg-amber-50 text-amber-800' };

function TicketList() {
  const t = useTranslations('support');
  const locale = useLocale() as Locale;
  const tickets = useQuery(ticketsQuery(browserApi()));
  if (tickets.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        {[0, 1].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-card bg-line/50" />
        ))}
      </div>
    );
  }
  if (tickets.isError) {
    return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => tickets.refetch()} />;
  }
  if (!tickets.data.length) return <EmptyState emoji="speech-balloon" title={t('emptyTitle')} text={t('emptyText')} />;
  return (
    <section aria-labelledby="support-tickets">
      <h2 id="support-tickets" className="mb-3 text-lg font-bold">
        {t('listTitle')}
      </h2>
      <ul className="space-y-3">
        {tickets.data.map((ticket: SupportTicket) => (
          <li key={ticket.id} className="rounded-card bg-surface p-4 shadow-card">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-bold">
                {t('number', { id: ticket.id })} · {t(`topic_${ticket.topic}`)}
              </p>
              <span className={clsx('rounded-full px-2.5 py-1 text-xs font-semibold', STATUS_TONE[ticket.status] ?? STATUS_TONE[1])}>
                {t(`status_${ticket.status in STATUS_TONE ? ticket.status : 1}`)}
              </span>
            </div>
            <p className="text-sm text-muted">{formatDateTime(ticket.date, locale)}</p>
            {ticket.order_id !== null && (
              <Link
                href={`/account/orders/${ticket.order_id}`}
                className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
              >
                <Package aria-hidden="true" className="size-4" />
                {t('aboutOrder', { id: ticket.order_id })}
              </Link>
            )}
            <p className="mt-2 whitespace-pre-line break-words">{ticket.description}</p>
            {ticket.files.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2">
                {ticket.files.map((file) => (
                  <li key={file.id}>
                    <a
                      href={file.file}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center gap-1 rounded-control bg-canvas px-3 text-sm font-medium text-brand-700 hover:underline"
                    >
                      <Paperclip aria-hidden="true" className="size-4" />
                      {file.name}
                      <span className="sr-only"> {t('opensNewTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {ticket.answers.length > 0 && (
              <ul className="mt-3 space-y-2 border-l-2 border-brand-600 pl-3">
                {ticket.answers.map((answer) => (
                  <li key={answer.id} className="text-sm">
                    <p className="font-semibold text-brand-800">
                      {t('answer')} · <span className="font-normal text-muted">{formatDateTime(answer.date, locale)}</span>
                    </p>
                    <p className="whitespace-pre-line break-words">{answer.text}</p>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The contract's schema of a ticket's fields, loaded with the form's first check (components/forms/contract-form.ts). */
const loadTicketInput = () => import('@/lib/contract/support').then((m) => m.TicketInputSchema);

/** A group's title, as the Field's label looks. */
const groupLabel = 'mb-1 block text-sm font-semibold';

/**
 * A new ticket: topic, message, an optional email for the answer, files (PNG, JPG or PDF) and the
 * order it is about. The form checks with the contract's schema and shows the server's field
 * errors at their fields; the files are checked as they are picked (lib/domain/support.ts).
 */
function TicketForm({ orderId }: { orderId?: number }) {
  const t = useTranslations('support');
  const id = useId();
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const input = useRef<HTMLInputElement>(null);
  // The order this ticket is about is a value of the form: the shopper may untie it, and a sent ticket takes it along.
  const form = useContractForm(loadTicketInput, { defaultValues: { topic: 'ask_question', description: '', email: '', order_id: orderId } });
  // The form's own words for an empty message and a wrong email; the rest as the contract says it.
  const errorOf = useFieldError(form, (name, error) =>
    name === 'email' ? t('emailInvalid') : name === 'description' && error.type === 'too_small' ? t('required') : undefined,
  );
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  // The server's refusals of the files (`files`, `files.N`, each naming its file): the files are not a field of the form.
  const [filesRefused, setFilesRefused] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const order = form.watch('order_id');
  const description = form.watch('description');

  const take = (picked: FileList | null) => {
    if (!picked) return;
    const out = addFiles(files, [...picked]);
    setFiles(out.files);
    setRefused(out.refused.map((r) => t(`file_${r.reason}`, { name: r.name, max: SUPPORT_MAX_FILES })));
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  const submit = form.handleSubmit(
    async (ticket) => {
      setError(null);
      setFilesRefused([]);
      try {
        await createTicket(browserApi(), { ...ticket, files });
        form.reset({ topic: ticket.topic, description: '', email: '', order_id: undefined });
        setFiles([]);
        setRefused([]);
        await queryClient.invalidateQueries({ queryKey: supportKeys.all });
        toast(t('sent'));
      } catch (e) {
        setFilesRefused(e instanceof ApiError ? Object.entries(e.fields ?? {}).flatMap(([k, v]) => (k.startsWith('files') ? [v] : [])) : []);
        const left = showServerErrors(form, e, t('sendError'));
        setError(left && (e instanceof ApiError && e.status < 500 ? left : t('sendError')));
      }
    },
    () => (setError(null), setFilesRefused([])),
  );

  const descriptionError = errorOf('description');
  const emailError = errorOf('email');
  const orderError = errorOf('order_id');

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4 rounded-card bg-surface p-5 shadow-card">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('newTitle')}
      </h2>
      {order != null && (
        <div className="flex items-center gap-2 rounded-control bg-brand-50 pl-3 text-sm font-medium text-brand-800">
          <Package aria-hidden="true" className="size-4 shrink-0" />
          <span className="flex-1" data-testid="ticket-order">
            {t('aboutOrder', { id: order })}
          </span>
          <button
            type="button"
            onClick={() => (form.setValue('order_id', undefined), form.clearErrors('order_id'))}
            aria-label={t('unlinkOrder')}
            className="grid size-11 place-items-center rounded-control hover:bg-brand-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      {orderError && (
        <p role="alert" className="text-sm text-red-700">
          {orderError}
        </p>
      )}
      <Field id={`${id}-topic`} label={t('topic')}>
        <select {...controlProps(`${id}-topic`)} className={inputClass(false)} {...form.register('topic')}>
          {SUPPORT_TOPICS.map((value) => (
            <option key={value} value={value}>
              {t(`topic_${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-description`} label={t('description')} error={descriptionError}>
        <textarea
          rows={5}
          maxLength={SUPPORT_DESCRIPTION_MAX}
          {...controlProps(`${id}-description`, descriptionError)}
          // The counter is read with the field, before its error.
          aria-describedby={[`${id}-counter`, descriptionError && `${id}-description-error`].filter(Boolean).join(' ')}
          className={clsx(inputClass(Boolean(descriptionError)), 'py-2')}
          {...form.register('description')}
        />
        <p id={`${id}-counter`} className="mt-1 text-right text-xs tabular-nums text-muted">
          {t('counter', { count: description.length, max: SUPPORT_DESCRIPTION_MAX })}
        </p>
      </Field>
      <Field id={`${id}-email`} label={t('email')} error={emailError}>
        <input
          type="email"
          autoComplete="email"
          maxLength={254}
          {...controlProps(`${id}-email`, emailError)}
          className={inputClass(Boolean(emailError))}
          {...form.register('email')}
        />
      </Field>
      <div>
        <p className={groupLabel} id={`${id}-files-label`}>
          {t('files')}
        </p>
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={clsx(
            'flex flex-col items-center gap-2 rounded-card border-2 border-dashed p-4 text-center text-sm',
            dragging ? 'border-brand-600 bg-brand-50' : 'border-line',
          )}
        >
          <Upload aria-hidden="true" className="size-6 text-muted" />
          <p className="text-muted">{t('filesHint', { max: SUPPORT_MAX_FILES })}</p>
          <input
            ref={input}
            id={`${id}-files`}
            type="file"
            multiple
            accept={SUPPORT_FILE_ACCEPT}
            aria-labelledby={`${id}-files-label`}
            tabIndex={-1}
            className="sr-only"
            onChange={(e) => {
              take(e.target.files);
              e.target.value = '';
            }}
          />
          <button type="button" onClick={() => input.current?.click()} disabled={files.length >= SUPPORT_MAX_FILES} className={buttonClass('secondary')}>
            {t('pickFiles')}
          </button>
        </div>
        {files.length > 0 && (
          <ul className="mt-2 space-y-1">
            {files.map((file, i) => (
              <li key={`${file.name}-${i}`} className="flex items-center gap-2 rounded-control bg-canvas pl-3 text-sm">
                <FileText aria-hidden="true" className="size-4 text-muted" />
                <span className="flex-1 truncate">{file.name}</span>
                <button
                  type="button"
                  onClick={() => setFiles(files.filter((_, j) => j !== i))}
                  aria-label={t('removeFile', { name: file.name })}
                  className="grid size-11 place-items-center rounded-control hover:bg-line/50"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div role="alert" className="empty:hidden">
          {[...refused, ...filesRefused].map((text) => (
            <p key={text} className="mt-1 text-sm text-red-700">
              {text}
            </p>
          ))}
        </div>
      </div>
      {error && (
        <p role="alert" className="rounded-control bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary', 'min-h-12')}>
        {busy ? t('sending') : t('send')}
      </button>
    </form>
  );
}
