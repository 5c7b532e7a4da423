import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Who a console query is for: an operator reaches every store, other staff the stores of their roles. */
interface StoreReach {
  readonly operator: boolean;
  readonly storeIds: readonly number[];
}

/**
 * The condition that keeps a query inside the stores the caller reaches, on the query's store id
 * column: none for an operator; for staff of no store, one no row meets. The one way the console's
 * lists and lookups are scoped (a row of another store is then simply not found).
 */
export function inReachedStores(scope: StoreReach, storeId: PgColumn): SQL | undefined {
  if (scope.operator) return undefined;
  return scope.storeIds.length ? inArray(storeId, [...scope.storeIds]) : sql`false`;
}
