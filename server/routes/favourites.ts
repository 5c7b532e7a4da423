import { createRoute, z } from '@hono/zod-openapi';
import { FavouritesChangeSchema, ProductSchema } from '@/lib/contract/catalog';
import { requireUser, userIdOf } from '../http/auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { changeFavourites, favouriteProducts } from '../services/favourites';
import { errorResponses, json, unauthorizedResponse as unauthorized } from '../openapi/responses';

/** The caller's favourites. Mounted before the product routes: `/store/products/{id}` would take these paths. */
export const favouriteRoutes = createRouter();

const tags = ['favourites'];

favouriteRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/products/feature-list',
    tags,
    summary: "The caller's favourite products, newest first",
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    responses: { 200: json(z.array(ProductSchema), 'Favourites'), ...unauthorized, ...errorResponses },
  }),
  async (c) => ok(c, await favouriteProducts(c.var.db, userIdOf(c), c.var.locale), 200),
);

favouriteRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/store/products/feature',
    tags,
    summary: 'Adds, removes or toggles (default) favourites; answers the whole list',
    security: [{ bearer: [] }],
    middleware: [requireUser] as const,
    request: {
      body: {
        required: true,
        content: {
          'application/json': {
            schema: FavouritesChangeSchema,
          },
        },
      },
    },
    responses: { 200: json(z.array(ProductSchema), 'Favourites after the change'), ...unauthorized, ...errorResponses },
  }),
  async (c) => {
    const { product_ids, action } = c.req.valid('json');
    return ok(c, await changeFavourites(c.var.db, userIdOf(c), product_ids, action, c.var.locale), 200);
  },
);
