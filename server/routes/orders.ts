import { createRoute, z } from '@hono/zod-openapi';
import { phoneSchema } from '@/lib/domain/phone';
import { requireUser, userIdOf } from '../http/auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { idParams, pagingQuery } from '../http/validation';
import { cancelOrder, getOrder, lastOrder, listOrders, placeOrder } from '../services/orders';
import { usablePromo } from '../services/promo';
import { createShipping, deleteShipping, listShipping, updateShipping } from '../services/shipping';
import { ErrorBody, ProductSchema, errorResponses, json, notFoundResponse, pageOf } from '../openapi/schemas';

/** Promo codes, shipping addresses and orders (the shopper's own; others' are `not_found`). */
export const orderRoutes = createRouter();

const fail = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBody } } });
const auth = { security: [{ bearer: [] as string[] }], middleware: requireUser };
const body = <T extends z.ZodTypeAny>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });

// ---- Promo codes ------------------------------------------------------------------------------

orderRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/store/check_promo_code',
    tags: ['promo'],
    summary: 'Checks a promo code: its percent, or `invalid_promo_code` (unknown, expired, used up, not yet valid)',
    request: body(z.strictObject({ promo_code: z.string().trim().min(1).max(40) })),
    responses: { 200: json(z.object({ promocode: z.string(), discount: z.number().int() }), 'Usable'), ...errorResponses },
  }),
  async (c) => {
    const promo = await usablePromo(c.var.db, c.req.valid('json').promo_code, c.var.userId);
    return ok(c, { promocode: promo.code, discount: promo.discount }, 200);
  },
);

// ---- Shipping addresses -----------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .transform((s) => s || null)
    .nullable()
    .optional();
const ShippingFields = {
  address_name: text(60).min(1),
  address: text(300).min(1),
  entrance: optionalText(20),
  floor: optionalText(20),
  apartment: optionalText(20),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  main_address: z.boolean().optional(),
  phone_number: phoneSchema.nullable().optional().openapi({ type: ['string', 'null'], example: '+998901234567' }),
};
const ShippingSchema = z
  .object({
    id: z.number().int(),
    address_name: z.string(),
    address: z.string(),
    entrance: z.string().nullable(),
    floor: z.string().nullable(),
    apartment: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    main_address: z.boolean(),
    phone_number: z.string().nullable(),
  })
  .openapi('ShippingAddress');
const unauthorized = { 401: fail('`unauthorized`') };

orderRoutes.openapi(
  createRoute({ method: 'get', path: '/store/shipping/list', tags: ['shipping'], summary: "The caller's addresses, the main one first", ...auth, responses: { 200: json(z.array(ShippingSchema), 'Addresses'), ...unauthorized, ...errorResponses } }),
  async (c) => ok(c, await listShipping(c.var.db, userIdOf(c)), 200),
);

orderRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/store/shipping',
    tags: ['shipping'],
    summary: 'Saves an address (the first one, or one sent with main_address: true, becomes the main one)',
    ...auth,
    request: body(z.strictObject(ShippingFields)),
    responses: { 201: json(ShippingSchema, 'Saved'), ...unauthorized, 409: fail('`conflict`: too many addresses'), ...errorResponses },
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
    request: { params: idParams, ...body(z.strictObject({ ...ShippingFields, address_name: ShippingFields.address_name.optional(), address: ShippingFields.address.optional() })) },
    responses: { 200: json(ShippingSchema, 'Saved'), ...unauthorized, ...notFoundResponse, ...errorResponses },
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
    request: { params: idParams },
    responses: { 200: json(z.object({ id: z.number().int() }), 'Deleted'), ...unauthorized, ...notFoundResponse, ...errorResponses },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    await deleteShipping(c.var.db, userIdOf(c), id);
    return ok(c, { id }, 200);
  },
);

// ---- Orders -----------------------------------------------------------------------------------

