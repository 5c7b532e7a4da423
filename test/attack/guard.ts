/* eslint-disable @typescript-eslint/no-explicit-any -- answers are untyped JSON, checked field by field */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { API_CONTENT_SECURITY_POLICY, REFERRER_POLICY } from '@/lib/http/security-headers';

/**
 * Tables whose rows the attacks may legitimately change: the rate-limit counters exist to count
 * every request of a phone or address, bad ones included; the searches with no result
 * count every search that answered 200 and found nothing, which a fuzzer's probes with made-up
 * words are.
 */
const COUNTERS = new Set(['rate_limits', 'search_misses']);

/** A fingerprint of every row of every table (row count and an md5 of the sorted rows). */
export async function snapshotRows(db: DbHandle): Promise<Record<string, string>> {
  const tables = (
    await db.db.execute(sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)
  ).rows as { t: string }[];
  const out: Record<string, string> = {};
  for (const { t } of tables) {
    if (COUNTERS.has(t)) continue;
    const [row] = (
      await db.db.execute(sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as f from "${t}" x`))
    ).rows as { f: string }[];
    out[t] = row!.f;
  }
  return out;
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}

const LEAKS: [string, RegExp][] = [
  ['stack trace', /\n\s+at\s|\bat (?:async )?[\w$.]+ \(/],
  ['file path', /node_modules|\/work\/|\/tmp\/|[A-Z]:\\/],
  ['connection string', /postgres(?:ql)?:\/\//i],
  ['password hash', /\$argon2/],
  ['SQL error', /syntax error at or near|violates (?:foreign key|unique|check) constraint|relation "\w+"/i],
];

/**
 * What every API answer must be, whatever was sent: below 500, in the `{ ok: false, error }`
 * envelope when it fails, with the security headers, and with nothing from the inside in it.
 * `sent`: the request's own text, which an answer may quote back (a price list's unreadable row):
 * a "leak" found in it came from the caller, not from the inside. Returns the problems found
 * (empty when the answer is clean).
 */
export function answerProblems(res: { status: number; headers: Headers; text: string }, secrets: string[] = [], sent = ''): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  if (res.status >= 400) {
    let body: any;
    try {
      body = JSON.parse(res.text);
    } catch {
      problems.push('failure body is not JSON');
    }
    if (body && !(body.ok === false && typeof body.error?.code === 'string' && typeof body.error?.message === 'string'))
      problems.push('failure body is not the error envelope');
  }
  if (res.headers.get('x-content-type-options') !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (res.headers.get('referrer-policy') !== REFERRER_POLICY) problems.push('no Referrer-Policy');
  if (res.headers.get('content-security-policy') !== API_CONTENT_SECURITY_POLICY) problems.push('no API Content-Security-Policy');
  // The request as sent and as a JSON string quotes it (escaped backslashes and quotes).
  const quoted = [sent, JSON.stringify(sent)];
  for (const [what, pattern] of LEAKS) {
    const leaks = [...res.text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].map((m) => m[0]);
    if (leaks.some((leak) => !quoted.some((text) => text.includes(leak)))) problems.push(`answer shows a ${what}`);
  }
  for (const secret of secrets) if (secret && res.text.includes(secret)) problems.push('answer shows a secret');
  return problems;
}

/** p50/p99 of a list of milliseconds. */
export function percentiles(ms: number[]): { p50: number; p99: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: Math.round(at(0.5) * 10) / 10, p99: Math.round(at(0.99) * 10) / 10 };
}
