import { z } from '@hono/zod-openapi';
import { MAX_ID, queryInt } from './common';

/**
 * The console's dashboards (ADR 0038): one answer per dashboard, computed in SQL in Tashkent time
 * (a day starts at 00:00 UTC+5). `from` and `to` are Tashkent dates, both included; the previous
 * period is the same number of days just before `from`. Money is whole so'm: revenue is what
 * shoppers paid for the goods (delivery apart), of orders not cancelled.
 */

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ example: '2026-11-27', description: 'A Tashkent date (YYYY-MM-DD)' });

export const StatsRangeQuerySchema = z.object({
  from: day,
  to: day,
});

export const StoreStatsQuerySchema = StatsRangeQuerySchema.extend({
  store: queryInt(1, MAX_ID).openapi({ description: 'The store (a seller must serve it)' }),
});

const StatsTotalsSchema = z
  .object({
    orders: z.number().int().openapi({ description: 'Orders placed in the period (cancelled ones included)' }),
    revenue: z.number().int().openapi({ description: "So'm of goods of the orders not cancelled, delivery apart" }),
    average_order: z.number().int().openapi({ description: 'revenue / orders not cancelled, rounded' }),
    items_sold: z.number().openapi({ description: 'Units of the orders not cancelled (weighed goods count their units too)' }),
    cancelled: z.number().int(),
    paid_online_share: z.number().openapi({ description: 'Share (0..1) of the orders not cancelled paid by Click or Payme' }),
  })
  .openapi('StatsTotals');
export type StatsTotals = z.infer<typeof StatsTotalsSchema>;

const StatsPointSchema = z
  .object({
    at: z.string().openapi({ description: 'YYYY-MM-DD for a day, YYYY-MM-DDTHH for an hour (Tashkent)' }),
    orders: z.number().int(),
    revenue: z.number().int(),
  })
  .openapi('StatsPoint');
export type StatsPoint = z.infer<typeof StatsPointSchema>;

const StatsSeriesSchema = z
  .object({
    /** `hour` when the range is one day, else `day`; every bucket of the range is present (zeros included). */
    granularity: z.enum(['day', 'hour']),
    points: z.array(StatsPointSchema),
  })
  .openapi('StatsSeries');

const StatsCancellationsSchema = z
  .object({
    /** The shopper's or the store's reason code as stored (null: none given). */
    by_reason: z.array(z.object({ reason: z.string().nullable(), count: z.number().int() })),
    by_actor: z.array(z.object({ actor: z.enum(['shopper', 'store', 'operator', 'system']), count: z.number().int() })),
  })
  .openapi('StatsCancellations');

const StatsTopProductSchema = z
  .object({ product_id: z.number().int().nullable(), name: z.string(), revenue: z.number().int(), units: z.number() })
  .openapi('StatsTopProduct');

const StatsRunningOutSchema = z
  .object({
    product_id: z.number().int(),
    name: z.string(),
    available: z.number().int(),
    sold_7d: z.number(),
    /** Why it is listed: below the store's threshold, or below what sold in the last 7 days. */
    why: z.enum(['threshold', 'sales']),
  })
  .openapi('StatsRunningOut');

const StatsReviewSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    product_name: z.string(),
    rating: z.number().int(),
    comment: z.string(),
    created_at: z.string(),
  })
  .openapi('StatsReview');

const periodOf = z.object({ from: day, to: day });

/** What both dashboards answer: the period against the one before, the series, cancellations and top products. */
const dashboardFields = {
  period: periodOf,
  previous_period: periodOf,
  totals: StatsTotalsSchema,
  previous_totals: StatsTotalsSchema,
  series: StatsSeriesSchema,
  cancellations: StatsCancellationsSchema,
  top_by_revenue: z.array(StatsTopProductSchema),
  top_by_units: z.array(StatsTopProductSchema),
};

export const StoreStatsSchema = z
  .object({
    store: z.object({ id: z.number().int(), brand_name: z.string(), low_stock_threshold: z.number().int() }),
    ...dashboardFields,
    running_out: z.array(StatsRunningOutSchema),
    ratings: z.object({
      average: z.number().nullable(),
      count: z.number().int(),
      /** Reviews of the period without the store's answer, newest first (at most 10). */
      to_answer: z.array(StatsReviewSchema),
      to_answer_count: z.number().int(),
    }),
  })
  .openapi('StoreStats');
export type StoreStats = z.infer<typeof StoreStatsSchema>;

const StatsStoreRowSchema = z
  .object({
    store_id: z.number().int(),
    brand_name: z.string(),
    orders: z.number().int(),
    revenue: z.number().int(),
    average_order: z.number().int(),
    cancelled: z.number().int(),
    paid_online_share: z.number(),
  })
  .openapi('StatsStoreRow');

export const PlatformStatsSchema = z
  .object({
    ...dashboardFields,
    stores: z.array(StatsStoreRowSchema),
    new_shoppers: z.array(z.object({ at: day, count: z.number().int() })),
    /** Shoppers who had a basket in the period, and how many of them ordered (share 0..1). */
    basket_conversion: z.object({ baskets: z.number().int(), ordered: z.number().int(), share: z.number() }),
    /** The top 50 search terms with no results of the 7 days up to `to` (normalised, both scripts). */
    no_result_searches: z.array(z.object({ term: z.string(), count: z.number().int() })),
    /** The shoppers' real page speed (web vitals beacon, p75 per metric), when any were recorded. */
    vitals: z.array(z.object({ metric: z.string(), p75: z.number(), samples: z.number().int() })),
  })
  .openapi('PlatformStats');
export type PlatformStats = z.infer<typeof PlatformStatsSchema>;
