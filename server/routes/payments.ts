import { createRoute } from '@hono/zod-openapi';
import { PaymentMethodsSchema } from '@/lib/contract/orders';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { errorResponses, json } from '../openapi/responses';
import { paymentMethods } from '../services/payments/config';

/** Checkout's payment choices (ADR 0018); the providers' own endpoints are in payme.ts and click.ts. */
export const paymentRoutes = createRouter();

paymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/payment-methods',
    tags: ['orders'],
    summary: 'The payment types checkout offers: cash and card to the courier, and each configured online provider (click, payme)',
    responses: { 200: json(PaymentMethodsSchema, 'Payment types'), ...errorResponses },
  }),
  (c) => ok(c, paymentMethods(), 200),
);
