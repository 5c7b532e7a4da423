import fc from 'fast-check';
import {
  bucketOf,
  bucketRange,
  dayRange,
  pageTypeOf,
  percentileFromBuckets,
  ratingOf,
  tashkentDay,
  VITALS_BUCKETS,
  VITALS_METRICS,
  VITALS_THRESHOLDS,
  type VitalsMetric,
} from './web-vitals';

describe('page types', () => {
  it.each([
    ['/uz', '', 'home'],
    ['/ru/', '', 'home'],
    ['/', '', 'home'],
    ['/uz/catalog', '', 'list'],
    ['/uz/products', '?category_id=3&sort=cheap', 'list'],
    ['/ru/products', '', 'list'],
    ['/uz/products', '?q=olma', 'search'],
    ['/uz/products', '?q=%20%20&category_id=2', 'list'],
    ['/ru/products', '?q=%D0%BC%D0%BE%D0%BB%D0%BE%D0%BA%D0%BE', 'search'],
    ['/uz/products/42', '', 'product'],
    ['/uz/products/42/', '?tab=reviews', 'product'],
    ['/uz/products/42/extra', '', 'other'],
    ['/uz/stores', '', 'store'],
    ['/ru/stores/7', '', 'store'],
    ['/uz/cart', '', 'basket'],
    ['/uz/cart/checkout', '', 'checkout'],
    ['/ru/cart/order-placed', '?id=5', 'checkout'],
    ['/uz/account', '', 'account'],
    ['/uz/account/orders/12', '', 'account'],
    ['/uz/favourites', '', 'other'],
    ['/uz/about', '', 'other'],
    ['/uz/no/such/page', '', 'other'],
    // Not the shop's pages: nothing is measured there.
    ['/uz/console', '', null],
    ['/ru/console/vitals', '', null],
    ['/uz/dev/pay/click', '', null],
    ['/uz/offline', '', null],
    ['/uz/bench-static/1', '', null],
    ['/ru/bench-intl', '', null],
  ])('%s%s is %s', (pathname, search, type) => {
    expect(pageTypeOf(pathname, search)).toBe(type);
  });

  it('does not take a word that starts like a locale for one', () => {
    expect(pageTypeOf('/uzum')).toBe('other');
    expect(pageTypeOf('/russia/products')).toBe('other');
  });
});

describe('ratings', () => {
  it("follows Google's thresholds, the bounds included in the better rating", () => {
    expect(ratingOf('LCP', 2500)).toBe('good');
    expect(ratingOf('LCP', 2501)).toBe('needs_improvement');
    expect(ratingOf('LCP', 4000)).toBe('needs_improvement');
    expect(ratingOf('LCP', 4001)).toBe('poor');
    expect(ratingOf('INP', 200)).toBe('good');
    expect(ratingOf('INP', 650)).toBe('poor');
    expect(ratingOf('CLS', 0.1)).toBe('good');
    expect(ratingOf('CLS', 0.25)).toBe('needs_improvement');
    expect(ratingOf('CLS', 0.26)).toBe('poor');
    expect(ratingOf('TTFB', 799)).toBe('good');
    expect(ratingOf('TTFB', 1801)).toBe('poor');
  });
});

