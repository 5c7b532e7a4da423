/**
 * The console's files (ADR 0039), zod-free so that the reports page carries no validation library:
 * the report kinds, the two file formats, and the download routes (files, not the JSON envelope,
 * so they are not in the client's route table: lib/contract/console-api.test.ts holds these paths
 * to the server's routes instead).
 */

export const REPORT_KINDS = ['orders', 'sales-by-day', 'sales-by-product', 'cancellations', 'cash'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The file formats of the reports, the price list's export and its template. */
export const FILE_FORMATS = ['csv', 'xlsx'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

export const CONSOLE_FILES = {
  report: '/console/reports/{kind}/',
  priceList: '/console/products/export/',
  priceListTemplate: '/console/products/import/template/',
} as const;
