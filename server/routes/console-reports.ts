import { createRoute } from '@hono/zod-openapi';
import { ReportParamsSchema, ReportQuerySchema } from '@/lib/contract/console-reports';
import { staffOf } from '../http/console-auth';
import { createRouter } from '../http/router';
import { errorResponses, notFoundResponse, unauthorizedResponse } from '../openapi/responses';
import { CONTENT_TYPES, fileName, tableFile } from '../services/report-files';
import { produceReport, reportRange, reportScope, reportSheet } from '../services/reports';
import { forbiddenResponse, staffAuth } from './console';

/**
 * The console's reports (ADR 0039): `GET /console/reports/{kind}/?from=&to=&store=&format=`, a
 * file (CSV or XLSX) streamed as its rows are read, for the caller's stores. The range and the
 * store are checked before the first byte, so a bad range is a 400 and another store a 404 in the
 * usual error shape; after that the answer is the file. The rules: server/services/reports.ts.
 */
export const consoleReportRoutes = createRouter();

consoleReportRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/reports/{kind}',
    tags: ['console'],
    summary:
      "A report for a range of Tashkent dates (at most 366 days) of the caller's stores, as CSV (UTF-8 with BOM, `;`) or XLSX, in the request's language",
    description:
      "`orders`: one row per item with its order's fields; `sales-by-day`: per day and store; `sales-by-product`: per store and product; `cancellations`: each store's part cancelled in the range, when, by whom, why; `cash`: what couriers and pickup desks collect per day and store (cash and card on delivery, not cancelled). A seller reads their stores (`store`: one of them), an operator every store (`store`: one). Streamed: the file is written while its rows are read.",
    ...staffAuth,
    request: { params: ReportParamsSchema, query: ReportQuerySchema },
    responses: {
      200: {
        description: 'The file (Content-Disposition: attachment with its name)',
        content: { [CONTENT_TYPES.csv]: { schema: { type: 'string' } }, [CONTENT_TYPES.xlsx]: { schema: { type: 'string', format: 'binary' } } },
      },
      ...unauthorizedResponse,
      ...forbiddenResponse,
      ...notFoundResponse,
      ...errorResponses,
    },
  }),
  async (c) => {
    const { kind } = c.req.valid('param');
    const { from, to, store, format } = c.req.valid('query');
    const db = c.var.db;
    const locale = c.var.locale;
    const range = reportRange(from, to);
    const where = await reportScope(db, staffOf(c), store);
    const name = fileName([kind, `${range.from}_${range.to}`, where.store === undefined ? undefined : `store-${where.store}`], format);
    return tableFile(format, name, reportSheet(kind, locale), produceReport(db, kind, where, range, locale));
  },
);
