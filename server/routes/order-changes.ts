import { createRoute, z } from '@hono/zod-openapi';
import { ConsoleOrderSchema } from '@/lib/contract/console-orders';
import { ItemParamsSchema, SubstituteInputSchema, SubstitutionParamsSchema, UnavailableInputSchema, WeightInputSchema } from '@/lib/contract/order-changes';
import { OrderSchema } from '@/lib/contract/orders';
import { requireUser, userIdOf } from '../http/auth';
import { staffOf } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { decideSubstitute, markUnavailable, proposeSubstitute, setWeight } from '../services/order-changes';
import { errorResponses, failure, json, notFoundResponse, unauthorizedResponse } from '../openapi/responses';
import { forbiddenResponse, staffAuth } from './console';

/**
 * One item at a time (ADR 0029): the store's changes to a line of an order (not available, a
 * substitute, a weighed line's weight) and the shopper's answer to a substitute. A seller reaches
 * only their stores' lines; another store's order is `not_found`, as is another shopper's.
 */
export const orderChangeRoutes = createRouter();

const tags = ['console'];
const guarded = { ...unauthorizedResponse, ...forbiddenResponse, ...notFoundResponse, ...errorResponses };
const body = <T extends z.ZodTypeAny>(schema: T, required = true) => ({ body: { required, content: { 'application/json': { schema } } } });
const tooLate = {
  409: failure(
    '`invalid_transition`: the part is no longer packed (on the way, done, cancelled); `conflict`: the line is gone or the rule refuses; `not_available`: short of stock',
  ),
};

orderChangeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/orders/{id}/items/{item_id}/unavailable',
    tags,
    summary:
      'Not available: lowers a line to `quantity` (0, the default, removes it), its units back in stock; the order is priced again (the fee never rises), a paid online order records what it owes back, and a part left with nothing is cancelled. The shopper hears by SMS',
    ...staffAuth,
    request: { params: ItemParamsSchema, ...body(UnavailableInputSchema, false) },
    responses: { 200: json(ConsoleOrderSchema, 'The order after the change'), ...tooLate, ...guarded },
  }),
  async (c) => {
    const { id, item_id } = c.req.valid('param');
    return ok(c, await markUnavailable(c.var.db, staffOf(c), id, item_id, c.req.valid('json') ?? {}, c.var.locale), 200);
  },
);

orderChangeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/orders/{id}/items/{item_id}/substitute',
    tags,
    summary:
      'Proposes another product of the same store instead of a line (the shopper chose "replace" or "call"; "remove" is 409). It needs the shopper\'s yes when it raises the total by more than 10 % over the total at placing; otherwise, with "replace", it applies after 10 minutes unanswered',
    ...staffAuth,
    request: { params: ItemParamsSchema, ...body(SubstituteInputSchema) },
    responses: { 200: json(ConsoleOrderSchema, 'The order with the proposal'), ...tooLate, ...guarded },
  }),
  async (c) => {
    const { id, item_id } = c.req.valid('param');
    return ok(c, await proposeSubstitute(c.var.db, staffOf(c), id, item_id, c.req.valid('json'), c.var.locale), 200);
  },
);

orderChangeRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/console/orders/{id}/items/{item_id}',
    tags,
    summary: "A weighed line's real weight in grams, while packing, within ±10 % of what was ordered (else 400 naming the range); the price follows",
    ...staffAuth,
    request: { params: ItemParamsSchema, ...body(WeightInputSchema) },
    responses: { 200: json(ConsoleOrderSchema, 'The order after the change'), ...tooLate, ...guarded },
  }),
  async (c) => {
    const { id, item_id } = c.req.valid('param');
    return ok(c, await setWeight(c.var.db, staffOf(c), id, item_id, c.req.valid('json'), c.var.locale), 200);
  },
);

const auth = { security: [{ bearer: [] as string[] }], middleware: requireUser };

for (const answer of ['approve', 'decline'] as const) {
  orderChangeRoutes.openapi(
    createRoute({
      method: 'post',
      path: `/store/order/{id}/substitutions/{sid}/${answer}`,
      tags: ['orders'],
      summary:
        answer === 'approve'
          ? "Approves a store's substitute: it replaces the line (its stock taken, the original's back) and the order is priced again"
          : "Declines a store's substitute: the line is removed as not available, and the order is priced again",
      ...auth,
      request: { params: SubstitutionParamsSchema },
      responses: { 200: json(OrderSchema, 'The order after the answer'), ...unauthorizedResponse, ...notFoundResponse, ...tooLate, ...errorResponses },
    }),
    async (c) => {
      const { id, sid } = c.req.valid('param');
      return ok(c, await decideSubstitute(c.var.db, userIdOf(c), id, sid, answer, c.var.locale), 200);
    },
  );
}
