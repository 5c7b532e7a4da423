import { z } from '@hono/zod-openapi';
import { PaymeAnswerSchema } from '@/lib/contract/payme';
import { createRouter } from '../http/router';
import { paymeCall } from '../services/payments/payme';

/**
 * Payme's Merchant API endpoint (ADR 0018): registered in the Payme Business cabinet as
 * `https://<host>/api/v1/payments/payme/`. Payme's protocol, not the API's envelope: always HTTP 200
 * with a JSON-RPC answer, errors included. The body is read raw, so a malformed one is Payme's
 * parse error (-32700) rather than our validation error.
 */
export const paymeRoutes = createRouter();

// Documented, not validated: the route's own validator would answer a malformed body in the API's
// envelope, where Payme must get its JSON-RPC error.
paymeRoutes.openAPIRegistry.registerPath({
  method: 'post',
  path: '/payments/payme',
  tags: ['payments'],
  summary:
    "Payme's Merchant API (JSON-RPC 2.0): CheckPerformTransaction, CreateTransaction, PerformTransaction, CancelTransaction, CheckTransaction, GetStatement",
  description: 'Basic auth `Paycom:<PAYME_KEY>`. Always HTTP 200, with `result` or `error` (code, message in uz, ru and en) as Payme defines them.',
  security: [{ paycom: [] as string[] }],
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({ method: z.string(), params: z.record(z.string(), z.unknown()), id: z.union([z.number(), z.string()]).optional() }),
        },
      },
    },
  },
  responses: { 200: { description: "Payme's answer", content: { 'application/json': { schema: PaymeAnswerSchema } } } },
});

paymeRoutes.post('/payments/payme', async (c) => c.json(await paymeCall(c.var.db, await c.req.text(), c.req.header('authorization')), 200));
