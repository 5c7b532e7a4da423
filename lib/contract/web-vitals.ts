import { z } from '@hono/zod-openapi';
import { PAGE_TYPES, VITALS_MAX, VITALS_METRICS } from '../domain/web-vitals';
import { queryInt } from './common';

/**
 * Shoppers' real speed: the beacon a sampled page view sends (POST /vitals/) and the figures the
 * operator's console reads (GET /console/vitals/). The rules are lib/domain/web-vitals.ts's.
 */

const VitalsMetricSchema = z.enum(VITALS_METRICS).openapi({ description: 'LCP, INP and TTFB in milliseconds; CLS unitless' });
const PageTypeSchema = z.enum(PAGE_TYPES).openapi({ description: 'The kind of shop page (lib/domain/web-vitals.ts pageTypeOf); never its address' });

const MetricValueSchema = z
  .object({
    name: VitalsMetricSchema,
    value: z
      .number()
      .min(0)
      .max(Math.max(...Object.values(VITALS_MAX)))
      .openapi({ example: 1830.5 }),
  })
  .strict()
  .refine((m) => m.value <= VITALS_MAX[m.name], { message: 'invalid', path: ['value'] });

export const VitalsBeaconSchema = z
  .object({
    page_type: PageTypeSchema,
    metrics: z
      .array(MetricValueSchema)
      .min(1)
      .max(VITALS_METRICS.length)
      .refine((list) => new Set(list.map((m) => m.name)).size === list.length, { message: 'invalid' })
      .openapi({ description: 'The final value of each metric the page view measured, each metric once' }),
  })
  .strict()
  .openapi('VitalsBeacon', {
    example: {
      page_type: 'product',
      metrics: [
        { name: 'LCP', value: 1830.5 },
        { name: 'CLS', value: 0.04 },
        { name: 'TTFB', value: 212 },
      ],
    },
  });
export type VitalsBeacon = z.infer<typeof VitalsBeaconSchema>;

export const VitalsAcceptedSchema = z.object({ accepted: z.number().int().openapi({ description: 'Metrics counted' }) }).openapi('VitalsAccepted');

export const ConsoleVitalsQuerySchema = z.object({
  days: queryInt(1, 28)
    .optional()
    .default(7)
    .openapi({ type: 'integer', minimum: 1, maximum: 28, default: 7, description: 'Days up to and including today (Tashkent)' }),
});

const MetricFigureSchema = z
  .object({
    metric: VitalsMetricSchema,
    p75: z.number().nullable().openapi({ description: '75th percentile of the page views (ms; CLS unitless); null without any' }),
    at_least: z.boolean().openapi({ description: 'The percentile is beyond the last bucket: the true value is p75 or more' }),
    count: z.number().int().openapi({ description: 'Page views that measured it' }),
    rating: z.enum(['good', 'needs_improvement', 'poor']).nullable().openapi({ description: "Google's rating of p75; null without any" }),
  })
  .openapi('VitalsFigure');

const PageFiguresSchema = z
  .object({
    page_type: z.enum(['all', ...PAGE_TYPES]).openapi({ description: '`all`: every page type together' }),
    metrics: z.array(MetricFigureSchema),
  })
  .openapi('VitalsPageFigures');

export const ConsoleVitalsSchema = z
  .object({
    from: z.string().openapi({ format: 'date', description: 'First day (Tashkent)' }),
    to: z.string().openapi({ format: 'date', description: 'Last day, today (Tashkent)' }),
    days: z.number().int(),
    thresholds: z
      .record(VitalsMetricSchema, z.tuple([z.number(), z.number()]))
      .openapi({ description: "Google's bounds of good and of needs improvement, per metric" }),
    pages: z.array(PageFiguresSchema).openapi({ description: 'All pages first, then every page type in a fixed order' }),
  })
  .openapi('ConsoleVitals');
export type ConsoleVitals = z.infer<typeof ConsoleVitalsSchema>;
export type VitalsFigure = z.infer<typeof MetricFigureSchema>;
