import 'server-only';
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportRefusal, ImportReport } from '@/lib/contract/console-products';
import { priceChangeFlag } from '@/lib/domain/price-change';
import { discountedPrice, DISCOUNT_MAX, PRICE_MAX, STOCK_MAX } from '@/lib/domain/product-pricing';
import type { Locale } from '@/lib/contract/values';
import type { Db, Tx } from '../db/client';
import { auditLog, products } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { say, text } from '../http/messages';
import { tellBackInStock } from './back-in-stock';
import { cachesForget } from './cache-invalidation';
import { inScope, targetStore } from './console-products';
import type { StaffScope } from './roles';
import { readXlsx } from './xlsx-read';

/**
 * A store's price list from its accounting program (ADR 0039): a CSV or an XLSX (its first
 * sheet) with a header row naming a key column (`sku` or `id`, or both: a row's sku is used when it
 * has one) and any of `price`, `discount`, `stock` (an empty cell leaves that figure as it is; other
 * columns, `name` among them, are ignored). Header words are matched without regard to case,
 * spaces or a unit after a comma or in brackets, and the usual Russian and Uzbek accounting words
 * are read as ours (`Артикул`, `Наименование`, `Цена`, `Скидка`, `Остаток`; `Artikul`, `Narx`, …).
 * In a CSV, the separator is the header line's: a semicolon (what spreadsheets in ru/uz locales
 * write, and the export), a tab or a comma (`csvDelimiter`). The console's export (price-list-export.ts) writes exactly these columns.
 *
 * All or nothing: the whole file is checked first, in one transaction with the store's products
 * locked. A dry run (`dry_run=1`) answers the report (each row's product by name, what changes, the
 * refused rows and why) and writes nothing. An apply writes every change or none: a refused row
 * is 422 `import_refused`; a row moving a price far (by more than 50 %, or to under 10 % of the
 * old: lib/domain/price-change.ts) is applied only with the preview's `confirm_token`, else 409
 * `price_change_unconfirmed`; both carry the report. The writes are one UPDATE over unnested
 * arrays and batched audit rows, so 10 000 rows take a few statements, not 10 000.
 */

const IMPORT_MAX_ROWS = 20_000;
/** The largest CSV the route accepts (10 000 rows of a price list are about 300 kB). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** The columns the export writes and the import reads back (`name` only for the person editing). */
export const PRICE_LIST_COLUMNS = ['sku', 'id', 'name', 'price', 'discount', 'stock'] as const;

type Column = (typeof PRICE_LIST_COLUMNS)[number];
/** Header words, as `headerKey` folds them. */
const HEADER_ALIASES: Record<string, Column> = {
  sku: 'sku',
  article: 'sku',
  artikul: 'sku',
  артикул: 'sku',
  id: 'id',
  name: 'name',
  наименование: 'name',
  название: 'name',
  nomi: 'name',
  nomlanishi: 'name',
  price: 'price',
  цена: 'price',
  розничнаяцена: 'price',
  narx: 'price',
  narxi: 'price',
  discount: 'discount',
  скидка: 'discount',
  chegirma: 'discount',
  stock: 'stock',
  available: 'stock',
  остаток: 'stock',
  остатки: 'stock',
  qoldiq: 'stock',
};

/** A header cell folded for matching: lower case, without spaces, `_ . - %` or a unit after a comma or in brackets ("Цена, сум", "Price (UZS)"). */
function headerKey(cell: string): string {
  return cell
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[,(].*$/s, '')
    .replace(/[\s\u00a0\u202f_.%\-]+/g, '');
}

interface Figures {
  price: number;
  discount: number;
  available: number;
  discount_price: number;
}

/** A whole number as accounting programs write it: "12 000", "12000.00", "15%" for a discount. */
function parseWhole(cell: string, column: 'price' | 'discount' | 'stock'): number | null {
  let t = cell.replace(/[\s\u00a0\u202f]/g, '');
  if (column === 'discount') t = t.replace(/%$/, '');
  const match = /^(\d{1,10})(?:[.,]0{1,4})?$/.exec(t);
  if (!match) return null;
  const n = Number(match[1]);
  const [min, maxValue] = column === 'price' ? [1, PRICE_MAX] : column === 'discount' ? [0, DISCOUNT_MAX] : [0, STOCK_MAX];
  return n >= min && n <= maxValue ? n : null;
}

/**
 * The file's one separator, from its header line: the most frequent of `;`, tab and `,` (a tie
 * goes in that order). One for the whole file, so that a comma inside a name ("Sut 2,5%") or a
 * header ("Цена, сум") of a semicolon file is text, not a new cell.
 */
