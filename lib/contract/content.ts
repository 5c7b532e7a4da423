import { z } from '@hono/zod-openapi';
import { MediaUrlSchema, blankIsAbsent, pagingQuery } from './common';
import { BANNER_TYPES, SITEMAP_ENTRY_TYPES } from './values';

/** The site's own content: contacts, banners, FAQ, partners, counts, and the sitemap's rows. */

export const AboutSchema = z
  .object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string(),
    address_url: z.string().nullable(),
    telegram: z.string().nullable(),
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    app_qr_image: MediaUrlSchema.nullable(),
    description: z.string(),
  })
  .openapi('About');
export type About = z.infer<typeof AboutSchema>;

export const BannerSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(BANNER_TYPES),
    title: z.string(),
    subtitle: z.string(),
    image: MediaUrlSchema,
    color: z.string(),
    link: z.string(),
  })
  .openapi('Banner');
export type Banner = z.infer<typeof BannerSchema>;

export const BannerQuerySchema = z.object({ type: blankIsAbsent(z.enum(BANNER_TYPES).optional()) });

export const FaqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() }).openapi('Faq');
export type Faq = z.infer<typeof FaqSchema>;

export const PartnerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    partner_name: z.string().openapi({ description: "The name again, as the contract's clients read it" }),
    logo: MediaUrlSchema,
    url: z.string().nullable(),
  })
  .openapi('Partner');
export type Partner = z.infer<typeof PartnerSchema>;

export const StatisticsSchema = z
  .object({
    // The names the contract's clients read (ADR 0019).
    product_count: z.number().int(),
    stores_count: z.number().int(),
    orders_count: z.number().int(),
    // The storefront's names, the same figures.
    products: z.number().int(),
    stores: z.number().int(),
    categories: z.number().int(),
    customers: z.number().int(),
    orders: z.number().int(),
  })
  .openapi('Statistics');
export type Statistics = z.infer<typeof StatisticsSchema>;

/** One row of `/sitemap/`: a public catalog page (category list, store or product) and its time. */
export const SitemapEntrySchema = z
  .object({
    type: z.enum(SITEMAP_ENTRY_TYPES),
    id: z.number().int(),
    updated_at: z.string().nullable().openapi({ description: 'ISO 8601; null when unknown (categories)' }),
  })
  .openapi('SitemapEntry');
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;

/**
 * Rows are two small fields, and one sitemap file holds up to 50 000 URLs (25 000 pages in two
 * languages), so this list allows pages of up to 5 000 rows instead of the usual 100.
 */
export const SITEMAP_MAX_PAGE_SIZE = 5000;
export const SitemapQuerySchema = pagingQuery(1000, SITEMAP_MAX_PAGE_SIZE);