describe('buckets', () => {
  it('are pinned: the database stores bucket numbers, so the bounds may never move', () => {
    expect(Object.fromEntries(VITALS_METRICS.map((m) => [m, VITALS_BUCKETS[m].length]))).toEqual({ LCP: 70, INP: 85, CLS: 92, TTFB: 94 });
    expect(VITALS_BUCKETS.LCP.slice(0, 5)).toEqual([100, 110, 121, 133, 146]);
    expect(VITALS_BUCKETS.INP.slice(0, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(VITALS_BUCKETS.CLS.slice(0, 5)).toEqual([0.001, 0.0011, 0.0012, 0.0013, 0.0015]);
    expect(bucketOf('LCP', 2500)).toBe(35);
    expect(bucketOf('CLS', 0)).toBe(0);
    // Every bucket number fits the smallint column.
    for (const m of VITALS_METRICS) expect(VITALS_BUCKETS[m].length).toBeLessThan(32_767);
  });

  it('grow by about 10 % and hold the thresholds as bounds', () => {
    for (const m of VITALS_METRICS) {
      const bounds = VITALS_BUCKETS[m];
      for (let i = 1; i < bounds.length; i++) expect(bounds[i]!).toBeGreaterThan(bounds[i - 1]!);
      // From where rounding to whole ms no longer matters, no step is wider than 10 % (and a little).
      const wide = bounds.filter((b, i) => i > 0 && b > 50 * bounds[0]! && b / bounds[i - 1]! > 1.102);
      expect(wide).toEqual([]);
      for (const t of VITALS_THRESHOLDS[m]) expect(bounds).toContain(t);
    }
  });

  it('put every value in the bucket whose range holds it', () => {
    for (const m of VITALS_METRICS) {
      fc.assert(
        fc.property(fc.double({ min: 0, max: 200_000, noNaN: true }), (value) => {
          const { from, to } = bucketRange(m, bucketOf(m, value));
          expect(value).toBeGreaterThanOrEqual(from);
          if (to !== null) expect(value).toBeLessThan(to);
        }),
      );
    }
  });
});

describe('the 75th percentile from buckets', () => {
  const bucketsOf = (metric: VitalsMetric, values: number[]) => {
    const counts = new Map<number, number>();
    for (const v of values) counts.set(bucketOf(metric, v), (counts.get(bucketOf(metric, v)) ?? 0) + 1);
    return [...counts];
  };
  /** The nearest-rank 75th percentile of the values themselves. */
  const exact = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

  it('is null without values, and counts the values it was read from', () => {
    expect(percentileFromBuckets('LCP', [])).toBeNull();
    expect(percentileFromBuckets('LCP', [[3, 0]])).toBeNull();
    expect(percentileFromBuckets('LCP', bucketsOf('LCP', [1000, 2000, 3000]))).toMatchObject({ count: 3, atLeast: false });
  });

  it('lands in the bucket of the exact figure, whatever the spread', () => {
    for (const metric of ['LCP', 'INP', 'TTFB'] as const) {
      fc.assert(
        fc.property(fc.array(fc.double({ min: 0, max: 100_000, noNaN: true }), { minLength: 1, maxLength: 400 }), (values) => {
          const p = percentileFromBuckets(metric, bucketsOf(metric, values))!;
          const { from, to } = bucketRange(metric, bucketOf(metric, exact(values)));
          expect(p.value).toBeGreaterThanOrEqual(from);
          if (to === null) expect(p).toMatchObject({ value: from, atLeast: true });
          else expect(p.value).toBeLessThanOrEqual(to);
        }),
      );
    }
  });

  it('is within a few per cent of the exact figure for a realistic spread of load times', () => {
    // 1 000 page views, log-normally spread around 1.8 s (a fixed generator: the same every run).
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const values = Array.from({ length: 1000 }, () => 1800 * Math.exp(0.6 * Math.sqrt(-2 * Math.log(random())) * Math.cos(2 * Math.PI * random())));
    const p = percentileFromBuckets('LCP', bucketsOf('LCP', values))!;
    expect(Math.abs(p.value - exact(values)) / exact(values)).toBeLessThan(0.03);
  });

  it('reads a page of real-looking CLS (mostly zero) right', () => {
    const values = [...Array(70).fill(0), ...Array(20).fill(0.05), ...Array(10).fill(0.3)];
    expect(percentileFromBuckets('CLS', bucketsOf('CLS', values))!.value).toBeCloseTo(0.05, 2);
    const zeros = Array(10).fill(0);
    expect(percentileFromBuckets('CLS', bucketsOf('CLS', zeros))).toEqual({ value: 0, count: 10, atLeast: false });
    expect(percentileFromBuckets('CLS', bucketsOf('CLS', [0, 0, 0.0004, 0.0009]))!.value).toBe(0);
  });

  it('says "at least" when the percentile is in the open top bucket', () => {
    const top = VITALS_BUCKETS.LCP.at(-1)!;
    expect(percentileFromBuckets('LCP', bucketsOf('LCP', [top + 5000, top + 1, top + 9000, 1000]))).toEqual({ value: top, count: 4, atLeast: true });
  });

  it('ignores buckets a metric does not have', () => {
    expect(
      percentileFromBuckets('INP', [
        [-1, 5],
        [10_000, 3],
        [2.5, 1],
      ]),
    ).toBeNull();
  });
});

describe('days in Tashkent', () => {
  it('counts a page view under the date in Tashkent (UTC+5)', () => {
    expect(tashkentDay(new Date('2026-11-26T18:59:59Z'))).toBe('2026-11-26');
    expect(tashkentDay(new Date('2026-11-26T19:00:00Z'))).toBe('2026-11-27');
    expect(dayRange(new Date('2026-11-27T10:00:00Z'), 7)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(dayRange(new Date('2026-11-26T20:00:00Z'), 1)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
  });
});
