import { z } from '@hono/zod-openapi';
import { BodyIdSchema, MAX_ID } from './common';

/** `?store=1,2,3`: up to 50 store ids, each once (the delivery terms' and the stores' offers' query). */
export const storeIdsQuery = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,49}$/)
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID))
  .openapi({ type: 'string', example: '1,2', param: { name: 'store', in: 'query' } });

/** Each store's delivery terms and the windows it offers now (ADR 0012: minimum, fee, free-from, estimate, slots). */

const SlotSchema = z.object({ from: z.string().openapi({ description: 'ISO 8601' }), to: z.string() }).openapi('DeliverySlot');
export type SlotAnswer = z.infer<typeof SlotSchema>;

export const DeliveryTermsSchema = z
  .object({
    store: z.number().int(),
    min_order: z
      .number()
      .int()
      .openapi({ description: "The store's goods (after item discounts, before a promo code) must reach this for delivery; 0 for none" }),
    fee: z.number().int().openapi({ description: 'What delivery from this store costs' }),
    free_from: z.number().int().nullable().openapi({ description: 'From this amount of its goods delivery is free; null when never' }),
    eta_min: z.number().int().openapi({ description: 'Minutes to the door, at the soonest' }),
    eta_max: z.number().int(),
    slots: z.array(z.string()).openapi({ description: 'Windows of a day in Tashkent, "10:00-12:00"; empty when the store comes as soon as it can' }),
    offered_slots: z.array(SlotSchema).openapi({ description: 'The windows that may be picked now: today (from an hour ahead) and tomorrow' }),
  })
  .openapi('DeliveryTerms');
export type DeliveryTermsAnswer = z.infer<typeof DeliveryTermsSchema>;

/** `?store=1,2,3`: up to 50 store ids. */
export const DeliveryQuerySchema = z.object({
  store: storeIdsQuery,
});

/** A window the shopper picked for one store of the order (one of its `offered_slots`). */
export const SlotChoiceSchema = z.object({ store: BodyIdSchema, from: z.string().datetime({ offset: true }) });
export type SlotChoice = z.infer<typeof SlotChoiceSchema>;

/** An order's promise, store by store. */
export const OrderDeliverySchema = z
  .object({
    store: z.object({ id: z.number().int(), brand_name: z.string() }),
    subtotal: z.number().int(),
    delivery_price: z.number().int(),
    promised_from: z.string().openapi({ description: 'ISO 8601' }),
    promised_to: z.string(),
    slot: z.boolean().openapi({ description: 'True when the shopper picked the window; false for the estimate' }),
  })
  .openapi('OrderDelivery');
export type OrderDelivery = z.infer<typeof OrderDeliverySchema>;
