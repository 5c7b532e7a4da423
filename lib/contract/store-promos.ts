import { z } from '@hono/zod-openapi';
import { idSchema, pagingQuery } from './common';
import { PROMO_AMOUNT_MAX, PROMO_DISCOUNT_MAX, PROMO_KINDS, storePromoIssues, type StorePromoTerms } from '../domain/promo';

/**
 * A store's own promotions in the console (ADR 0037): promo codes and automatic offers for the
 * store's goods, made and changed by its sellers (their stores) and operators (any store). The
 * terms' rules are lib/domain/promo.ts's (storePromoIssues), asked by the form and by these schemas.
 */

export const StorePromoParamsSchema = z.object({
  id: idSchema.openapi({ param: { name: 'id', in: 'path' }, description: 'The store' }),
  promo_id: idSchema.openapi({ param: { name: 'promo_id', in: 'path' } }),
});

export const StorePromoQuerySchema = pagingQuery(20).extend({ q: z.string().trim().max(100).optional().openapi({ description: 'Part of the code' }) });

export const StorePromoSchema = z
  .object({
    id: z.number().int(),
    store: z.object({ id: z.number().int(), brand_name: z.string() }),
    promocode: z.string().nullable().openapi({ description: 'Null for an automatic offer' }),
    auto: z.boolean().openapi({ description: 'An automatic offer: applied by itself when its terms hold' }),
    kind: z.enum(PROMO_KINDS),
    discount: z.number().int().openapi({ description: 'Percent (kind percent)' }),
    amount: z.number().int().openapi({ description: "So'm (kind fixed)" }),
    min_basket: z.number().int().openapi({ description: "The store's goods must reach this" }),
    max_uses: z.number().int().nullable().openapi({ description: 'All uses together; null for no limit' }),
    max_uses_per_user: z.number().int().nullable().openapi({ description: 'Per shopper; null for no limit' }),
    used_count: z.number().int().openapi({ description: 'Orders that used it (a cancelled order gives its use back)' }),
    valid_from: z.string(),
    valid_until: z.string(),
    active: z.boolean().openapi({ description: 'Within its window now (the use limits aside)' }),
    created_at: z.string(),
  })
  .openapi('StorePromo');
export type StorePromo = z.infer<typeof StorePromoSchema>;

/** The rules between the fields, as custom issues the API words (server/http/validation.ts: `store_promo_<issue>`). */
const termsRule = (v: StorePromoTerms, ctx: z.RefinementCtx) => {
  for (const [path, issue] of Object.entries(storePromoIssues(v))) ctx.addIssue({ code: 'custom', path: [path], message: `store_promo_${issue}` });
};

const terms = {
  kind: z.enum(PROMO_KINDS),
  discount: z.number().int().min(0).max(PROMO_DISCOUNT_MAX).nullable().optional().openapi({ description: 'Percent, 1..100 (kind percent)' }),
  amount: z
    .number()
    .int()
    .min(0)
    .max(PROMO_AMOUNT_MAX)
    .nullable()
    .optional()
    .openapi({ description: "So'm off, never more than the store's goods (kind fixed)" }),
  min_basket: z
    .number()
    .int()
    .min(0)
    .max(PROMO_AMOUNT_MAX)
    .nullable()
    .optional()
    .openapi({ description: "The store's goods (after their own discounts) must reach this; 0 or absent for none" }),
  max_uses: z.number().int().min(1).max(100_000_000).nullable().optional().openapi({ description: 'All uses together; null for no limit' }),
  max_uses_per_user: z.number().int().min(1).max(1000).nullable().optional().openapi({ description: 'Per shopper; null for no limit (1 when absent)' }),
  valid_from: z.string().datetime({ offset: true }).openapi({ description: 'ISO 8601' }),
  valid_until: z.string().datetime({ offset: true }).openapi({ description: 'ISO 8601; works until (not at) this time' }),
};

export const StorePromoCreateSchema = z
  .strictObject({
    auto: z.boolean().optional().default(false).openapi({ description: 'An automatic offer (no code)' }),
    promocode: z
      .string()
      .trim()
      .max(40)
      .transform((s) => s.toUpperCase() || null)
      .nullable()
      .optional()
      .openapi({ example: 'KORZINKA10', description: 'A-Z 0-9 _ - (3..40), unique among all codes; none for an automatic offer' }),
    ...terms,
  })
  .superRefine(termsRule);

/** The code and whether it is automatic stay as made: shoppers and orders know a promotion by them. */
export const StorePromoUpdateSchema = z
  .strictObject(terms)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'at least one field');