function csvDelimiter(csv: string): string {
  const head = csv.replace(/^\ufeff/, '').split(/\r\n|\n|\r/, 1)[0] ?? '';
  const counts = [';', '\t', ','].map((d) => [d, head.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

function readCsv(csv: string): string[][] {
  try {
    return parse(csv, {
      bom: true,
      delimiter: csvDelimiter(csv),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      max_record_size: 10_000,
    }) as string[][];
  } catch (err) {
    // The parser's code and line, never its message: that quotes the file back.
    const { code, lines } = (err ?? {}) as { code?: unknown; lines?: unknown };
    const detail = `${typeof code === 'string' ? code : 'CSV'}${typeof lines === 'number' ? `, line ${lines}` : ''}`;
    throw new ApiFailure('validation_error', { fields: { file: text('fields.csvSyntax', { detail }) } });
  }
}

function headerOf(row: string[] | undefined): Map<Column, number> {
  const columns = new Map<Column, number>();
  row?.forEach((cell, i) => {
    const column = HEADER_ALIASES[headerKey(cell)];
    if (column && !columns.has(column)) columns.set(column, i);
  });
  const keyed = columns.has('sku') || columns.has('id');
  const figures = columns.has('price') || columns.has('discount') || columns.has('stock');
  if (!keyed || !figures) throw new ApiFailure('validation_error', { fields: { file: text('fields.csvHeader') } });
  return columns;
}

type StoreProduct = {
  id: number;
  storeId: number;
  sku: string | null;
  nameUz: string;
  nameRu: string;
  price: number;
  discount: number;
  available: number;
  discountPrice: number;
  deletedAt: Date | null;
};

/** A price list as uploaded: CSV text, or the bytes of an XLSX. */
export type PriceListFile = { format: 'csv'; text: string } | { format: 'xlsx'; bytes: Uint8Array };

/** The value of `confirm` that applies exactly these flagged rows of this store (the preview's `confirm_token`). */
function confirmToken(storeId: number, flagged: ImportReport['changed']): string | null {
  if (flagged.length === 0) return null;
  const what = JSON.stringify([storeId, flagged.map((c) => [c.row, c.id, c.after.price, c.after.discount_price])]);
  return createHash('sha256').update(what).digest('hex').slice(0, 32);
}

export async function importPriceList(
  db: Db,
  scope: StaffScope,
  file: PriceListFile,
  opts: { store?: number; dryRun: boolean; confirm?: string; locale: Locale },
): Promise<ImportReport> {
  const records = file.format === 'csv' ? readCsv(file.text) : await readXlsx(file.bytes);
  const columns = headerOf(records[0]);
  const rows = records.slice(1);
  if (rows.length === 0) throw new ApiFailure('validation_error', { fields: { file: text('fields.csvNoRows') } });
  if (rows.length > IMPORT_MAX_ROWS)
    throw new ApiFailure('validation_error', { fields: { file: text('fields.csvTooManyRows', { maximum: IMPORT_MAX_ROWS }) } });

  const result = await db.transaction(async (tx) => {
    const storeId = await targetStore(tx, scope, opts.store);
    // The store's products, locked in id order (as orders lock them) when the file is to be applied.
    const query = tx
      .select({
        id: products.id,
        storeId: products.storeId,
        sku: products.sku,
        nameUz: products.nameUz,
        nameRu: products.nameRu,
        price: products.price,
        discount: products.discount,
        available: products.available,
        discountPrice: products.discountPrice,
        deletedAt: products.deletedAt,
      })
      .from(products)
      .where(eq(products.storeId, storeId))
      .orderBy(asc(products.id));
    const own: StoreProduct[] = opts.dryRun ? await query : await query.for('update');
    const bySku = new Map(own.filter((p) => p.sku).map((p) => [p.sku!, p]));
    const byId = new Map(own.map((p) => [p.id, p]));
    const elsewhere = await otherStoresIds(tx, scope, storeId, rows, columns);

    const report: ImportReport = {
      applied: false,
      dry_run: opts.dryRun,
      store_id: storeId,
      rows: rows.length,
      changed: [],
      unchanged: 0,
      refused: [],
      confirm_token: null,
    };
    const nameOf = (p: StoreProduct) => (opts.locale === 'ru' ? p.nameRu : p.nameUz);
    const refuse = (row: number, key: string, reason: ImportRefusal, values?: Record<string, string | number>, product?: StoreProduct) =>
      report.refused.push({ row, key, name: product ? nameOf(product) : null, reason, message: say(opts.locale, `import.${reason}`, values) });
    const seenAt = new Map<number, number>();
    const updates: { product: StoreProduct; after: Figures }[] = [];

    rows.forEach((cells, index) => {
      const line = index + 2;
      const cell = (c: Column) => (columns.has(c) ? (cells[columns.get(c)!] ?? '').trim() : '');
      const sku = cell('sku');
      const idText = cell('id');
      const key = sku || idText;
      if (!key) return refuse(line, '', 'no_key');
      let product: StoreProduct | undefined;
      if (sku) product = bySku.get(sku);
      else if (/^\d{1,10}$/.test(idText)) product = byId.get(Number(idText));
      if (!product) {
        const other = !sku && elsewhere.has(Number(idText));
        return refuse(line, key, other ? 'other_store' : 'unknown_product');
      }
      if (product.deletedAt) return refuse(line, key, 'deleted', undefined, product);
      const first = seenAt.get(product.id);
      if (first !== undefined) return refuse(line, key, 'duplicate_row', { row: first }, product);
      seenAt.set(product.id, line);

      const after = { price: product.price, discount: product.discount, available: product.available };
      for (const [column, field] of [
        ['price', 'price'],
        ['discount', 'discount'],
        ['stock', 'available'],
      ] as const) {
        const value = cell(column);
        if (value === '') continue;
        const n = parseWhole(value, column);
        if (n === null) return refuse(line, key, 'bad_number', { column }, product);
        after[field] = n;
      }
      const before = { price: product.price, discount: product.discount, available: product.available, discount_price: product.discountPrice };
      const figures = { ...after, discount_price: discountedPrice(after.price, after.discount) };
      if (figures.price === before.price && figures.discount === before.discount && figures.available === before.available) {
        report.unchanged += 1;
        return;
      }
      updates.push({ product, after: figures });
      report.changed.push({
        row: line,
        id: product.id,
        sku: product.sku,
        name: nameOf(product),
        before,
        after: figures,
        flag: priceChangeFlag(before, figures),
      });
    });
    report.confirm_token = confirmToken(
      storeId,
      report.changed.filter((c) => c.flag),
    );

    if (opts.dryRun) return report;
    // Not applied: 4xx with the report, nothing written (the transaction ends without a write).
    if (report.refused.length > 0)
      throw new ApiFailure('import_refused', { extra: { report }, message: text('failures.importRefused', { count: report.refused.length }) });
    if (report.confirm_token && opts.confirm !== report.confirm_token) {
      const flagged = report.changed.filter((c) => c.flag).map((c) => c.row);
      const listed = flagged.slice(0, 10).join(', ') + (flagged.length > 10 ? ', …' : '');
      throw new ApiFailure('price_change_unconfirmed', {
        extra: { report },
        message: text('failures.priceChangeUnconfirmed', { count: flagged.length, rows: listed }),
      });
    }
    if (updates.length > 0) await applyUpdates(tx, scope, updates);
    report.applied = true;
    return report;
  });
  if (result.applied && result.changed.length > 0) {
    await cachesForget({ kind: 'products', productIds: result.changed.map((c) => c.id) });
    tellBackInStock(
      db,
      result.changed.map((c) => c.id),
    );
  }
  return result;
}

/**
 * The ids the file names that are products of other stores the caller also reaches (an operator,
 * or a seller of several stores): refused as `other_store`. For anyone else such an id is
 * `unknown_product`, the same as one that does not exist (never a hint of another store's goods).
 */
async function otherStoresIds(tx: Tx, scope: StaffScope, storeId: number, rows: string[][], columns: Map<Column, number>): Promise<Set<number>> {
  if (!columns.has('id') || (!scope.operator && scope.storeIds.length < 2)) return new Set();
  const ids = [
    ...new Set(
      rows
        .map((r) => (r[columns.get('id')!] ?? '').trim())
        .filter((t) => /^\d{1,9}$/.test(t))
        .map(Number),
    ),
  ];
  if (ids.length === 0) return new Set();
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), sql`${products.storeId} <> ${storeId}`, inScope(scope)));
  return new Set(found.map((r) => r.id));
}

