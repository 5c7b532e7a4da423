import { createRoute, z } from '@hono/zod-openapi';
import { DeliveryQuerySchema, DeliveryTermsSchema } from '@/lib/contract/delivery';
import { createRouter } from '../http/router';
import { ok } from '../http/respond';
import { deliveryTerms } from '../services/delivery';
import { errorResponses, json } from '../openapi/responses';

/** Stores' delivery terms, for the cart and the checkout (registered before `/store/{id}`). */
export const deliveryRoutes = createRouter();

deliveryRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/delivery',
    tags: ['store'],
    summary: "Each store's delivery terms (minimum, fee, free-from amount, estimate) and the windows it offers now",
    request: { query: DeliveryQuerySchema },
    responses: { 200: json(z.array(DeliveryTermsSchema), 'Terms, in the order asked; unknown stores left out'), ...errorResponses },
  }),
  async (c) => {
    // The offered windows move with the clock: never kept by a shared cache for long.
    c.header('Cache-Control', 'public, max-age=60');
    return ok(c, await deliveryTerms(c.var.db, c.req.valid('query').store));
  },
);
