import { z } from '@hono/zod-openapi';
import { SUPPORT_ANSWER_MAX, TICKET_STATUSES } from '../domain/support-desk';
import { pageOf, pagingQuery } from './common';
import { SupportTicketSchema } from './support';

/** The support desk of the console (ADR 0017, operators only). */

const statusSchema = z
  .number()
  .int()
  .refine((n) => (TICKET_STATUSES as readonly number[]).includes(n))
  .openapi({ type: 'integer', enum: [...TICKET_STATUSES], description: '0 closed, 1 accepted, 2 in progress' });

export const DeskTicketSchema = SupportTicketSchema.extend({
  user: z.object({ id: z.number().int(), phone_number: z.string(), full_name: z.string().nullable() }),
}).openapi('DeskTicket');
export type DeskTicket = z.infer<typeof DeskTicketSchema>;

export const DeskTicketPageSchema = pageOf(DeskTicketSchema);

export const DeskTicketsQuerySchema = pagingQuery(20).extend({
  status: z
    .enum(['0', '1', '2'])
    .transform(Number)
    .optional()
    .openapi({ type: 'integer', enum: [0, 1, 2], description: '0 closed, 1 accepted, 2 in progress' }),
});

export const TicketAnswerInputSchema = z.strictObject({ text: z.string().trim().min(1).max(SUPPORT_ANSWER_MAX) }).openapi('TicketAnswerInput');
export const TicketStatusInputSchema = z.strictObject({ status: statusSchema }).openapi('TicketStatusInput');
