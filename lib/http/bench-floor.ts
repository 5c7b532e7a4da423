import { notFound } from 'next/navigation';

/**
 * The floor pages of `npm run bench:pages` (app/bench-static/[id], app/[locale]/bench-static/[id]):
 * a one-line page built on its first visit, as a product page is, bare or in the shop's layout, so
 * that the benchmark can print what Next itself costs per first-visit render next to what a product
 * page costs. They answer only in a server the benchmark started (BENCH_PAGES=1, bench/next-server.ts):
 * elsewhere every made-up id would be a page kept in the page cache.
 */
export function benchFloorOrNotFound(): void {
  if (process.env.BENCH_PAGES !== '1') notFound();
}
