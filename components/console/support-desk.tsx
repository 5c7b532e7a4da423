'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Package, Paperclip, Phone } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { answerTicket, deskKeys, deskTicketsQuery, moveTicket } from '@/lib/api/console';
import { ApiError } from '@/lib/api/http';
import type { DeskTicket } from '@/lib/contract/console-support';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { formatPhone } from '@/lib/domain/phone-format';
import { Link } from '@/lib/i18n/navigation';
import { canMoveTicket, SUPPORT_ANSWER_MAX, TICKET_STATUSES } from '@/lib/domain/support-desk';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-gate';
import { intParam, useUrlFilters } from './url-state';
import { FilterChips, LoadError, Loading, Pager } from './list-parts';
import { AnswerForm } from './answer-form';

const PAGE_SIZE = 20;

/** The contract's schema of an answer, loaded with the form's first check (components/forms/contract-form.ts). */
const loadTicketAnswer = () => import('@/lib/contract/console-support').then((m) => m.TicketAnswerInputSchema);

/** /console/support (operators): the shoppers' tickets, newest first, answered in place. */
export function SupportDesk() {
  const t = useTranslations('console');
  const ts = useTranslations('support');
  const locale = useLocale() as Locale;
  // The status filter and the page live in the URL (a reload or a link shows the same tickets).
  const url = useUrlFilters(['status'] as const);
  const status = intParam(url.values.status);
  const { page, setPage } = url;
  const operator = useConsoleScope().all_stores;
  const tickets = useQuery({ ...deskTicketsQuery(browserApi(), locale, { status, page, size: PAGE_SIZE }), enabled: operator });
  if (!operator) {
    return (
      <>
        <EmptyState emoji="locked" title={t('operatorsOnly')} />
      </>
    );
  }
  return (
    <>
      <FilterChips
        label={t('filterByStatus')}
        options={[undefined, ...TICKET_STATUSES].map((s) => ({ value: s, label: s === undefined ? t('allStatuses') : ts(`status_${s}`) }))}
        value={status}
        onChange={(s) => url.set({ status: s })}
      />
      {tickets.isPending ? (
        <Loading />
      ) : tickets.isError ? (
        <LoadError onRetry={() => tickets.refetch()} />
      ) : tickets.data.empty ? (
        <EmptyState emoji="speech-balloon" title={t('noTickets')} />
      ) : (
        <>
          <ul className="space-y-3" aria-label={t('ticketsList')}>
            {tickets.data.content.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} />
            ))}
          </ul>
          <Pager page={tickets.data.number} pages={tickets.data.totalPages} first={tickets.data.first} last={tickets.data.last} onPage={setPage} />
        </>
      )}
    </>
  );
}

function TicketCard({ ticket }: { ticket: DeskTicket }) {
  const t = useTranslations('console');
  const ts = useTranslations('support');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const [busy, setBusy] = useState(false);

  /** Runs one of the card's actions; throws what it threw, after the desk is asked for again. */
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast(done);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: deskKeys.all });
    }
  };
  const failure = (e: unknown) => (e instanceof ApiError && e.status < 500 ? e.message : t('moveError'));
  const failed = (message: string) => toast(message, 'error');

  return (
    <li data-testid="desk-ticket" className="rounded-card bg-surface p-4 shadow-card" aria-label={t('ticketCard', { id: ticket.id })}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-bold">
            {t('ticketNumber', { id: ticket.id })} · {ts(`topic_${ticket.topic}`)}
          </p>
          <p className="text-sm text-muted">
            {formatDateTime(ticket.date, locale)} · {ticket.user.full_name || t('shopper')} ·{' '}
            <a href={`tel:${ticket.user.phone_number}`} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700">
              <Phone aria-hidden="true" className="size-4" />
              {formatPhone(ticket.user.phone_number)}
            </a>
          </p>
        </div>
        <span className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800">{ts(`status_${ticket.status}`)}</span>
      </div>
      <p className="mt-2 whitespace-pre-line">{ticket.description}</p>
      {/* The shopper's order the ticket is about: the operator opens it in one move. */}
      {ticket.order_id !== null && (
        <Link
          href={`/console/orders/${ticket.order_id}`}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <Package aria-hidden="true" className="size-4" />
          {ts('aboutOrder', { id: ticket.order_id })}
        </Link>
      )}
      {ticket.files.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2 text-sm">
          {ticket.files.map((f) => (
            <li key={f.id}>
              <a href={f.file} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700">
                <Paperclip aria-hidden="true" className="size-4" />
                {f.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {ticket.answers.length > 0 && (
        <ol className="mt-3 space-y-2 border-l-2 border-brand-200 pl-3 text-sm">
          {ticket.answers.map((a) => (
            <li key={a.id}>
              <span className="block text-muted">{formatDateTime(a.date, locale)}</span>
              <span className="whitespace-pre-line">{a.text}</span>
            </li>
          ))}
        </ol>
      )}
      <AnswerForm
        load={loadTicketAnswer}
        label={t('answer')}
        max={SUPPORT_ANSWER_MAX}
        rows={3}
        busy={busy}
        send={(text) => run(() => answerTicket(browserApi(), ticket.id, text), t('answerSent', { id: ticket.id }))}
        onFailure={failed}
        failure={failure}
      >
        {TICKET_STATUSES.filter((to) => canMoveTicket(ticket.status, to)).map((to) => (
          <button
            key={to}
            type="button"
            disabled={busy}
            onClick={() =>
              run(() => moveTicket(browserApi(), ticket.id, to), t('ticketMoved', { id: ticket.id, status: ts(`status_${to}`) })).catch((e: unknown) =>
                failed(failure(e)),
              )
            }
            className={buttonClass('secondary')}
          >
            {t(`ticketMoves.${to}`)}
          </button>
        ))}
      </AnswerForm>
    </li>
  );
}
