import { z } from '@hono/zod-openapi';
import { BodyIdSchema } from './common';
import { PROMO_KINDS } from '../domain/promo';
import { storeIdsQuery } from './delivery';

/**
 * Promotions as the shop sees them (ADR 0037): the promo check's answer, a store's automatic
 * offers, and the promotions an order got. Priced by lib/domain/promotions.ts on both sides.
 */

const StoreRefSchema = z.object({ id: z.number().int(), brand_name: z.string() });

/** `POST /store/check_promo_code/`: the code, and the basket it is for (optional). */
export const PromoCheckInputSchema = z.strictObject({
  promo_code: z.string().trim().min(1).max(40),
  products: z
    .array(z.object({ id: BodyIdSchema, count: z.number().int().min(0).max(100_000) }))
    .max(200)
    .optional()
    .openapi({
      description:
        "The basket's products (as /store/products/check/ takes them): a store's code for none of their stores is refused with promo_not_for_these_goods",
    }),
});

const storeTerms = {
  store: StoreRefSchema.openapi({ description: 'The store whose goods it is for' }),
  kind: z
    .enum(PROMO_KINDS)
    .openapi({ description: "percent (of the store's goods), fixed (so'm off them, never more than they cost) or free_delivery (from that store)" }),
  amount: z.number().int().openapi({ description: "So'm off (kind fixed); 0 otherwise" }),
  min_basket: z.number().int().openapi({ description: "The store's goods (after their own discounts) must reach this; 0 for none" }),
};

/** The check's answer: a platform code says its percent as ever; a store's code also says its store and terms. */
export const PromoCheckSchema = z
  .object({
    promocode: z.string(),
    discount: z.number().int().openapi({ description: 'Percent (0 for a fixed amount or free delivery)' }),
    store: storeTerms.store.optional(),
    kind: storeTerms.kind.optional(),
    amount: storeTerms.amount.optional(),
    min_basket: storeTerms.min_basket.optional(),
  })
  .openapi('PromoCheck');
export type PromoCheck = z.infer<typeof PromoCheckSchema>;

/** `GET /store/promotions/?store=1,2`: the stores' automatic offers working now. */
export const PromotionsQuerySchema = z.object({
  store: storeIdsQuery,
});

export const StoreOfferSchema = z
  .object({
    id: z.number().int(),
    ...storeTerms,
    discount: z.number().int().openapi({ description: 'Percent (kind percent); 0 otherwise' }),
    valid_until: z.string().openapi({ description: 'ISO 8601: the offer works until then' }),
  })
  .openapi('StoreOffer');
export type StoreOffer = z.infer<typeof StoreOfferSchema>;

/** A promotion an order got, with what it took off. */
export const OrderPromotionSchema = z
  .object({
    promocode: z.string().nullable().openapi({ description: "The code typed; null for a store's automatic offer" }),
    store: StoreRefSchema.nullable().openapi({ description: "The store whose goods it was for; null for the platform's code" }),
    kind: z.enum(PROMO_KINDS),
    discount: z.number().int().openapi({ description: 'Percent (kind percent)' }),
    amount: z.number().int().openapi({ description: "So'm (kind fixed)" }),
    saving: z.number().int().openapi({ description: "So'm it took off the goods" }),
    delivery_saving: z.number().int().openapi({ description: "So'm of delivery it waived" }),
  })
  .openapi('OrderPromotion');
export type OrderPromotion = z.infer<typeof OrderPromotionSchema>;