const OrderItemSchema = z.object({ id: z.number().int(), product: ProductSchema, quantity: z.number().int(), price: z.number().int(), discount_price: z.number().int() });
const OrderSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(['D', 'T']),
    status: z.number().int(),
    status_name: z.string(),
    created_at: z.string(),
    full_name: z.string(),
    phone_number: z.string(),
    delivery_address: ShippingSchema.nullable(),
    promo_code: z.object({ promocode: z.string(), discount: z.number().int() }).nullable(),
    order_items: z.array(OrderItemSchema),
    all_prices: z.number().int(),
    sale_price: z.number().int(),
    sale_price_promo_code: z.number().int(),
    delivery_price: z.number().int(),
    total_price: z.number().int(),
    payment_type: z.enum(['cash', 'card']),
    comment: z.string().nullable(),
    pickup_until: z.string().nullable(),
    status_history: z.array(z.object({ status: z.number().int(), status_name: z.string(), created_at: z.string() })),
  })
  .openapi('Order');

// Not strict: clients have sent prices and totals; they are ignored, never trusted.
const OrderInputSchema = z.object({
  type: z.enum(['D', 'T']),
  full_name: text(100).min(1),
  phone_number: phoneSchema.openapi({ type: 'string', example: '+998901234567' }),
  products: z
    .array(z.object({ product: z.number().int().min(1).max(2_147_483_647), quantity: z.number().int().min(1).max(999) }))
    .min(1)
    .max(100),
  delivery_address: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  promocode: z.string().trim().max(40).nullable().optional().transform((s) => s || null),
  payment_type: z.enum(['cash', 'card']).optional(),
  comment: optionalText(500),
});

const idempotencyKey = z.string().min(1).max(100).optional().openapi({ param: { name: 'idempotency-key', in: 'header' }, description: 'The same key gives back the first order' });

orderRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/store/order',
    tags: ['orders'],
    summary: 'Places an order, priced by the server; 409 `not_available` names each product short of stock',
    ...auth,
    request: { headers: z.object({ 'idempotency-key': idempotencyKey }), ...body(OrderInputSchema) },
    responses: { 201: json(OrderSchema, 'Placed (or the first order of this Idempotency-Key)'), ...unauthorized, 409: fail('`not_available`, with `details`'), ...errorResponses },
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
    request: { query: pagingQuery(10).extend({ q: z.string().max(100).optional() }) },
    responses: { 200: json(pageOf(OrderSchema), 'Orders'), ...unauthorized, ...errorResponses },
  }),
  async (c) => {
    const { page, size, q } = c.req.valid('query');
    return ok(c, await listOrders(c.var.db, userIdOf(c), page, size, q, c.var.locale), 200);
  },
);

orderRoutes.openapi(
  createRoute({ method: 'get', path: '/store/orders/last', tags: ['orders'], summary: "The caller's newest order", ...auth, responses: { 200: json(OrderSchema, 'Order'), ...unauthorized, ...notFoundResponse, ...errorResponses } }),
  async (c) => ok(c, await lastOrder(c.var.db, userIdOf(c), c.var.locale), 200),
);

orderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/order/canceled/{id}',
    tags: ['orders'],
    summary: 'Cancels while allowed (0, 1, 2; pickup also 3 and 5), returning stock and the promo use; otherwise 409',
    ...auth,
    request: { params: idParams },
    responses: { 200: json(OrderSchema, 'Cancelled'), ...unauthorized, ...notFoundResponse, 409: fail('`conflict`'), ...errorResponses },
  }),
  async (c) => ok(c, await cancelOrder(c.var.db, userIdOf(c), c.req.valid('param').id, c.var.locale), 200),
);

orderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/order/{id}',
    tags: ['orders'],
    summary: 'One of the caller’s orders with its status history',
    ...auth,
    request: { params: idParams },
    responses: { 200: json(OrderSchema, 'Order'), ...unauthorized, ...notFoundResponse, ...errorResponses },
  }),
  async (c) => ok(c, await getOrder(c.var.db, userIdOf(c), c.req.valid('param').id, c.var.locale), 200),
);

