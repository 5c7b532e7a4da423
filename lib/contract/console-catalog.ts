import { z } from '@hono/zod-openapi';
import { PROMO_CODE_PATTERN, PROMO_DISCOUNT_MAX, PROMO_DISCOUNT_MIN } from '../domain/promo';
import { isHexColor, imagePathOf, isImageRef, isSitePath, isWebUrl } from '../domain/site-content';
import { PhoneNumberSchema } from './account';
import { MediaUrlSchema, pagingQuery } from './common';
import { BANNER_TYPES } from './values';
import { PICTURE_PX, PICTURE_USES } from '../domain/pictures';

/**
 * The operator's console for the catalog's shared parts (ADR 0017): categories, banners, FAQ,
 * contacts, partners and promo codes. Field names are the public API's (lib/contract/catalog.ts,
 * content.ts), with both languages as `*_uz` / `*_ru`. A create takes every required field; an
 * update takes any of them (at least one).
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const color = z.string().refine(isHexColor, '#RRGGBB').openapi({ example: '#DCF5DC' });
const image = z.string().trim().transform(imagePathOf).refine(isImageRef, '/media/...').openapi({ example: '/media/emoji/red-apple.svg' });
const position = z.number().int().min(0).max(1_000_000);
/** A link the shop shows as `href`: http(s) only. */
const webUrl = z.string().trim().refine(isWebUrl, 'https://...').openapi({ example: 'https://t.me/savat_uz' });
const nonEmpty = <T extends z.ZodRawShape>(shape: T) =>
  z
    .strictObject(shape)
    .partial()
    .refine((v) => Object.values(v).some((x) => x !== undefined), 'at least one field');

/** What an uploaded picture of the shop's shared parts is for: the size it is kept at (lib/domain/pictures.ts). */
export const ImageUseQuerySchema = z.object({
  use: z
    .enum(PICTURE_USES)
    .optional()
    .openapi({
      description: `What the picture is for, and so the longer side it is kept at: ${PICTURE_USES.map((u) => `${u} ${PICTURE_PX[u]} px`).join(', ')}; absent: logo`,
    }),
});

export const ConsoleListQuerySchema = pagingQuery(50).extend({ q: z.string().trim().max(100).optional() });

// ---- Categories -------------------------------------------------------------------------------

const categoryFields = {
  name_uz: text(100),
  name_ru: text(100),
  icon: image,
  image,
  color,
  position,
  popularity: z.number().int().min(0).max(1_000_000_000),
};
export const CategoryCreateSchema = z.strictObject({ ...categoryFields, position: position.optional(), popularity: categoryFields.popularity.optional() });
export const CategoryUpdateSchema = nonEmpty(categoryFields);
export const ConsoleCategorySchema = z
  .object({
    id: z.number().int(),
    name_uz: z.string(),
    name_ru: z.string(),
    icon: MediaUrlSchema,
    image: MediaUrlSchema,
    color: z.string(),
    position: z.number().int(),
    popularity: z.number().int(),
    count_product: z.number().int().openapi({ description: 'Products filed under it (a category with products cannot be deleted)' }),
  })
  .openapi('ConsoleCategory');
export type ConsoleCategory = z.infer<typeof ConsoleCategorySchema>;

// ---- Banners ----------------------------------------------------------------------------------

const bannerFields = {
  type: z.enum(BANNER_TYPES),
  title_uz: text(200),
  title_ru: text(200),
  subtitle_uz: z.string().trim().max(300),
  subtitle_ru: z.string().trim().max(300),
  image,
  color,
  link: z.string().trim().refine(isSitePath, '/path').openapi({ example: '/products?category_id=2' }),
  position,
};
export const BannerCreateSchema = z.strictObject({
  ...bannerFields,
  subtitle_uz: bannerFields.subtitle_uz.default(''),
  subtitle_ru: bannerFields.subtitle_ru.default(''),
  position: position.optional(),
});
export const BannerUpdateSchema = nonEmpty(bannerFields);
export const ConsoleBannerSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(BANNER_TYPES),
    title_uz: z.string(),
    title_ru: z.string(),
    subtitle_uz: z.string(),
    subtitle_ru: z.string(),
    image: MediaUrlSchema,
    color: z.string(),
    link: z.string(),
    position: z.number().int(),
  })
  .openapi('ConsoleBanner');
export type ConsoleBanner = z.infer<typeof ConsoleBannerSchema>;

// ---- FAQ --------------------------------------------------------------------------------------

