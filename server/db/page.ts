import type { PgSelect } from 'drizzle-orm/pg-core';

/** Which page of a list (the first is 1) and how many rows a page holds. */
export interface PageQuery {
  page: number;
  size: number;
}

/**
 * A page of a list and the count of the whole list, read together. `rows` is the list's select in
 * its order, made dynamic (`.$dynamic()`): the page's LIMIT and OFFSET are added here, the one
 * place they are worked out. `total` counts the same WHERE: `db.$count(table, where)`, or a
 * select of a count where a join decides which rows count.
 */
export async function pageAndTotal<Q extends PgSelect>(
  rows: Q,
  total: PromiseLike<number>,
  { page, size }: PageQuery,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const [found, counted] = await Promise.all([rows.limit(size).offset((page - 1) * size), total]);
  return { rows: found as Awaited<Q>, total: Number(counted) };
}
