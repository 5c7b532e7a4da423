import { z } from '@hono/zod-openapi';
import { BodyIdSchema, pagingQuery, queryInt } from './common';
import { OrderDeliverySchema } from './delivery';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_STATES, PAYMENT_TYPES } from './order-values';
import { OrderItemSchema, PromoCodeSchema, ShippingAddressSchema } from './orders';
import { OrderPromotionSchema } from './promotions';
import { SubstitutionChoiceSchema, SubstitutionSchema } from './order-changes';

/**
 * The console's orders (ADR 0017): store staff see and move their store's PART of an order (one
 * part per store, ADR 0016); operators see every part. A seller never sees another store's items.
 */

const StoreRefSchema = z.object({ id: z.number().int(), brand_name: z.string() });

/** `GET /console/orders/`: 20 parts a page by default; `q` is an order number or a phone. */
export const ConsoleOrdersQuerySchema = pagingQuery(20).extend({
  status: queryInt(0, 8).optional().openapi({ type: 'integer', description: "The part's status" }),
  store: queryInt(1, 2_147_483_647).optional().openapi({ type: 'integer', description: 'One store (a seller: one of theirs)' }),
  q: z.string().trim().max(100).optional().openapi({ description: 'An order number (#12 or 12) or part of a phone number' }),
});

/** One store's part of an order, as the orders board lists it. */
export const ConsoleOrderPartSchema = z
  .object({
    order_id: z.number().int(),
    store: StoreRefSchema,
    type: z.enum(ORDER_TYPES),
    status: z.number().int().openapi({ description: "The part's status (the store's own)" }),
    status_name: z.string(),
    next_statuses: z.array(z.number().int()).openapi({ description: 'The moves staff may make from here' }),
    order_status: z.number().int().openapi({ description: "The whole order's status, as the shopper sees it" }),
    created_at: z.string(),
    full_name: z.string(),
    phone_number: z.string(),
    payment_type: z.enum(PAYMENT_TYPES),
    items_count: z.number().int(),
    subtotal: z.number().int().openapi({ description: "The part's goods at the prices they were ordered at" }),
    total: z.number().int().openapi({ description: 'What the shopper pays for this part: subtotal + its delivery fee − its share of the promo' }),
    to_collect: z
      .number()
      .int()
      .openapi({ description: 'What the courier or the pickup desk collects for this part: its total, 0 when paid online or cancelled' }),
    cancel_reason: z.string().nullable().openapi({ description: "The store's words, or the shopper's code (CANCEL_REASONS) when the shopper cancelled" }),
    is_new: z.boolean().openapi({ description: "Not yet opened by the store's staff nor moved (a cancelled part is never new)" }),
  })
  .openapi('ConsoleOrderPart');
export type ConsoleOrderPart = z.infer<typeof ConsoleOrderPartSchema>;

/** `GET /console/orders/new-count/`: what the title counter and the chime of the board follow. */
export const ConsoleNewCountSchema = z
  .object({
    count: z.number().int().openapi({ description: 'The parts the caller reaches that are new (not opened by their store nor moved)' }),
    order_ids: z.array(z.number().int()).openapi({ description: 'The newest of those orders, up to 20, newest first' }),
  })
  .openapi('ConsoleNewCount');
export type ConsoleNewCount = z.infer<typeof ConsoleNewCountSchema>;

/**
 * One message of `GET /console/orders/events/` (text/event-stream, event `order`): something
 * happened to an order of the caller's stores. It carries no order data: the board asks again.
 */
export const ConsoleOrderEventSchema = z
  .object({
    kind: z.enum(['placed', 'paid', 'moved', 'changed', 'seen']).openapi({ description: '`seen`: the store\'s staff opened it (its "new" mark goes)' }),
    order_id: z.number().int(),
    store_ids: z.array(z.number().int()).openapi({ description: 'Of the stores it concerns, those the caller reaches' }),
  })
  .openapi('ConsoleOrderEvent');
export type ConsoleOrderEvent = z.infer<typeof ConsoleOrderEventSchema>;

const ConsoleOrderItemSchema = OrderItemSchema.extend({
  store_id: z.number().int().nullable(),
  unit_price: z.number().int().openapi({ description: 'One unit as ordered (the discounted price when it had a discount); weighed goods: per weight step' }),
});

const ConsoleHistorySchema = z.object({
  status: z.number().int(),
  status_name: z.string(),
  store_id: z.number().int().nullable().openapi({ description: "The part's store; null for the whole order" }),
  actor: z.object({ id: z.number().int(), full_name: z.string().nullable(), phone_number: z.string() }).nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});

/** `GET /console/orders/{id}/`: the order with the caller's items and parts. */
export const ConsoleOrderSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(ORDER_TYPES),
    status: z.number().int().openapi({ description: "The whole order's status (from its parts, ADR 0016)" }),
    status_name: z.string(),
    created_at: z.string(),
    full_name: z.string(),
    phone_number: z.string(),
    delivery_address: ShippingAddressSchema.nullable(),
    comment: z.string().nullable(),
    payment_type: z.enum(PAYMENT_TYPES),
    payment_state: z
      .enum(PAYMENT_STATES)
      .nullable()
      .openapi({ description: "Online orders: where the money is (as the shopper's order says); null for cash and card" }),
    promo_code: PromoCodeSchema.nullable(),
    promotions: z
      .array(OrderPromotionSchema)
      .openapi({ description: "The promotions the order got (a seller: their stores' and the platform's code), with what each took off" }),
    total_price: z.number().int().openapi({ description: "What the shopper pays for the whole order (every store's part, also those a seller does not see)" }),
    pickup_until: z.string().nullable(),
    deliveries: z.array(OrderDeliverySchema).openapi({ description: "Each store's delivery window (a seller: their stores')" }),
    order_items: z.array(ConsoleOrderItemSchema),
    parts: z.array(
      ConsoleOrderPartSchema.pick({
        store: true,
        status: true,
        status_name: true,
        next_statuses: true,
        items_count: true,
        subtotal: true,
        total: true,
        to_collect: true,
        cancel_reason: true,
      }).extend({
        delivery_price: z.number().int().openapi({ description: "The store's delivery fee (0 for pickup)" }),
        discount: z.number().int().openapi({
          description:
            "What comes off the part's goods: its store's own promotion and its share of the platform code's (the parts' discounts add up to the order's)",
        }),
      }),
    ),
    status_history: z.array(ConsoleHistorySchema),
    substitution: SubstitutionChoiceSchema,
    refund_due: z.number().int().openapi({ description: "So'm owed back to the shopper (a paid online order whose items were removed)" }),
    substitutions: z.array(SubstitutionSchema),
  })
  .openapi('ConsoleOrder');
export type ConsoleOrder = z.infer<typeof ConsoleOrderSchema>;

/** `POST /console/orders/{id}/status/`. */
export const ConsoleStatusInputSchema = z
  .strictObject({
    status: z
      .number()
      .int()
      .refine((s) => (ORDER_STATUSES as readonly number[]).includes(s), { message: '0..8' }),
    reason: z.string().trim().min(1).max(500).optional().openapi({ description: 'Why; required to cancel (8)' }),
    store_id: BodyIdSchema.optional().openapi({ description: "Whose part moves: needed when the caller reaches several of the order's stores" }),
  })
  .openapi('ConsoleStatusInput');
export type ConsoleStatusInput = z.infer<typeof ConsoleStatusInputSchema>;