const faqFields = { question_uz: text(300), question_ru: text(300), answer_uz: text(3000), answer_ru: text(3000), position };
export const FaqCreateSchema = z.strictObject({ ...faqFields, position: position.optional() });
export const FaqUpdateSchema = nonEmpty(faqFields);
export const ConsoleFaqSchema = z
  .object({ id: z.number().int(), question_uz: z.string(), question_ru: z.string(), answer_uz: z.string(), answer_ru: z.string(), position: z.number().int() })
  .openapi('ConsoleFaq');
export type ConsoleFaq = z.infer<typeof ConsoleFaqSchema>;

// ---- Partners ---------------------------------------------------------------------------------

const partnerFields = {
  name: text(100),
  logo: image,
  url: webUrl.nullable(),
  position,
};
export const PartnerCreateSchema = z.strictObject({ ...partnerFields, url: partnerFields.url.optional(), position: position.optional() });
export const PartnerUpdateSchema = nonEmpty(partnerFields);
export const ConsolePartnerSchema = z
  .object({ id: z.number().int(), name: z.string(), logo: MediaUrlSchema, url: z.string().nullable(), position: z.number().int() })
  .openapi('ConsolePartner');
export type ConsolePartner = z.infer<typeof ConsolePartnerSchema>;

// ---- About (the one row of contacts) ----------------------------------------------------------

export const AboutInputSchema = z.strictObject({
  phone: PhoneNumberSchema.nullable()
    .optional()
    .openapi({ type: ['string', 'null'], example: '+998712000000' }),
  email: z.string().trim().email().max(200).nullable().optional(),
  address_uz: text(300),
  address_ru: text(300),
  address_url: webUrl.nullable().optional(),
  telegram: webUrl.nullable().optional(),
  facebook: webUrl.nullable().optional(),
  instagram: webUrl.nullable().optional(),
  app_qr_image: image.nullable().optional(),
  description_uz: text(5000),
  description_ru: text(5000),
});
export const ConsoleAboutSchema = z
  .object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address_uz: z.string(),
    address_ru: z.string(),
    address_url: z.string().nullable(),
    telegram: z.string().nullable(),
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    app_qr_image: MediaUrlSchema.nullable(),
    description_uz: z.string(),
    description_ru: z.string(),
  })
  .openapi('ConsoleAbout');
export type ConsoleAbout = z.infer<typeof ConsoleAboutSchema>;

// ---- Promo codes ------------------------------------------------------------------------------

const promoFields = {
  /** As the shop's check names it (`promocode`); stored upper-case. */
  promocode: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .refine((s) => PROMO_CODE_PATTERN.test(s), 'A-Z 0-9 _ - (3..40)')
    .openapi({ example: 'BAHOR20' }),
  discount: z.number().int().min(PROMO_DISCOUNT_MIN).max(PROMO_DISCOUNT_MAX).openapi({ description: 'Percent' }),
  max_uses: z.number().int().min(1).max(100_000_000).nullable().openapi({ description: 'All uses together; null for no limit' }),
  max_uses_per_user: z.number().int().min(1).max(1000),
  valid_from: z.string().datetime({ offset: true }).openapi({ description: 'ISO 8601' }),
  valid_until: z.string().datetime({ offset: true }).openapi({ description: 'ISO 8601; the code works until (not at) this time' }),
};
const windowRule = (v: { valid_from?: string; valid_until?: string }, ctx: z.RefinementCtx) => {
  if (v.valid_from && v.valid_until && Date.parse(v.valid_until) <= Date.parse(v.valid_from)) {
    ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'valid_until > valid_from' });
  }
};
export const PromoCreateSchema = z
  .strictObject({ ...promoFields, max_uses: promoFields.max_uses.optional(), max_uses_per_user: promoFields.max_uses_per_user.optional() })
  .superRefine(windowRule);
/** The code itself is not changed: shoppers and orders know it by its text. */
export const PromoUpdateSchema = z
  .strictObject({
    discount: promoFields.discount,
    max_uses: promoFields.max_uses,
    max_uses_per_user: promoFields.max_uses_per_user,
    valid_from: promoFields.valid_from,
    valid_until: promoFields.valid_until,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'at least one field');
export const ConsolePromoSchema = z
  .object({
    id: z.number().int(),
    promocode: z.string(),
    discount: z.number().int(),
    max_uses: z.number().int().nullable(),
    max_uses_per_user: z.number().int(),
    used_count: z.number().int().openapi({ description: 'Orders that used it' }),
    valid_from: z.string(),
    valid_until: z.string(),
    active: z.boolean().openapi({ description: 'Within its window now (the use limits aside)' }),
    created_at: z.string(),
  })
  .openapi('ConsolePromoCode');
export type ConsolePromo = z.infer<typeof ConsolePromoSchema>;
