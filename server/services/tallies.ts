import 'server-only';
import { sql } from 'drizzle-orm';
import { chunks } from '../db/chunks';
import type { Db } from '../db/client';
import { tashkentDay } from '@/lib/domain/datetime';
import { products, searchMisses, searchTerms } from '../db/schema';
import { logger } from '../log';

/**
 * Statistics that every read would otherwise write: a product page's view and a searched term.
 * Written on every request they cost a committed transaction each and make every shopper who opens
 * the same product or searches the same word wait for the same row lock. So they are added up here
 * and written in one statement per kind every FLUSH_MS, and when the server stops (db/client.ts).
 * What a crash loses is at most FLUSH_MS of views and search counts; nothing a shopper relies on.
 */
const FLUSH_MS = 1_000;

interface Pending {
  views: Map<number, number>;
  terms: Map<string, number>;
  /** Searches that found nothing (ADR 0038), by `day|term` (Tashkent day). */
  misses: Map<string, number>;
  /** Views taken by a flush that has not committed yet (still counted by pendingViews). */
  flushingViews: Map<number, number>;
}

/** Every view counted by this process, per database and product (only grows; one entry per product). */
const seen = new WeakMap<Db, Map<number, number>>();

/** Per database (tests open several); an entry is dropped once a flush finds it empty. */
const pending = new Map<Db, Pending>();
let timer: NodeJS.Timeout | undefined;

function of(db: Db): Pending {
  let p = pending.get(db);
  if (!p) pending.set(db, (p = { views: new Map(), terms: new Map(), misses: new Map(), flushingViews: new Map() }));
  timer ??= setTimeout(() => void flushTallies(), FLUSH_MS).unref();
  return p;
}

const add = <K>(map: Map<K, number>, key: K, n = 1) => map.set(key, (map.get(key) ?? 0) + n);

/** A product page was viewed. */
export function countView(db: Db, productId: number) {
  add(of(db).views, productId);
  let counted = seen.get(db);
  if (!counted) seen.set(db, (counted = new Map()));
  add(counted, productId);
}

/** How many views of a product this process has counted so far: a kept copy of a product adds the views since. */
export function viewsSeen(db: Db, productId: number): number {
  return seen.get(db)?.get(productId) ?? 0;
}

/** Views of a product counted here and not yet in the database. */
export function pendingViews(db: Db, productId: number): number {
  const p = pending.get(db);
  return p ? (p.views.get(productId) ?? 0) + (p.flushingViews.get(productId) ?? 0) : 0;
}

/** The form a search term is counted in: lowercased, spaces collapsed, at most 60 characters. */
function searchTermKey(q: string): string {
  // Control characters (a NUL that the list's search ignores) would make Postgres refuse the batch.
  return q
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .slice(0, 60);
}

/** A search was made (terms shorter than 2 characters are not counted). */
export function countSearchTerm(db: Db, q: string) {
  const term = searchTermKey(q);
  if (term.length >= 2) add(of(db).terms, term);
}

/**
 * A search found nothing (ADR 0038): counted per Tashkent day under the term's counted form
 * (searchTermKey: lower-case, trimmed, spaces collapsed, in the script it was typed), for the
 * operator's list of what the catalog lacks. In memory, written with the other tallies: the
 * search never waits for it and never fails because of it.
 */
export function countSearchMiss(db: Db, q: string, now = new Date()) {
  const term = searchTermKey(q);
  if (term.length >= 2) add(of(db).misses, `${tashkentDay(now)}|${term}`);
}

/** Rows per statement: far below Postgres's 65 535 parameters. */
const CHUNK = 1_000;

async function writeViews(db: Db, views: [number, number][]) {
  for (const part of chunks(views, CHUNK)) {
    const rows = sql.join(
      part.map(([id, n]) => sql`(${id}::int, ${n}::int)`),
      sql`, `,
    );
    // The rows are locked in id order first, as an order locks its products (services/order-stock.ts):
    // locked in any other order, a batch of views and an order could deadlock.
    await db.execute(sql`
      WITH v(id, n) AS (VALUES ${rows}),
      locked AS (SELECT ${products.id} AS id FROM ${products} WHERE ${products.id} IN (SELECT id FROM v) ORDER BY ${products.id} FOR UPDATE)
      UPDATE ${products} SET view_count = ${products.viewCount} + v.n FROM v JOIN locked ON locked.id = v.id WHERE ${products.id} = v.id`);
  }
}

async function writeTerms(db: Db, terms: [string, number][]) {
  // In term order, so that two processes writing the same terms cannot deadlock.
  for (const part of chunks(
    terms.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    CHUNK,
  )) {
    await db
      .insert(searchTerms)
      .values(part.map(([term, count]) => ({ term, count })))
      .onConflictDoUpdate({ target: searchTerms.term, set: { count: sql`${searchTerms.count} + excluded.count` } });
  }
}

async function writeMisses(db: Db, misses: [string, number][]) {
  // In key order, as the terms: two processes never deadlock on the same rows.
  for (const part of chunks(
    misses.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    CHUNK,
  )) {
    await db
      .insert(searchMisses)
      .values(
        part.map(([key, count]) => {
          const at = key.indexOf('|');
          return { day: key.slice(0, at), term: key.slice(at + 1), count };
        }),
      )
      .onConflictDoUpdate({ target: [searchMisses.day, searchMisses.term], set: { count: sql`${searchMisses.count} + excluded.count` } });
  }
}

async function flushOne(db: Db, p: Pending) {
  if (!p.views.size && !p.terms.size && !p.misses.size) return;
  const views = p.views;
  const terms = p.terms;
  const misses = p.misses;
  p.views = new Map();
  p.terms = new Map();
  p.misses = new Map();
  for (const [id, n] of views) add(p.flushingViews, id, n);
  try {
    if (views.size) await writeViews(db, [...views]);
  } finally {
    // Written (or lost): pendingViews stops counting them at once, so that a product read now
    // is not counted with them twice.
    for (const [id, n] of views) {
      const left = (p.flushingViews.get(id) ?? 0) - n;
      if (left > 0) p.flushingViews.set(id, left);
      else p.flushingViews.delete(id);
    }
  }
  if (terms.size) await writeTerms(db, [...terms]);
  if (misses.size) await writeMisses(db, [...misses]);
}

/** Writes what has been counted. Failures (a closed test database, a lost connection) drop those counts. */
export async function flushTallies() {
  timer = undefined;
  const all = [...pending];
  // An entry with nothing counted and nothing in flight is dropped: a closed test database is not kept.
  for (const [db, p] of all) if (!p.views.size && !p.terms.size && !p.misses.size && !p.flushingViews.size) pending.delete(db);
  await Promise.all(
    all.map(([db, p]) =>
      flushOne(db, p).catch((err: unknown) => {
        logger('tallies').error({ err }, 'could not write views and search counts');
      }),
    ),
  );
}
