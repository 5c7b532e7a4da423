import { z } from '@hono/zod-openapi';
import { PRICE_FLAGS } from '../domain/price-change';

/**
 * The price-list import's report (ADR 0039): what a file changes (or would), each row's
 * product by name, the rows whose price moves far (flagged: applied only when confirmed) and the
 * rows refused. Its own module, apart from console-products.ts, because the error envelope
 * (common.ts) carries it too: a file that is not applied answers 4xx with this report.
 */

const IMPORT_REFUSALS = ['no_key', 'unknown_product', 'other_store', 'bad_number', 'duplicate_row', 'deleted'] as const;
export type ImportRefusal = (typeof IMPORT_REFUSALS)[number];

const Figures = z.object({ price: z.number().int(), discount: z.number().int(), available: z.number().int(), discount_price: z.number().int() });

export const ImportReportSchema = z
  .object({
    applied: z
      .boolean()
      .openapi({ description: 'Whether the changes were written: true on an applied file, false on a dry run (a file that is not applied answers 4xx)' }),
    dry_run: z.boolean(),
    store_id: z.number().int(),
    rows: z.number().int().openapi({ description: 'Data rows read (the header aside)' }),
    changed: z.array(
      z.object({
        row: z.number().int().openapi({ description: 'Line number in the file (the header is line 1)' }),
        id: z.number().int(),
        sku: z.string().nullable(),
        name: z.string().openapi({ description: "The product's name in the request's language" }),
        before: Figures,
        after: Figures,
        flag: z.enum(PRICE_FLAGS).nullable().openapi({
          description:
            'below_tenth: the new price is under 10 % of the old; over_half: it moves by more than 50 % (the price or the price after the discount). Applied only with `confirm`',
        }),
      }),
    ),
    unchanged: z.number().int().openapi({ description: 'Rows that matched a product and changed nothing' }),
    refused: z.array(
      z.object({
        row: z.number().int(),
        key: z.string().openapi({ description: 'The sku or id the row named' }),
        name: z.string().nullable().openapi({ description: "The product's name when the row found one of the store's products" }),
        reason: z.enum(IMPORT_REFUSALS),
        message: z.string(),
      }),
    ),
    confirm_token: z.string().nullable().openapi({
      description: 'When rows are flagged: the value of `confirm` that applies exactly these flagged rows (the same file again); null when none is',
    }),
  })
  .openapi('ConsoleProductImport');
export type ImportReport = z.infer<typeof ImportReportSchema>;
