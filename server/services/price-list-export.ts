import 'server-only';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Locale } from '@/lib/contract/values';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { say } from '../http/messages';
import { targetStore } from './console-products';
import { PRICE_LIST_COLUMNS } from './product-import';
import type { Column, TableWriter } from './report-files';
import type { StaffScope } from './roles';

/**
 * The price list's way out (ADR 0039): a store's products in exactly the columns the import reads
 * back (product-import.ts): `sku`, `id`, `name`, `price`, `discount`, `stock`. The name is there for
 * the person editing the file (in their language) and is ignored on the way back in, as every other
 * column is; a row keeps its product by sku, or by id when it has none. Read in pages of ids.
 */

const PAGE = 1000;

/** The file's columns: the import's own header words, the same in every language. */
export const priceListColumns = (): Column[] =>
  PRICE_LIST_COLUMNS.map((header) => ({
    header,
    type: header === 'sku' || header === 'name' ? 'text' : 'int',
    width: header === 'name' ? 40 : header === 'sku' ? 16 : 10,
  }));

/** The store whose products are exported (an operator, or a seller of several stores, names it; another is 404). */
export const priceListStore = (db: Db, scope: StaffScope, store: number | undefined) => targetStore(db, scope, store);

export async function writePriceList(db: Db, storeId: number, locale: Locale, writer: TableWriter) {
  let last = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        sku: products.sku,
        nameUz: products.nameUz,
        nameRu: products.nameRu,
        price: products.price,
        discount: products.discount,
        available: products.available,
      })
      .from(products)
      .where(and(eq(products.storeId, storeId), isNull(products.deletedAt), gt(products.id, last)))
      .orderBy(asc(products.id))
      .limit(PAGE);
    if (rows.length === 0) return;
    await writer.rows(rows.map((p) => [p.sku, p.id, locale === 'ru' ? p.nameRu : p.nameUz, p.price, p.discount, p.available]));
    if (rows.length < PAGE) return;
    last = rows[rows.length - 1]!.id;
  }
}

/** The template's help (its XLSX has it on a second sheet): what each column takes, in the staff member's language. */
export function templateHelp(locale: Locale): string[][] {
  return [
    [say(locale, 'reports.template.title'), ''],
    ...PRICE_LIST_COLUMNS.map((c) => [c, say(locale, `reports.template.${c}`)]),
    ['', say(locale, 'reports.template.aliases')],
  ];
}
