import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { env } from '../env';
import { products, searchTerms } from '../db/schema';

/**
 * Statistics that every read would otherwise write: a product page's view and a searched term.
 * Written on every request they cost a committed transaction each and make every shopper who opens
 * the same product or searches the same word wait for the same row lock. So they are added up here
 * and written in one statement per kind every FLUSH_MS. What a crash loses is at most FLUSH_MS of
 * views and search counts; nothing a shopper relies on.
 */
const FLUSH_MS = 1_000;

interface Pending {
  views: Map<number, number>;
  terms: Map<string, number>;
  /** Views taken by a flush that has not committed yet (still counted by pendingViews). */
  flushingViews: Map<number, number>;
  /** Every view counted by this process, per product (only grows; at most one entry per product). */
  seen: Map<number, number>;
}

/** Per database (tests open several); an entry stays once made, empty between flushes. */
const pending = new Map<Db, Pending>();
let timer: NodeJS.Timeout | undefined;

function of(db: Db): Pending {
  let p = pending.get(db);
  if (!p) pending.set(db, (p = { views: new Map(), terms: new Map(), flushingViews: new Map(), seen: new Map() }));
  timer ??= setTimeout(() => void flushTallies(), FLUSH_MS).unref();
  return p;
}

const add = <K>(map: Map<K, number>, key: K, n = 1) => map.set(key, (map.get(key) ?? 0) + n);

/** A product page was viewed. */
export function countView(db: Db, productId: number) {
  const p = of(db);
  add(p.views, productId);
  add(p.seen, productId);
}

/** How many views of a product this process has counted so far: a kept copy of a product adds the views since. */
export function viewsSeen(db: Db, productId: number): number {
  return pending.get(db)?.seen.get(productId) ?? 0;
}

/** Views of a product counted here and not yet in the database. */
export function pendingViews(db: Db, productId: number): number {
  const p = pending.get(db);
  return p ? (p.views.get(productId) ?? 0) + (p.flushingViews.get(productId) ?? 0) : 0;
}

/** The form a search term is counted in: lowercased, spaces collapsed, at most 60 characters. */
export function searchTermKey(q: string): string {
  return q.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 60);
}

/** A search was made (terms shorter than 2 characters are not counted). */
export function countSearchTerm(db: Db, q: string) {
  const term = searchTermKey(q);
  if (term.length >= 2) add(of(db).terms, term);
}

async function flushOne(db: Db, p: Pending) {
  if (!p.views.size && !p.terms.size) return;
  const views = p.views;
  const terms = p.terms;
  p.views = new Map();
  p.terms = new Map();
  for (const [id, n] of views) add(p.flushingViews, id, n);
  try {
    if (views.size) {
      const rows = sql.join(
        [...views].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
        sql`, `,
      );
      await db.execute(sql`UPDATE ${products} SET view_count = ${products.viewCount} + v.n FROM (VALUES ${rows}) AS v(id, n) WHERE ${products.id} = v.id`);
    }
    if (terms.size) {
      await db
        .insert(searchTerms)
        .values([...terms].map(([term, count]) => ({ term, count })))
        .onConflictDoUpdate({ target: searchTerms.term, set: { count: sql`${searchTerms.count} + excluded.count` } });
    }
  } finally {
    for (const [id, n] of views) {
      const left = (p.flushingViews.get(id) ?? 0) - n;
      if (left > 0) p.flushingViews.set(id, left);
      else p.flushingViews.delete(id);
    }
  }
}

/** Writes what has been counted. Failures (a closed test database, a lost connection) drop those counts. */
export async function flushTallies() {
  timer = undefined;
  await Promise.all(
    [...pending].map(([db, p]) =>
      flushOne(db, p).catch((err: unknown) => {
        if (env().LOG_LEVEL !== 'silent') console.error('[tallies] could not write views and search counts', err);
      }),
    ),
  );
}
