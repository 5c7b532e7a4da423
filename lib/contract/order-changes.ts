import { z } from '@hono/zod-openapi';
import { BodyIdSchema, idSchema } from './common';
import { ProductSchema } from './catalog';
import { ITEM_STATES, SUBSTITUTIONS } from './order-values';

export { type ItemState, type SubstitutionChoice } from './order-values';

/**
 * One item at a time (ADR 0029): a store makes an item unavailable, proposes a substitute or
 * enters a weighed item's real weight; the shopper approves or declines a substitute.
 */

export const ItemParamsSchema = z.object({
  id: idSchema.openapi({ param: { name: 'id', in: 'path' } }),
  item_id: idSchema.openapi({ param: { name: 'item_id', in: 'path' } }),
});
export const SubstitutionParamsSchema = z.object({
  id: idSchema.openapi({ param: { name: 'id', in: 'path' } }),
  sid: idSchema.openapi({ param: { name: 'sid', in: 'path' } }),
});

export const SubstitutionChoiceSchema = z.enum(SUBSTITUTIONS).openapi({
  description:
    'What the store does with a missing item: remove it (default), replace it with a similar one (the shopper may approve or decline), or call the shopper',
});

/** A line's money and what happened to it, on the shopper's and the store's order alike. */
export const ItemChangeFields = {
  ordered_quantity: z.number().int().nullable().openapi({ description: 'The quantity the shopper ordered when the store changed it; null when unchanged' }),
  weight_grams: z.number().int().nullable().openapi({ description: 'Weighed goods: the weight packed, in grams; null until weighed' }),
  replaces_item_id: z.number().int().nullable().openapi({ description: 'A substitute: the line it replaces' }),
  state: z
    .enum(ITEM_STATES)
    .openapi({ description: 'ordered, reduced (fewer than ordered), unavailable (none), replaced (by a substitute), substitute, weighed' }),
  line_total: z.number().int().openapi({ description: "The line's money now (quantity × unit price, or by the packed weight)" }),
};

export const SubstitutionSchema = z
  .object({
    id: z.number().int(),
    item_id: z.number().int().openapi({ description: 'The line it would replace' }),
    product: ProductSchema.openapi({ description: 'The substitute as the store offers it' }),
    quantity: z.number().int(),
    line_total: z.number().int(),
    status: z.enum(['proposed', 'approved', 'declined', 'applied', 'withdrawn']),
    needs_consent: z.boolean().openapi({ description: 'It raises the total by more than 10 %: it never applies without the shopper’s yes' }),
    created_at: z.string(),
    apply_at: z.string().nullable().openapi({ description: 'When an unanswered proposal applies by itself (replace, no consent needed); null otherwise' }),
  })
  .openapi('Substitution');
export type Substitution = z.infer<typeof SubstitutionSchema>;

/** `POST /console/orders/{id}/items/{item_id}/unavailable/`: how many are left (0, the default, removes the line). */
export const UnavailableInputSchema = z
  .strictObject({ quantity: z.number().int().min(0).max(999).optional().openapi({ description: 'The quantity left; 0 (default) removes the line' }) })
  .openapi('UnavailableInput');
export type UnavailableInput = z.infer<typeof UnavailableInputSchema>;

/** `POST /console/orders/{id}/items/{item_id}/substitute/`. */
export const SubstituteInputSchema = z.strictObject({ product_id: BodyIdSchema, quantity: z.number().int().min(1).max(999) }).openapi('SubstituteInput');
export type SubstituteInput = z.infer<typeof SubstituteInputSchema>;

/** `PATCH /console/orders/{id}/items/{item_id}/`: a weighed line's real weight, in grams. */
export const WeightInputSchema = z.strictObject({ weight: z.number().int().min(1).max(1_000_000).openapi({ description: 'Grams' }) }).openapi('WeightInput');
export type WeightInput = z.infer<typeof WeightInputSchema>;
