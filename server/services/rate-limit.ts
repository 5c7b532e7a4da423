import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiFailure } from '../http/errors';

export interface Limit {
  /** What is counted, e.g. `login:phone:+998901234567`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * The longest window a limit may use: the cleanup job (server/jobs/cleanup.ts) deletes the rows
 * whose window started longer ago than this, so a longer one would be forgotten while still open.
 */
export const LONGEST_WINDOW_SECONDS = 86_400;

/**
 * Fixed-window counters in the database, so that every server process shares them. One
 * statement counts the hit and returns the window, so parallel requests never both slip under
 * the limit. Over the limit: 429 `rate_limited` with Retry-After.
 */
export async function hitLimits(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    if (limit.windowSeconds > LONGEST_WINDOW_SECONDS)
      throw new Error(`rate limit ${limit.key}: a window longer than ${LONGEST_WINDOW_SECONDS} s would be cleaned up while open`);
    const result = await db.execute<{ count: number; retry_after: number }>(sql`
      INSERT INTO rate_limits (key, window_started_at, count) VALUES (${limit.key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_started_at <= now() - make_interval(secs => ${limit.windowSeconds}) THEN 1 ELSE rate_limits.count + 1 END,
        window_started_at = CASE WHEN rate_limits.window_started_at <= now() - make_interval(secs => ${limit.windowSeconds}) THEN now() ELSE rate_limits.window_started_at END
      RETURNING count,
        ceil(extract(epoch FROM (window_started_at + make_interval(secs => ${limit.windowSeconds}) - now())))::int AS retry_after`);
    const row = result.rows[0]!;
    if (Number(row.count) > limit.max) throw rateLimited(Math.max(1, Number(row.retry_after)));
  }
}

export function rateLimited(retryAfterSeconds: number) {
  return new ApiFailure('rate_limited', { headers: { 'Retry-After': String(retryAfterSeconds) }, extra: { retry_after: retryAfterSeconds } });
}

/** Per phone: a few a minute. Per client address: more, since many shoppers share a NAT. */
const PHONE_LIMIT = { max: 5, windowSeconds: 60 };
const ADDRESS_LIMIT = { max: 30, windowSeconds: 60 };

export function authLimits(
  action: 'login' | 'login-code' | 'register' | 'reset' | 'device' | 'change-password',
  phone: string | null,
  address: string,
): Limit[] {
  const limits: Limit[] = [{ key: `${action}:addr:${address}`, ...ADDRESS_LIMIT }];
  if (phone) limits.push({ key: `${action}:phone:${phone}`, ...PHONE_LIMIT });
  return limits;
}
