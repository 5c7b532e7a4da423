import 'server-only';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FileFormat } from '@/lib/contract/report-values';
import { TASHKENT_OFFSET_MS } from '@/lib/domain/datetime';
import { logger } from '../log';

/**
 * The console's files (ADR 0039): a table written as CSV or XLSX into a stream while its rows are
 * still being read from the database, batch by batch, so that a year of a big store never sits in
 * the server's memory. Between batches the writer waits while the reader (the browser) is behind.
 *
 * - CSV: UTF-8 with a BOM (Excel then reads Cyrillic and Uzbek right), `;` between cells (what
 *   Excel expects in the ru and uz regional settings; the price-list import reads `,` `;` and tabs
 *   alike), CRLF line ends, dates as `23.11.2025 14:05` in Tashkent time, numbers as whole digits.
 * - XLSX: exceljs's streaming WorkbookWriter, one sheet, the header row frozen and bold, dates as
 *   real dates (Tashkent wall time), money with a thousands format.
 */

export type ColumnType = 'text' | 'int' | 'money' | 'date' | 'datetime';
export interface Column {
  header: string;
  type: ColumnType;
  /** XLSX column width in characters. */
  width?: number;
}
/** A cell: text, a number, an instant (a `date` or `datetime` column), or nothing. */
export type Cell = string | number | Date | null;

export interface TableWriter {
  /** Writes a batch of rows, then waits while the reader is behind. Throws when the reader is gone. */
  rows(rows: readonly Cell[][]): Promise<void>;
  /** A second sheet (XLSX) of plain lines, e.g. a template's help; ignored in CSV. */
  note?(name: string, lines: readonly string[][]): void;
  end(): Promise<void>;
}

export const CONTENT_TYPES: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The reader went away (a closed tab, a dropped connection): the producer stops. */
class ReaderGone extends Error {
  constructor() {
    super('the reader went away');
  }
}

/** Resolves when `out` can take more (or is gone: then throws). */
async function room(out: PassThrough): Promise<void> {
  if (out.destroyed) throw new ReaderGone();
  if (out.writableNeedDrain) {
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  }
  if (out.destroyed) throw new ReaderGone();
}

const wallClock = (at: Date) => new Date(at.getTime() + TASHKENT_OFFSET_MS);

/** `23.11.2025` or `23.11.2025 14:05`, in Tashkent. */
function csvDate(at: Date, withTime: boolean): string {
  const iso = wallClock(at).toISOString();
  const date = `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
  return withTime ? `${date} ${iso.slice(11, 16)}` : date;
}

function csvCell(cell: Cell, type: ColumnType): string | number {
  if (cell === null) return '';
  if (cell instanceof Date) return csvDate(cell, type === 'datetime');
  return cell;
}

function csvWriter(out: PassThrough, columns: readonly Column[]): TableWriter {
  const line = (cells: readonly (string | number)[]) => stringify([cells as (string | number)[]], { delimiter: ';', record_delimiter: '\r\n' });
  out.write(`\ufeff${line(columns.map((c) => c.header))}`);
  return {
    async rows(rows) {
      if (rows.length)
        out.write(
          stringify(
            rows.map((r) => r.map((cell, i) => csvCell(cell, columns[i]?.type ?? 'text'))),
            { delimiter: ';', record_delimiter: '\r\n' },
          ),
        );
      await room(out);
    },
    async end() {
      out.end();
    },
  };
}

const NUM_FMT: Partial<Record<ColumnType, string>> = { money: '#,##0', int: '0', date: 'dd.mm.yyyy', datetime: 'dd.mm.yyyy hh:mm' };

async function xlsxWriter(out: PassThrough, sheetName: string, columns: readonly Column[]): Promise<TableWriter> {
  // Loaded on the first file asked for: the running server does not carry exceljs otherwise.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    key: c.header,
    width: c.width ?? Math.max(10, Math.min(40, c.header.length + 2)),
    style: NUM_FMT[c.type] ? { numFmt: NUM_FMT[c.type] } : {},
  }));
  const head = sheet.addRow(columns.map((c) => c.header));
  head.font = { bold: true };
  head.commit();
  const notes: { name: string; lines: readonly string[][] }[] = [];
  return {
    async rows(rows) {
      for (const r of rows) sheet.addRow(r.map((cell) => (cell instanceof Date ? wallClock(cell) : cell))).commit();
      await room(out);
    },
    note(name, lines) {
      notes.push({ name, lines });
    },
    async end() {
      sheet.commit();
      for (const n of notes) {
        const extra = book.addWorksheet(n.name.slice(0, 31));
        extra.columns = [{ width: 18 }, { width: 80 }];
        for (const l of n.lines) extra.addRow([...l]).commit();
        extra.commit();
      }
      await book.commit();
    },
  };
}

const log = logger('reports');

/**
 * A file download: the table's rows come from `produce`, which writes them batch by batch; the
 * answer starts at once and ends when `produce` does. A failure after the first bytes can only cut
 * the file short (the status is sent): it is logged and the download fails in the browser.
 */
export function tableFile(
  format: FileFormat,
  fileName: string,
  sheet: { name: string; columns: readonly Column[] },
  produce: (writer: TableWriter) => Promise<void>,
): Response {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  void (async () => {
    try {
      const writer = format === 'csv' ? csvWriter(out, sheet.columns) : await xlsxWriter(out, sheet.name, sheet.columns);
      await produce(writer);
      await writer.end();
    } catch (err) {
      if (err instanceof ReaderGone) return;
      log.error({ err, file: fileName }, 'file cut short');
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** `savat-orders-2026-03-01_2026-03-31-store-12.csv`: ASCII only, so every browser keeps it. */
export function fileName(parts: readonly (string | number | undefined)[], format: FileFormat): string {
  const base = ['savat', ...parts.filter((p) => p !== undefined && p !== '')].join('-').replace(/[^A-Za-z0-9._-]/g, '_');
  return `${base}.${format}`;
}
