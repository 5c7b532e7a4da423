import { z } from '@hono/zod-openapi';
import { MAX_ID, queryInt } from './common';
import { dayRange, rangeProblemField } from '../domain/report-range';
import { FILE_FORMATS, REPORT_KINDS } from './report-values';

/**
 * The console's reports (ADR 0039): files for the accountant, for a range of Tashkent dates (a day
 * starts at 00:00 UTC+5, both dates included, at most 366 days), scoped to the caller's stores.
 *
 * - `orders`: one row per item, with its order's fields (status of that store's part, payment,
 *   delivery or pickup, the customer, the promo code, the store's delivery fee);
 * - `sales-by-day`: per Tashkent day and store, the parts not cancelled: orders, units, goods,
 *   the promo's share, delivery, total; and the parts cancelled that day;
 * - `sales-by-product`: per store and product, units, weight, orders and revenue (parts not cancelled);
 * - `cancellations`: each store's part cancelled within the range: when, by whom, why;
 * - `cash`: per Tashkent day and store, what couriers and pickup desks collect for the cash and
 *   card-on-delivery orders not cancelled.
 */

export { type ReportKind } from './report-values';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ example: '2026-11-27', description: 'A Tashkent date (YYYY-MM-DD), included' });

export const ReportParamsSchema = z.object({
  kind: z.enum(REPORT_KINDS).openapi({ param: { name: 'kind', in: 'path' } }),
});

/**
 * The range rule (lib/domain/report-range.ts): a real date each, `from` not after `to`, at most 366
 * days; its issue at the field `rangeProblemField` names, its message a rule id
 * (`report_range_reversed`: lib/contract/field-issues.ts words it). Runs once both dates have the
 * right shape.
 */
function rangeRule({ from, to }: { from: string; to: string }, ctx: z.RefinementCtx) {
  const found = dayRange(from, to);
  if ('problem' in found) ctx.addIssue({ code: 'custom', path: [rangeProblemField(found.problem, from)], message: `report_range_${found.problem}` });
}

const format = z
  .enum(FILE_FORMATS)
  .optional()
  .default('csv')
  .openapi({ description: 'csv (UTF-8 with BOM, so that Excel reads Cyrillic and Uzbek right) or xlsx' });

export const ReportQuerySchema = z
  .object({
    from: day,
    to: day,
    store: queryInt(1, MAX_ID).optional().openapi({ description: "One of the caller's stores; all of them when absent" }),
    format,
  })
  .superRefine(rangeRule);

/** The console's report form (the store comes from the console's store switcher, the kind is the path's). */
export const ReportFormSchema = z.object({ from: day, to: day, format }).superRefine(rangeRule);