async function applyUpdates(tx: Tx, scope: StaffScope, updates: { product: StoreProduct; after: Figures }[]) {
  const column = (pick: (u: (typeof updates)[number]) => number) => sql.param(updates.map(pick));
  await tx.execute(sql`
    UPDATE ${products}
    SET price = line.price, discount = line.discount, discount_price = line.discount_price, available = line.available
    FROM unnest(${column((u) => u.product.id)}::int[], ${column((u) => u.after.price)}::int[], ${column((u) => u.after.discount)}::int[],
                ${column((u) => u.after.discount_price)}::int[], ${column((u) => u.after.available)}::int[])
      AS line(id, price, discount, discount_price, available)
    WHERE ${products.id} = line.id`);
  // One audit row per changed product (who, before, after), in one statement: 10 000 rows of
  // seven values each through the query builder took longer than the update itself.
  const strings = (pick: (u: (typeof updates)[number]) => string) => sql.param(updates.map(pick));
  await tx.execute(sql`
    INSERT INTO ${auditLog} (actor_id, action, entity, entity_id, store_id, before, after)
    SELECT ${scope.userId}::int, 'product.import', 'product', line.entity_id, line.store_id, line.before, line.after
    FROM unnest(${strings((u) => String(u.product.id))}::text[], ${column((u) => u.product.storeId)}::int[],
                ${strings(({ product: p }) => JSON.stringify({ price: p.price, discount: p.discount, available: p.available, discount_price: p.discountPrice }))}::jsonb[],
                ${strings((u) => JSON.stringify(u.after))}::jsonb[])
      AS line(entity_id, store_id, before, after)`);
}
