import { CONSOLE_FILES, type FileFormat, type ReportKind } from '@/lib/contract/report-values';
import { fillPath } from './call';
import { searchParams, unwrap, type Http } from './http';

/**
 * The console's downloads (ADR 0039): the reports and the price list with its template. The API
 * takes the console's bearer token (kept in the page's memory, ADR 0005) and the staff member's
 * second factor, so a plain link cannot fetch a file. The file is fetched through the same client
 * as every call (its token, its language, its refresh on a 401), read into a Blob and saved
 * through a link to it. A signed short-lived URL would let the browser stream the file to disk,
 * but it is a second way in past the second factor, with a secret to keep and a token in URLs
 * (history, logs); a report of a year is a few megabytes, which a Blob holds well.
 */

export interface DownloadedFile {
  name: string;
  blob: Blob;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
function attachmentName(header: string | null): string | null {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? null;
}

/** A file of the API; failures are ApiErrors as for every call (a 400 with its fields, a 404). */
async function fetchFile(http: Http, path: string, query: Record<string, string | number | undefined>, fallback: string): Promise<DownloadedFile> {
  const response = await http(path.replace(/^\//, ''), { method: 'get', searchParams: searchParams(query) });
  if (!response.ok) await unwrap(response);
  return { name: attachmentName(response.headers.get('content-disposition')) ?? fallback, blob: await response.blob() };
}

export interface ReportParams {
  from: string;
  to: string;
  store?: number;
  format: FileFormat;
}

export const downloadReport = (http: Http, kind: ReportKind, params: ReportParams) =>
  fetchFile(http, fillPath(CONSOLE_FILES.report, { kind }), { ...params }, `savat-${kind}.${params.format}`);

export const downloadPriceList = (http: Http, params: { store?: number; format: FileFormat }) =>
  fetchFile(http, CONSOLE_FILES.priceList, { ...params }, `savat-price-list.${params.format}`);

export const downloadPriceListTemplate = (http: Http, format: FileFormat) =>
  fetchFile(http, CONSOLE_FILES.priceListTemplate, { format }, `savat-price-list-template.${format}`);

/** Hands a downloaded file to the browser's downloads (a link to the Blob, clicked). */
export function saveFile(file: DownloadedFile) {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
