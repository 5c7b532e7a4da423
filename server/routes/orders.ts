import { createRoute, z } from '@hono/zod-openapi';
import { ProductSchema } from '@/lib/contract/catalog';
import { IdParamsSchema, pageOf } from '@/lib/contract/common';
import {
  CancelQuerySchema,
  DeletedSchema,
  OrderHeadersSchema,
  OrderInputSchema,
  OrderSchema,
  OrderedProductsQuerySchema,
  OrdersQuerySchema,
  ShippingAddressSchema,
  ShippingInputSchema,
  ShippingUpdateSchema,
} from '@/lib/contract/orders';
import { PromoCheckInputSchema, PromoCheckSchema, PromotionsQuerySchema, StoreOfferSchema } from '@/lib/contract/promotions';
import { requireUser, userIdOf } from '../http/auth';
import { ok, okWithResponse } from '../http/respond';
import { createRouter } from '../http/router';
import { cancelOrder } from '../services/order-cancelling';
import { placeOrder } from '../services/order-placing';
import { getOrder, lastOrder, listOrders, orderedProducts } from '../services/orders';
import { checkPromo, shopOffers } from '../services/promo';
import { createShipping, deleteShipping, listShipping, updateShipping } from '../services/shipping';
import { errorResponses, failure as fail, json, jsonWithResponse, notFoundResponse, unauthorizedResponse as unauthorized } from '../openapi/responses';

/** Promo codes, shipping addresses and orders (the shopper's own; others' are `not_found`). */
export const orderRoutes = createRouter();

const auth = { security: [{ bearer: [] as string[] }], middleware: requireUser };
const body = <T extends z.ZodTypeAny>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });

// ---- Promo codes ------------------------------------------------------------------------------

orderRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/store/check_promo_code',
    tags: ['promo'],
    summary:
      "Checks a promo code: the platform's answers its percent; a store's (ADR 0037) also its store and terms. `invalid_promo_code` for an unknown, expired, used-up or not-yet-valid code; with the basket's `products`, a store's code for none of their stores is 400 `promo_not_for_these_goods` (\"This code is for X's goods\")",
    request: body(PromoCheckInputSchema),
    responses: { 200: json(PromoCheckSchema, 'Usable'), ...errorResponses },
  }),
  async (c) => {
    const input = c.req.valid('json');
    return ok(c, await checkPromo(c.var.db, input.promo_code, c.var.userId, input.products), 200);
  },
);

orderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/promotions',
    tags: ['promo'],
    summary:
      "The stores' automatic offers working now (ADR 0037), oldest first: applied by themselves to a store's goods when its terms hold (one promotion per store: the one that saves most). With a token: only those the shopper may still use",
    request: { query: PromotionsQuerySchema },
    responses: { 200: json(z.array(StoreOfferSchema), 'Offers'), ...errorResponses },
  }),
  async (c) => {
    // Per shopper (their own limits): never kept by a shared cache.
    c.header('Cache-Control', 'private, no-store');
    return ok(c, await shopOffers(c.var.db, c.req.valid('query').store, c.var.userId), 200);
  },
);

// ---- Shipping addresses -----------------------------------------------------------------------

orderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/shipping/list',
    tags: ['shipping'],
    summary: "The caller's addresses, the main one first",
    ...auth,
    responses: { 200: json(z.array(ShippingAddressSchema), 'Addresses'), ...unauthorized, ...errorResponses },
  }),
  async (c) => ok(c, await listShipping(c.var.db, userIdOf(c)), 200),
);

orderRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/store/shipping',
    tags: ['shipping'],
    summary: 'Saves an address (the first one, or one sent with main_address: true, becomes the main one)',
    ...auth,
    request: body(ShippingInputSchema),
    responses: { 201: json(ShippingAddressSchema, 'Saved'), ...unauthorized, 409: fail('`conflict`: too many addresses'), ...errorResponses },
  }),
  async (c) => ok(c, await createShipping(c.var.db, userIdOf(c), c.req.valid('json')), 201),
);

orderRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/store/shipping/update/{id}',
    tags: ['shipping'],
    summary: 'Changes an address; main_address: true unsets it on the others',
    ...auth,
    request: { params: IdParamsSchema, ...body(ShippingUpdateSchema) },
    responses: { 200: json(ShippingAddressSchema, 'Saved'), ...unauthorized, ...notFoundResponse, ...errorResponses },
  }),
  async (c) => ok(c, await updateShipping(c.var.db, userIdOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
);

orderRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/store/shipping/delete/{id}',
    tags: ['shipping'],
    summary: 'Deletes an address',
    ...auth,
    request: { params: IdParamsSchema },
    responses: { 200: json(DeletedSchema, 'Deleted'), ...unauthorized, ...notFoundResponse, ...errorResponses },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    await deleteShipping(c.var.db, userIdOf(c), id);
    return ok(c, { id }, 200);
  },
);

// ---- Orders -----------------------------------------------------------------------------------

orderRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/store/order',
    tags: ['orders'],
    summary: 'Places an order, priced by the server; 409 `not_available` names each product short of stock',
    ...auth,
    request: { headers: OrderHeadersSchema, ...body(OrderInputSchema) },
    responses: {
      201: json(OrderSchema, 'Placed (or the first order of this Idempotency-Key)'),
      ...unauthorized,
      409: fail('`not_available`, with `details`'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const { order, replayed } = await placeOrder(c.var.db, userIdOf(c), c.req.valid('json'), c.var.locale, c.req.valid('header')['idempotency-key']);
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return ok(c, order, 201);
  },
);

orderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/orders',
    tags: ['orders'],
    summary: "The caller's orders, newest first; q is an order number or part of a product name",
    ...auth,
    request: { query: OrdersQuerySchema },
    responses: { 200: jsonWithResponse(pageOf(OrderSchema), 'Orders (also under `response`)'), ...unauthorized, ...errorResponses },
  }),
  async (c) => {
    const { page, size, q } = c.req.valid('query');
    return okWithResponse(c, await listOrders(c.var.db, userIdOf(c), page, size, q, c.var.locale));
  },
);

orderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/orders/last',
    tags: ['orders'],
    summary: "The caller's newest order",
    ...auth,
    responses: { 200: jsonWithResponse(OrderSchema, 'Order (also under `response`)'), ...unauthorized, ...notFoundResponse, ...errorResponses },
  }),
  async (c) => okWithResponse(c, await lastOrder(c.var.db, userIdOf(c), c.var.locale)),
);

orderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/orders/products',
    tags: ['orders'],
    summary:
      "Buy again: the distinct products of the caller's orders (cancelled ones aside), the most frequently ordered first (in most orders), then the most recently ordered, with current price and stock",
    ...auth,
    request: { query: OrderedProductsQuerySchema },
    responses: { 200: json(pageOf(ProductSchema), 'A page of products'), ...unauthorized, ...errorResponses },
  }),
  async (c) => {
    const { page, size } = c.req.valid('query');
    return ok(c, await orderedProducts(c.var.db, userIdOf(c), page, size, c.var.locale), 200);
  },
);

orderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/order/canceled/{id}',
    tags: ['orders'],
    summary:
      "Cancels while allowed (0, 1, 2; pickup also 3 and 5), returning stock and the promo use; otherwise 409. `reason` says why. A repeat of the shopper's own cancel answers the cancelled order again and changes nothing; an order the store or the system cancelled is a 409",
    ...auth,
    request: { params: IdParamsSchema, query: CancelQuerySchema },
    responses: {
      200: json(OrderSchema, 'Cancelled (now, or already by the caller)'),
      ...unauthorized,
      ...notFoundResponse,
      409: fail('`conflict`'),
      ...errorResponses,
    },
  }),
  async (c) => ok(c, await cancelOrder(c.var.db, userIdOf(c), c.req.valid('param').id, c.var.locale, c.req.valid('query').reason), 200),
);

orderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/order/{id}',
    tags: ['orders'],
    summary: 'One of the caller’s orders with its status history',
    ...auth,
    request: { params: IdParamsSchema },
    responses: { 200: jsonWithResponse(OrderSchema, 'Order (also under `response`)'), ...unauthorized, ...notFoundResponse, ...errorResponses },
  }),
  async (c) => okWithResponse(c, await getOrder(c.var.db, userIdOf(c), c.req.valid('param').id, c.var.locale)),
);
