import 'server-only';
import { sql } from 'drizzle-orm';
import { products, stores } from '../db/schema';

/**
 * What the shop may show: a product its store has not deleted, of a store an operator
 * has not suspended. Every shop read (lists, search, the product page, shelves, related, the basket
 * check, orders) adds it. A plain per-row predicate: the sort indexes still lead each list, and the
 * suspended stores are a handful of rows of the small stores table (an anti-join by its key).
 */
export const shopVisible = sql`(${products.deletedAt} IS NULL AND NOT EXISTS (SELECT 1 FROM ${stores} hidden WHERE hidden.id = ${products.storeId} AND hidden.suspended_at IS NOT NULL))`;
