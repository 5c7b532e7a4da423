import 'server-only';
import { and, gte, lte, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ConsoleVitals, VitalsBeacon, VitalsFigure } from '@/lib/contract/web-vitals';
import {
  bucketOf,
  dayRange,
  PAGE_TYPES,
  percentileFromBuckets,
  ratingOf,
  tashkentDay,
  VITALS_METRICS,
  VITALS_THRESHOLDS,
  type PageType,
  type VitalsMetric,
} from '@/lib/domain/web-vitals';
import { chunks } from '../db/chunks';
import type { Db } from '../db/client';
import { webVitals } from '../db/schema';
import { logger } from '../log';
import { rateLimited } from './rate-limit';
import type { OperatorScope } from './roles';

const log = logger('vitals');

/**
 * Shoppers' real speed: each sampled page view's figures, counted per day (Tashkent), page type,
 * metric and bucket of values (lib/domain/web-vitals.ts). Nothing about the visitor is kept: no
 * URL, no address, no account, no time finer than the day.
 *
 * A beacon is counted here in memory and written with the others of its second in one statement
 * (`count = count + n` per bucket), every FLUSH_MS and when the server stops, as the views of
 * tallies.ts are: a burst of page views costs the database one upsert a second, not one
 * transaction each. A crash loses at most a second of samples.
 */
const FLUSH_MS = 1_000;

/**
 * On globalThis: Next bundles the route handlers and instrumentation.ts separately, each with its
 * own copy of this module, and the shutdown that writes what is left may run from either
 * (server/bootstrap.ts is reached from both).
 */
interface VitalsState {
  /** Per database (tests open several): `day|page_type|metric|bucket` → count. */
  pending: Map<Db, Map<string, number>>;
  timer?: NodeJS.Timeout;
  /** Beacons per client address in the current minute (see VITALS_LIMIT). */
  recent: LRUCache<string, { startedAt: number; count: number }>;
}
const g = globalThis as unknown as { __savatVitals?: VitalsState };
g.__savatVitals ??= { pending: new Map(), recent: new LRUCache({ max: 50_000 }) };
const state = g.__savatVitals;

/**
 * Beacons one client address may send a minute, per server process. A page view sends one, so
 * this is far above a person's pace and still lets a whole mobile operator's NAT through at a
 * 10 % sample. Counted in memory, not in rate_limits like the sign-in limits (rate-limit.ts): a
 * database write per beacon is the cost the batching above avoids, and a sample lost or a few
 * more let through by another instance changes a percentile by nothing that matters.
 */
export const VITALS_LIMIT = { max: 120, windowSeconds: 60 };

/** Refuses (429 rate_limited) the beacon of an address that has sent too many this minute. */
export function limitVitals(address: string, now = Date.now()) {
  const windowMs = VITALS_LIMIT.windowSeconds * 1000;
  const seen = state.recent.get(address);
  if (!seen || now - seen.startedAt >= windowMs) {
    state.recent.set(address, { startedAt: now, count: 1 });
    return;
  }
  seen.count += 1;
  if (seen.count > VITALS_LIMIT.max) throw rateLimited(Math.max(1, Math.ceil((seen.startedAt + windowMs - now) / 1000)));
}

const keyOf = (day: string, pageType: PageType, metric: VitalsMetric, bucket: number) => `${day}|${pageType}|${metric}|${bucket}`;

/** Counts a page view's figures under today's date in Tashkent; answers how many were counted. */
export function countVitals(db: Db, beacon: VitalsBeacon, now = new Date()): number {
  let counts = state.pending.get(db);
  if (!counts) state.pending.set(db, (counts = new Map()));
  const day = tashkentDay(now);
  for (const { name, value } of beacon.metrics) {
    const key = keyOf(day, beacon.page_type, name, bucketOf(name, value));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  state.timer ??= setTimeout(() => void flushVitals(), FLUSH_MS).unref();
  return beacon.metrics.length;
}

/** Rows per statement: far below PostgreSQL's 65 535 parameters (5 each). */
const CHUNK = 1_000;

async function write(db: Db, counts: Map<string, number>) {
  // In key order, so that two instances writing the same rows lock them in the same order (no deadlock).
  const rows = [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const part of chunks(rows, CHUNK)) {
    await db
      .insert(webVitals)
      .values(
        part.map(([key, count]) => {
          const [day, pageType, metric, bucket] = key.split('|') as [string, string, string, string];
          return { day, pageType, metric, bucket: Number(bucket), count };
        }),
      )
      .onConflictDoUpdate({
        target: [webVitals.day, webVitals.pageType, webVitals.metric, webVitals.bucket],
        set: { count: sql`${webVitals.count} + excluded.count` },
      });
  }
}

/** Writes what has been counted. A failure (a lost connection, a closed test database) drops those counts. */
export async function flushVitals(): Promise<void> {
  state.timer = undefined;
  const all = [...state.pending];
  state.pending.clear();
  await Promise.all(
    all.map(([db, counts]) =>
      counts.size
        ? write(db, counts).catch((err: unknown) => {
            log.error({ err }, 'could not write the page-speed counts');
          })
        : undefined,
    ),
  );
}

/**
 * The 75th percentile of each metric per page type (and of all pages together) over the `days`
 * days up to today in Tashkent, with the number of page views it was read from and Google's
 * rating. Counts still waiting for their write are not in it (at most a second's).
 */
export async function vitalsFigures(db: Db, operator: OperatorScope, days: number, now = new Date()): Promise<ConsoleVitals> {
  const { from, to } = dayRange(now, days);
  const rows = await db
    .select({ pageType: webVitals.pageType, metric: webVitals.metric, bucket: webVitals.bucket, count: sql<number>`sum(${webVitals.count})::int` })
    .from(webVitals)
    .where(and(gte(webVitals.day, from), lte(webVitals.day, to)))
    .groupBy(webVitals.pageType, webVitals.metric, webVitals.bucket);

  const buckets = new Map<string, [number, number][]>();
  const add = (pageType: string, metric: string, bucket: number, count: number) => {
    const key = `${pageType}|${metric}`;
    const list = buckets.get(key) ?? [];
    list.push([bucket, count]);
    buckets.set(key, list);
  };
  for (const r of rows) {
    // A page type or metric this version does not know (a row of a newer one) stays out.
    if (!(PAGE_TYPES as readonly string[]).includes(r.pageType) || !(VITALS_METRICS as readonly string[]).includes(r.metric)) continue;
    add(r.pageType, r.metric, r.bucket, Number(r.count));
    add('all', r.metric, r.bucket, Number(r.count));
  }

  const figure = (pageType: string, metric: VitalsMetric): VitalsFigure => {
    const p = percentileFromBuckets(metric, buckets.get(`${pageType}|${metric}`) ?? []);
    if (!p) return { metric, p75: null, at_least: false, count: 0, rating: null };
    return { metric, p75: p.value, at_least: p.atLeast, count: p.count, rating: ratingOf(metric, p.value) };
  };
  return {
    from,
    to,
    days,
    thresholds: Object.fromEntries(VITALS_METRICS.map((m) => [m, [...VITALS_THRESHOLDS[m]]])) as ConsoleVitals['thresholds'],
    pages: (['all', ...PAGE_TYPES] as const).map((pageType) => ({ page_type: pageType, metrics: VITALS_METRICS.map((m) => figure(pageType, m)) })),
  };
}
