import 'server-only';
import type { CellValue } from 'exceljs';
import { ApiFailure } from '../http/errors';
import { text } from '../http/messages';

/**
 * The first sheet of an uploaded XLSX as rows of text (ADR 0039: the price list comes back from a
 * spreadsheet as it was exported), read with exceljs. Before the file is opened its zip directory
 * is read: an XLSX whose parts would unpack to more than XLSX_MAX_UNPACKED (a "zip bomb": a few
 * megabytes that inflate to gigabytes) is refused without inflating anything.
 */

/** A 20 000-row price list unpacks to a few megabytes; this is ten times that. */
export const XLSX_MAX_UNPACKED = 64 * 1024 * 1024;

/** Whether bytes are a zip (an XLSX is one): the local file header's signature. */
export const looksLikeZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const unreadable = () => new ApiFailure('validation_error', { fields: { file: text('fields.csvSyntax', { detail: 'XLSX' }) } });

/**
 * The sum of the sizes the zip's central directory declares for its parts, or null when the
 * directory cannot be read (not a zip, or a ZIP64 one, which no price list needs).
 */
export function unpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end of central directory record: 22 bytes and a comment of up to 65 535 after it.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const size = view.getUint32(at + 24, true);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

/** The first sheet's non-empty rows, each a list of cell texts (trimmed). */
export async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const size = unpackedSize(bytes);
  if (size === null) throw unreadable();
  if (size > XLSX_MAX_UNPACKED) throw new ApiFailure('payload_too_large');
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw unreadable();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value).trim();
    });
    const filled = Array.from(cells, (c) => c ?? '');
    if (filled.some((c) => c !== '')) rows.push(filled);
  });
  return rows;
}
