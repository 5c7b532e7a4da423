import { tashkentDay } from './datetime';

/**
 * Shoppers' real speed (issue "launch safety"): the rules the beacon in the browser, the API that
 * stores its figures and the operator's console share. No React, Next or database here.
 *
 * A sampled page view sends the Core Web Vitals Google ranks by (LCP, INP, CLS) and TTFB, with the
 * type of page it was. The server keeps no URL, no visitor and no address: it adds 1 to a counter
 * per day (Tashkent), page type, metric and bucket of values. The 75th percentile of a metric, the
 * figure Google's "good / needs improvement / poor" applies to, is read back from the buckets.
 */

export const VITALS_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

/**
 * The kinds of shop page a figure is kept for, in the order the console lists them. `list` is the
 * catalog and a category's (or filtered) product list; `search` a product list with a search text.
 */
export const PAGE_TYPES = ['home', 'list', 'search', 'product', 'store', 'basket', 'checkout', 'account', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

const LOCALE_PREFIX = /^\/(?:uz|ru)(?=\/|$)/;

/**
 * The type of a shop page from its address (what the browser shows: `/uz/products?q=olma`), or null
 * for the pages that are not the shop's: the console (staff, not shoppers), the development stand-ins,
 * the benchmarks' page and the offline page the service worker answers with.
 */
export function pageTypeOf(pathname: string, search = ''): PageType | null {
  const path = pathname.replace(LOCALE_PREFIX, '').replace(/\/+$/, '') || '/';
  const [first = '', second, ...rest] = path.split('/').slice(1);
  switch (first) {
    case '':
      return 'home';
    case 'console':
    case 'dev':
    case 'bench-static':
    case 'bench-intl':
    case 'offline':
      return null;
    case 'catalog':
      return 'list';
    case 'products':
      if (second === undefined) return new URLSearchParams(search).get('q')?.trim() ? 'search' : 'list';
      return second !== 'list' && rest.length === 0 ? 'product' : 'other';
    case 'stores':
      return 'store';
    case 'cart':
      return second === undefined ? 'basket' : second === 'checkout' || second === 'order-placed' ? 'checkout' : 'other';
    case 'account':
      return 'account';
    default:
      return 'other';
  }
}

// ---- Ratings ------------------------------------------------------------------------------------

export type VitalsRating = 'good' | 'needs_improvement' | 'poor';

/**
 * Google's thresholds (web.dev/articles/vitals): up to the first is good, above the second poor.
 * Milliseconds, CLS unitless. Applied to the 75th percentile of page views.
 */
export const VITALS_THRESHOLDS: Record<VitalsMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

export function ratingOf(metric: VitalsMetric, value: number): VitalsRating {
  const [good, poor] = VITALS_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs_improvement' : 'poor';
}

// ---- Buckets ------------------------------------------------------------------------------------

/**
 * The largest value a beacon may send (ms; CLS unitless). Larger ones are refused as junk: a real
 * page view that slow has been in a background tab, and says nothing about the shop.
 */
export const VITALS_MAX: Record<VitalsMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 50, TTFB: 120_000 };

/**
 * Each metric's bucket bounds: bucket 0 holds [0, b[0]), bucket i holds [b[i-1], b[i]), the last
 * one [b[n-1], ∞). From the first bound up they grow by 10 % (so a 75th percentile read from them
 * is within about 5 % of the true one), rounded to whole ms (CLS: to 1/10 000), with the metric's
 * two thresholds among them, so a percentile is never rated across a bucket.
 *
 * STORED: the database keeps bucket numbers, not values. Changing a list (or the rule that makes
 * it) changes the meaning of every stored count; a new scale needs a new metric name.
 */
const SCALES: Record<VitalsMetric, { first: number; last: number; precision: number }> = {
  LCP: { first: 100, last: 60_000, precision: 1 },
  INP: { first: 8, last: 20_000, precision: 1 },
  CLS: { first: 0.001, last: 5, precision: 10_000 },
  TTFB: { first: 10, last: 60_000, precision: 1 },
};
const GROWTH = 1.1;

