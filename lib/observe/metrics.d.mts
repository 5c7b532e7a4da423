/** Types of metrics.mjs (plain JavaScript, which the start script and Next's cache handler load unbundled). */
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface WatchedPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  ending?: boolean;
  ended?: boolean;
  options?: { max?: number };
}

export interface Metrics {
  registry: Registry;
  pools: Set<{ name: string; pool: WatchedPool }>;
  http: { requests: Counter<'method' | 'route' | 'status'>; duration: Histogram<'method' | 'route' | 'status'> };
  db: Gauge<'pool'>[];
  pageCache: Counter<'store' | 'kind' | 'result'>;
  apiCache: Counter<'cache' | 'result'>;
  jobs: Counter<'job' | 'outcome'>;
  jobDuration: Histogram<'job'>;
  orders: Counter<'type' | 'payment'>;
  payments: Counter<'provider'>;
  sms: Counter<'provider' | 'result'>;
}

export function metrics(): Metrics;
export function countRequest(request: { method: string; route: string; status: number; seconds: number }): void;
export function watchPool(name: string, pool: WatchedPool): void;
export function countPageCache(store: 'memory' | 'redis', kind: unknown, hit: boolean): void;
export function metricsAnswer(request: {
  remoteAddress?: string;
  authorization?: string;
  token?: string;
}): Promise<{ status: number; headers: Record<string, string>; body: string }>;
