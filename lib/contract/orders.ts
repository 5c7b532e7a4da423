import { z } from '@hono/zod-openapi';
import { BodyIdSchema, pagingQuery } from './common';
import { ProductSchema } from './catalog';
import { PhoneNumberSchema } from './account';
import { CANCEL_REASONS, LANDMARK_MAX, ORDER_TYPES, PAYMENT_STATES, PAYMENT_TYPES } from './order-values';
import { OrderDeliverySchema, SlotChoiceSchema } from './delivery';
import { insideUzbekistan } from '../domain/geo';
import { ItemChangeFields, SubstitutionChoiceSchema, SubstitutionSchema } from './order-changes';
import { OrderPromotionSchema } from './promotions';

/** Promo codes, saved delivery addresses and orders (api-contract.md, "Orders", "Shipping addresses"). */

export const PromoCodeSchema = z.object({ promocode: z.string(), discount: z.number().int().openapi({ description: 'Percent' }) });

// ---- Shipping addresses -----------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max);
/** An optional text: blank is null. */
const optionalText = (max: number) =>
  text(max)
    .transform((s) => s || null)
    .nullable()
    .optional();
/**
 * Entrance, floor and flat: text, but the contract's clients send numbers too (`"floor": 4`, issue
 * 20); a whole number is taken as its digits. Answered as text.
 */
const numberOrText = (max: number) =>
  z
    .union([z.number().int().min(-999).max(9999).transform(String), text(max)])
    .transform((s) => s || null)
    .nullable()
    .optional()
    .openapi({ type: ['string', 'integer', 'null'], description: `Text up to ${max} characters, or a whole number` });

export const ShippingAddressSchema = z
  .object({
    id: z.number().int(),
    address_name: z.string(),
    address: z.string(),
    entrance: z.string().nullable(),
    floor: z.string().nullable(),
    apartment: z.string().nullable(),
    landmark: z.string().nullable().openapi({ description: 'What the courier finds the door by (moʻljal / ориентир); null when none' }),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    main_address: z.boolean(),
    phone_number: z.string().nullable(),
  })
  .openapi('ShippingAddress');
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

const shippingFields = {
  address_name: text(60).min(1),
  address: text(300).min(1),
  entrance: numberOrText(20),
  floor: numberOrText(20),
  apartment: numberOrText(20),
  landmark: optionalText(LANDMARK_MAX),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  main_address: z.boolean().optional(),
  phone_number: PhoneNumberSchema.nullable()
    .optional()
    .openapi({ type: ['string', 'null'], example: '+998901234567' }),
};
/**
 * A map point is both coordinates or neither, and lies in Uzbekistan (lib/domain/geo.ts): Savat
 * delivers nowhere else. Issue messages are rule ids (server/http/validation.ts words them).
 */
function pointRule(value: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx) {
  const { latitude, longitude } = value;
  if ((latitude === undefined) !== (longitude === undefined) || (latitude === null) !== (longitude === null)) {
    ctx.addIssue({ code: 'custom', path: [latitude === undefined || latitude === null ? 'latitude' : 'longitude'], message: 'point_pair' });
  } else if (typeof latitude === 'number' && typeof longitude === 'number' && !insideUzbekistan({ latitude, longitude })) {
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'outside_uzbekistan' });
  }
}

export const ShippingInputSchema = z.strictObject(shippingFields).superRefine(pointRule);
/** A new address as a client sends it (the first one, or one with main_address: true, becomes the main one). */
export type ShippingInput = z.input<typeof ShippingInputSchema>;

export const ShippingUpdateSchema = z
  .strictObject({ ...shippingFields, address_name: shippingFields.address_name.optional(), address: shippingFields.address.optional() })
  .superRefine(pointRule);
export type ShippingUpdate = z.input<typeof ShippingUpdateSchema>;
/** A new address or a change, as the server has it after validation. */
export type ParsedShippingInput = z.output<typeof ShippingUpdateSchema>;

export const DeletedSchema = z.object({ id: z.number().int() });

// ---- Orders -----------------------------------------------------------------------------------