function makeBounds(metric: VitalsMetric): number[] {
  const { first, last, precision } = SCALES[metric];
  const bounds = new Set<number>(VITALS_THRESHOLDS[metric]);
  for (let b = first; b <= last * 1.0001; b *= GROWTH) bounds.add(Math.round(b * precision) / precision);
  return [...bounds].sort((a, b) => a - b);
}

export const VITALS_BUCKETS: Record<VitalsMetric, readonly number[]> = {
  LCP: makeBounds('LCP'),
  INP: makeBounds('INP'),
  CLS: makeBounds('CLS'),
  TTFB: makeBounds('TTFB'),
};

/** The bucket of a value (0 … bounds.length). */
export function bucketOf(metric: VitalsMetric, value: number): number {
  const bounds = VITALS_BUCKETS[metric];
  // The first bound above the value (binary search): bucket i holds [bounds[i-1], bounds[i]).
  let lo = 0;
  let hi = bounds.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bounds[mid]! > value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** A bucket's range [from, to); `to` is null for the last, open one. */
export function bucketRange(metric: VitalsMetric, bucket: number): { from: number; to: number | null } {
  const bounds = VITALS_BUCKETS[metric];
  return { from: bucket === 0 ? 0 : bounds[bucket - 1]!, to: bucket < bounds.length ? bounds[bucket]! : null };
}

/** Whether a number is a bucket of the metric (what a stored row may hold). */
const isBucket = (metric: VitalsMetric, bucket: number) => Number.isInteger(bucket) && bucket >= 0 && bucket <= VITALS_BUCKETS[metric].length;

export interface Percentile {
  /** The value (ms; CLS unitless), or the open bucket's lower bound when `atLeast`. */
  value: number;
  /** How many values it was read from. */
  count: number;
  /** The percentile fell in the last, open bucket: the true value is this or more. */
  atLeast: boolean;
}

/**
 * The p-th percentile (0 < p < 1) of the values counted in buckets, or null when none were. Within
 * its bucket the value is interpolated as if the bucket's values were spread evenly; CLS rounded to
 * 1/1 000 (and 0 in its first bucket), the others to whole ms.
 */
export function percentileFromBuckets(metric: VitalsMetric, counts: Iterable<readonly [bucket: number, count: number]>, p = 0.75): Percentile | null {
  const byBucket = new Map<number, number>();
  for (const [bucket, count] of counts) if (count > 0 && isBucket(metric, bucket)) byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + count);
  const total = [...byBucket.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  // The rank of the percentile among the values (nearest-rank), then the bucket that holds it.
  const rank = Math.max(1, Math.ceil(p * total));
  let below = 0;
  for (const bucket of [...byBucket.keys()].sort((a, b) => a - b)) {
    const n = byBucket.get(bucket)!;
    if (below + n >= rank) {
      const { from, to } = bucketRange(metric, bucket);
      if (to === null) return { value: from, count: total, atLeast: true };
      // A CLS under 0.001 is no shift a shopper sees, and most page views have none at all: 0.
      if (metric === 'CLS' && bucket === 0) return { value: 0, count: total, atLeast: false };
      const value = from + ((to - from) * (rank - below - 0.5)) / n;
      const rounded = metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
      return { value: rounded, count: total, atLeast: false };
    }
    below += n;
  }
  return null;
}

// ---- Days ---------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/** The day a page view is counted under: its calendar day in Tashkent. */
export { tashkentDay };

/** The periods the console offers (days up to and including today); the API takes 1 to 28. */
export const CONSOLE_VITALS_DAYS = [1, 7, 28] as const;
export const DEFAULT_VITALS_DAYS = 7;

/** The first and last day of the `days` days up to and including today in Tashkent. */
export function dayRange(now: Date, days: number): { from: string; to: string } {
  return { from: tashkentDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: tashkentDay(now) };
}
