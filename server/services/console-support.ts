import 'server-only';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DeskTicket } from '@/lib/contract/console-support';
import type { Page } from '@/lib/contract/common';
import { canMoveTicket, statusAfterAnswer } from '@/lib/domain/support-desk';
import type { Db } from '../db/client';
import { supportAnswers, supportFiles, supportTickets, users } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { say, text } from '../http/messages';
import { toPage } from '../http/respond';
import { logger } from '../log';
import { sms } from '../sms';
import { audit } from './audit';
import { fileLink } from './support';
import type { OperatorScope } from './roles';
import { pageAndTotal } from '../db/page';

/**
 * The support desk: operators read every ticket, answer it and move its status. The
 * shopper reads the answers through `GET /support/` (services/support.ts, the same rows) and gets
 * an SMS in their language (services/user-locale.ts).
 */

type TicketRow = typeof supportTickets.$inferSelect & { phone: string; fullName: string | null };

async function withDetails(db: Db, rows: TicketRow[]): Promise<DeskTicket[]> {
  const ids = rows.map((t) => t.id);
  const [files, answers] = ids.length
    ? await Promise.all([
        db.select().from(supportFiles).where(inArray(supportFiles.ticketId, ids)).orderBy(asc(supportFiles.id)),
        db.select().from(supportAnswers).where(inArray(supportAnswers.ticketId, ids)).orderBy(asc(supportAnswers.createdAt), asc(supportAnswers.id)),
      ])
    : [[], []];
  return rows.map((t) => ({
    id: t.id,
    topic: t.topic,
    description: t.description,
    email: t.email,
    order_id: t.orderId,
    status: t.status,
    type: t.status,
    date: t.createdAt.toISOString(),
    files: files.filter((f) => f.ticketId === t.id).map((f) => ({ id: f.id, file: fileLink(f), name: f.fileName })),
    answers: answers.filter((a) => a.ticketId === t.id).map((a) => ({ id: a.id, text: a.text, date: a.createdAt.toISOString() })),
    user: { id: t.userId, phone_number: t.phone, full_name: t.fullName },
  }));
}

const ticketColumns = {
  id: supportTickets.id,
  userId: supportTickets.userId,
  topic: supportTickets.topic,
  description: supportTickets.description,
  email: supportTickets.email,
  orderId: supportTickets.orderId,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
  phone: users.phoneNumber,
  fullName: users.fullName,
};

/** Every ticket, newest first, optionally of one status. */
export async function deskTickets(db: Db, operator: OperatorScope, q: { status?: number; page: number; size: number }): Promise<Page<DeskTicket>> {
  const where: SQL | undefined = q.status === undefined ? undefined : eq(supportTickets.status, q.status);
  const { rows, total } = await pageAndTotal(
    db
      .select(ticketColumns)
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(where)
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .$dynamic(),
    db.$count(supportTickets, where),
    q,
  );
  return toPage(await withDetails(db, rows), q.page, q.size, total);
}

export async function deskTicket(db: Db, operator: OperatorScope, id: number): Promise<DeskTicket> {
  const rows = await db.select(ticketColumns).from(supportTickets).innerJoin(users, eq(users.id, supportTickets.userId)).where(eq(supportTickets.id, id));
  if (!rows.length) throw notFound();
  return (await withDetails(db, rows))[0]!;
}

/**
 * An operator's answer: the answer row, and a new ticket moves to "in progress", in one
 * transaction with its audit rows; then the SMS. A failed SMS does not take the answer back: the
 * shopper sees it on the page anyway.
 */
export async function answerTicket(db: Db, operator: OperatorScope, id: number, answer: string): Promise<DeskTicket> {
  const actorId = operator.userId;
  const to = await db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ status: supportTickets.status, phone: users.phoneNumber, locale: users.locale })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(eq(supportTickets.id, id))
      .for('update', { of: supportTickets });
    if (!ticket) throw notFound();
    const [row] = await tx.insert(supportAnswers).values({ ticketId: id, text: answer }).returning();
    await audit(tx, { actorId, action: 'support.answer', entity: 'support_ticket', entityId: id, after: { answer_id: row!.id, text: answer } });
    const next = statusAfterAnswer(ticket.status);
    if (next !== ticket.status) {
      await tx.update(supportTickets).set({ status: next }).where(eq(supportTickets.id, id));
      await audit(tx, {
        actorId,
        action: 'support.status',
        entity: 'support_ticket',
        entityId: id,
        before: { status: ticket.status },
        after: { status: next },
      });
    }
    return { phone: ticket.phone, locale: ticket.locale ?? 'uz' };
  });
  try {
    await sms().send({ phoneNumber: to.phone, text: say(to.locale, 'sms.supportAnswered', { id }) });
  } catch (error) {
    logger('support').error({ err: error, ticket: id }, 'the answer SMS could not be sent');
  }
  return deskTicket(db, operator, id);
}

/**
 * Moves a ticket by the table of lib/domain/support-desk.ts. The move is conditional on the status
 * read, so that of two operators moving the same ticket at once one wins and the other gets 409.
 */
export async function moveTicket(db: Db, operator: OperatorScope, id: number, status: number): Promise<DeskTicket> {
  const actorId = operator.userId;
  await db.transaction(async (tx) => {
    const [ticket] = await tx.select({ status: supportTickets.status }).from(supportTickets).where(eq(supportTickets.id, id));
    if (!ticket) throw notFound();
    if (!canMoveTicket(ticket.status, status)) throw new ApiFailure('invalid_transition', { message: text('failures.ticketTransition') });
    const moved = await tx
      .update(supportTickets)
      .set({ status })
      .where(and(eq(supportTickets.id, id), eq(supportTickets.status, ticket.status)))
      .returning({ id: supportTickets.id });
    if (!moved.length) throw new ApiFailure('conflict', { message: text('failures.ticketChanged') });
    await audit(tx, { actorId, action: 'support.status', entity: 'support_ticket', entityId: id, before: { status: ticket.status }, after: { status } });
  });
  return deskTicket(db, operator, id);
}