export const OrderItemSchema = z.object({
  id: z.number().int(),
  product: ProductSchema.openapi({ description: 'The product as it was ordered' }),
  quantity: z.number().int(),
  price: z.number().int(),
  discount_price: z.number().int(),
  ...ItemChangeFields,
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

const StatusEntrySchema = z.object({ status: z.number().int(), status_name: z.string(), created_at: z.string() });

export const OrderSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(ORDER_TYPES),
    status: z.number().int().openapi({
      description: '0 waiting for payment, 1 paid, 2 accepted, 3 in progress, 4 on the way, 5 ready for pickup, 6 delivered, 7 picked up, 8 cancelled',
    }),
    status_name: z.string(),
    created_at: z.string(),
    full_name: z.string(),
    phone_number: z.string(),
    delivery_address: ShippingAddressSchema.nullable(),
    promo_code: PromoCodeSchema.nullable().openapi({
      description: "The code the shopper typed, when it applied (a store's code that the store's better offer beat is not used)",
    }),
    promotions: z.array(OrderPromotionSchema).openapi({
      description:
        "Every promotion the order got: each store's code or automatic offer, and the platform's code; sale_price_promo_code is their savings together",
    }),
    order_items: z.array(OrderItemSchema),
    all_prices: z.number().int(),
    sale_price: z.number().int(),
    sale_price_promo_code: z.number().int(),
    delivery_price: z.number().int(),
    total_price: z.number().int().openapi({ description: 'What the shopper pays' }),
    payment_type: z.enum(PAYMENT_TYPES),
    payment_url: z.string().nullable().openapi({
      description:
        "The provider's checkout link for this order and amount (returning to the order's page); only while an online order waits for payment (status 0)",
    }),
    payment_state: z.enum(PAYMENT_STATES).nullable().openapi({
      description:
        'Online orders: waiting, paid, declined (cancelled before paying), expired (not paid in time), refund_pending (paid, then cancelled: the money goes back), refunded. Null for cash and card',
    }),
    comment: z.string().nullable(),
    pickup_until: z.string().nullable(),
    cancel_reason: z.string().nullable().openapi({
      description:
        "Why it was cancelled: the shopper's own code (CANCEL_REASONS) when they cancelled; the store's words when a store cancelled the order or its part of it; null otherwise",
    }),
    cancelled_by: z.enum(['shopper', 'store', 'system']).nullable().openapi({
      description:
        'Who cancelled: the shopper, a store (the whole order or its part of a live order), or the system (payment declined or expired); null while nothing was cancelled',
    }),
    deliveries: z.array(OrderDeliverySchema).openapi({ description: 'Delivery: each store with its fee and promised time; empty for pickup' }),
    status_history: z.array(StatusEntrySchema),
    substitution: SubstitutionChoiceSchema,
    refund_due: z.number().int().openapi({ description: "So'm owed back on a paid online order after the stores removed or lowered items" }),
    substitutions: z.array(SubstitutionSchema).openapi({ description: "The stores' substitute proposals, newest first" }),
  })
  .openapi('Order');
export type Order = z.infer<typeof OrderSchema>;

const promoField = z
  .string()
  .trim()
  .max(40)
  .nullable()
  .optional()
  .transform((s) => s || null);

// Not strict: clients have sent prices and totals; they are ignored, never trusted.
export const OrderInputSchema = z
  .object({
    type: z.enum(ORDER_TYPES),
    full_name: text(100).min(1),
    phone_number: PhoneNumberSchema,
    products: z
      .array(z.object({ product: BodyIdSchema, quantity: z.number().int().min(1).max(999) }))
      .min(1)
      .max(100),
    delivery_address: BodyIdSchema.nullable().optional(),
    promocode: promoField,
    promo_code: promoField.openapi({ description: 'Another name for promocode: the name /store/check_promo_code/ takes, which clients send here too' }),
    payment_type: z.enum(PAYMENT_TYPES).optional().openapi({ description: 'cash by default; an online one must be among GET /store/payment-methods/' }),
    comment: optionalText(500),
    slots: z
      .array(SlotChoiceSchema)
      .max(50)
      .optional()
      .openapi({ description: 'A delivery window per store that offers them (one of its offered_slots); a store left out gets its earliest' }),
    substitution: SubstitutionChoiceSchema.optional(),
  })
  // A delivery goes to one of the shopper's addresses (which one is theirs, the service checks).
  // Checked beside the other fields' issues, so that a form shows them all at once.
  .refine((order) => order.type !== 'D' || Boolean(order.delivery_address), {
    path: ['delivery_address'],
    message: 'choose_address',
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
  .transform(({ promo_code, ...order }) => ({ ...order, promocode: order.promocode ?? promo_code ?? null }));
/** An order as a client sends it; prices come from the server. */
export type OrderInput = z.input<typeof OrderInputSchema>;
/** An order as the server has it after validation. */
export type ParsedOrderInput = z.output<typeof OrderInputSchema>;

/** The payment types checkout offers: cash and card always, and each online provider that is configured. */
export const PaymentMethodsSchema = z.array(z.enum(PAYMENT_TYPES)).openapi('PaymentMethods');

export const OrderHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({ param: { name: 'idempotency-key', in: 'header' }, description: 'The same key gives back the first order' }),
});

/** `?reason=` of the cancel call: optional, as older clients send none. */
export const CancelQuerySchema = z.object({ reason: z.enum(CANCEL_REASONS).optional() });

export const OrdersQuerySchema = pagingQuery(10).extend({ q: z.string().max(100).optional() });

/** "Buy again" (`GET /store/orders/products/`): 12 products a page by default, 50 at most. */
export const OrderedProductsQuerySchema = pagingQuery(12, 50);
