import { createRoute } from '@hono/zod-openapi';
import { IdParamsSchema } from '@/lib/contract/common';
import {
  DeskTicketPageSchema,
  DeskTicketSchema,
  DeskTicketsQuerySchema,
  TicketAnswerInputSchema,
  TicketStatusInputSchema,
} from '@/lib/contract/console-support';
import { operatorOf, requireOperator } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { answerTicket, deskTicket, deskTickets, moveTicket } from '../services/console-support';
import { errorResponses, failure, json, notFoundResponse, unauthorizedResponse } from '../openapi/responses';
import { forbiddenResponse } from './console';

/** The support desk: operators only; a seller or a shopper is 403. */
export const consoleSupportRoutes = createRouter();

const tags = ['console'];
const operatorAuth = { security: [{ bearer: [] as string[] }], middleware: requireOperator };
const refused = { ...unauthorizedResponse, ...forbiddenResponse, ...notFoundResponse, ...errorResponses };
const body = <T extends typeof TicketAnswerInputSchema | typeof TicketStatusInputSchema>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

consoleSupportRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/support',
    tags,
    summary: "Every support ticket, newest first, with the shopper's phone, files and answers (operator)",
    ...operatorAuth,
    request: { query: DeskTicketsQuerySchema },
    responses: { 200: json(DeskTicketPageSchema, 'Tickets'), ...refused },
  }),
  async (c) => ok(c, await deskTickets(c.var.db, operatorOf(c), c.req.valid('query')), 200),
);

consoleSupportRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/support/{id}',
    tags,
    summary: 'One support ticket (operator)',
    ...operatorAuth,
    request: { params: IdParamsSchema },
    responses: { 200: json(DeskTicketSchema, 'The ticket'), ...refused },
  }),
  async (c) => ok(c, await deskTicket(c.var.db, operatorOf(c), c.req.valid('param').id), 200),
);

consoleSupportRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/support/{id}/answer',
    tags,
    summary: 'Answers a ticket: the shopper sees it in /account/support and gets an SMS; a new ticket moves to in progress (operator)',
    ...operatorAuth,
    request: { params: IdParamsSchema, ...body(TicketAnswerInputSchema) },
    responses: { 200: json(DeskTicketSchema, 'The ticket with its answers'), ...refused },
  }),
  async (c) => ok(c, await answerTicket(c.var.db, operatorOf(c), c.req.valid('param').id, c.req.valid('json').text), 200),
);

consoleSupportRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/support/{id}/status',
    tags,
    summary: 'Moves a ticket: 1 accepted → 2 in progress or 0 closed, 2 → 0, 0 → 2 (reopen); any other move is 409 (operator)',
    ...operatorAuth,
    request: { params: IdParamsSchema, ...body(TicketStatusInputSchema) },
    responses: {
      200: json(DeskTicketSchema, 'The ticket'),
      409: failure('`invalid_transition`: not an allowed move; `conflict`: another operator moved it first'),
      ...refused,
    },
  }),
  async (c) => ok(c, await moveTicket(c.var.db, operatorOf(c), c.req.valid('param').id, c.req.valid('json').status), 200),
);
