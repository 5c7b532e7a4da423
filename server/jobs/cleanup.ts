import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { OTP_LOCK_HOURS, OTP_TTL_SECONDS } from '@/lib/domain/otp';
import type { Db } from '../db/client';
import { LONGEST_WINDOW_SECONDS } from '../services/rate-limit';
import type { Job } from './runner';

/**
 * How long the rows that would otherwise grow for ever are kept (ADR 0023): the one
 * place that says it. A row is deleted only once it can no longer change an answer: a code, a
 * token or a counter that still enforces a limit is kept however old it is.
 *
 * `stale` is the condition on the table's own columns; PostgreSQL's clock (`now()`) decides.
 * GRACE is a margin for clocks that differ between the servers and the database (the services
 * compare with the server's clock), and time to look at a row when a shopper writes in.
 */
const HOUR = 3_600;
const DAY = 24 * HOUR;
const GRACE = HOUR;
const OTP_WINDOW = OTP_TTL_SECONDS + OTP_LOCK_HOURS * HOUR;

/** SMS kept for this long: the support desk's "did my code arrive?", and the dev outbox the e2e journeys read. */
const SMS_KEEP_DAYS = 7;

/** Shoppers' page-speed counts (server/services/web-vitals.ts) kept for this long: the console reads 28 days at most. */
const VITALS_KEEP_DAYS = 90;

const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

export interface RetentionRule {
  /** The job's name is `cleanup:<name>`. */
  name: string;
  table: string;
  /** The primary key's columns. */
  key: string;
  stale: SQL;
  /** Why a row matching `stale` can go (and why the others stay). */
  why: string;
}

export const RETENTION: RetentionRule[] = [
  {
    name: 'otp-codes',
    table: 'otp_codes',
    key: 'id',
    stale: sql`expires_at < ${ago(OTP_LOCK_HOURS * HOUR)}`,
    why: "A code lives 3 minutes, but a resend names the old code by its key, which a page may still hold while the phone's 24 h budget lasts: kept 24 h past its expiry. The budget itself is otp_phone_state's.",
  },
  {
    name: 'pending-signups',
    table: 'pending_signups',
    key: 'id',
    stale: sql`created_at < ${ago(GRACE)} AND NOT EXISTS (SELECT 1 FROM otp_codes c WHERE c.pending_signup_id = pending_signups.id)`,
    why: 'A sign-up waits for a code; once no code names it (they are gone by the rule above) nothing can complete it.',
  },
  {
    name: 'otp-phone-state',
    table: 'otp_phone_state',
    key: 'phone_number, purpose',
    stale: sql`(locked_until IS NULL OR locked_until < ${ago(GRACE)}) AND coalesce(last_sent_at, window_started_at) < ${ago(OTP_WINDOW + GRACE)}`,
    why: "A phone's send budget and 24 h lock-out: kept while it is locked and until its budget would refill anyway (24 h 3 min after its last send), when a missing row means the same as a fresh one.",
  },
  {
    name: 'reset-tokens',
    table: 'reset_tokens',
    key: 'id',
    stale: sql`expires_at < ${ago(DAY)}`,
    why: 'A reset token works for 15 minutes and once; a day after it expired nobody can use it.',
  },
  {
    name: 'refresh-tokens',
    table: 'refresh_tokens',
    key: 'id',
    stale: sql`(expires_at < ${ago(DAY)} OR revoked_at < ${ago(DAY)})`,
    why: 'Used tokens stay until they expire, so that a replayed one still ends its family (reuse detection); revoked ones belong to a family that has ended for good. A day after either, the row changes no answer.',
  },
  {
    name: 'trusted-devices',
    table: 'trusted_devices',
    key: 'id',
    stale: sql`expires_at < ${ago(DAY)}`,
    why: "A staff member's remembered device passes the second factor for 30 days (ADR 0025); a day after, its token passes nothing.",
  },
  {
    name: 'rate-limits',
    table: 'rate_limits',
    key: 'key',
    stale: sql`window_started_at < ${ago(LONGEST_WINDOW_SECONDS)}`,
    why: 'A fixed window that has ended counts as a fresh one (rate-limit.ts restarts it): rows older than the longest window any limit uses are gone; open windows stay.',
  },
  {
    name: 'sms-messages',
    table: 'sms_messages',
    key: 'id',
    stale: sql`created_at < ${ago(SMS_KEEP_DAYS * DAY)}`,
    why: `The outbox and the log of sent SMS (codes included): ${SMS_KEEP_DAYS} days.`,
  },
  {
    name: 'telegram-messages',
    table: 'telegram_messages',
    key: 'id',
    stale: sql`created_at < ${ago(SMS_KEEP_DAYS * DAY)}`,
    why: `The Telegram bot's outbox and the log of what it sent: as long as the SMS, ${SMS_KEEP_DAYS} days (an order's buttons are answered from the order, not from these rows).`,
  },
  {
    name: 'telegram-link-tokens',
    table: 'telegram_link_tokens',
    key: 'token_hash',
    stale: sql`expires_at < ${ago(DAY)}`,
    why: 'A link token works once for 20 minutes; a day after it expired it links nothing.',
  },
  {
    name: 'web-vitals',
    table: 'web_vitals',
    key: 'day, page_type, metric, bucket',
    stale: sql`day < (now() - make_interval(days => ${VITALS_KEEP_DAYS}))::date`,
    why: `Shoppers' page-speed counts per day: ${VITALS_KEEP_DAYS} days, a quarter to compare a slow week with (the console shows 28 at most). No personal data is in them; they only grow.`,
  },
];

/** Rows one statement deletes at most, and statements one run makes at most: a run never holds the database long, the rest waits for the next. */
const BATCH = 1_000;
const MAX_BATCHES = 20;

const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * Deletes up to BATCH stale rows in one statement. Rows a request holds right now are skipped
 * (SKIP LOCKED), and the condition is checked again on the row deleted, so a row renewed meanwhile
 * (a rate-limit window restarted, a phone sent a new code) stays.
 */
async function deleteStaleBatch(db: Db, rule: RetentionRule, limit = BATCH): Promise<number> {
  const table = sql.raw(rule.table);
  const key = sql.raw(rule.key);
  const result = await db.execute<{ n: number }>(sql`
    WITH gone AS (
      DELETE FROM ${table}
      WHERE (${key}) IN (SELECT ${key} FROM ${table} WHERE ${rule.stale} LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        AND ${rule.stale}
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM gone`);
  return Number(result.rows[0]?.n ?? 0);
}

/** One run of a rule: batches until one comes back short, or MAX_BATCHES. Answers the rows deleted. */
export async function cleanUp(db: Db, rule: RetentionRule, { batch = BATCH, maxBatches = MAX_BATCHES } = {}): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const n = await deleteStaleBatch(db, rule, batch);
    total += n;
    if (n < batch) break;
  }
  return total;
}

export const CLEANUP_JOBS: Job[] = RETENTION.map((rule) => ({
  name: `cleanup:${rule.name}`,
  everyMs: CLEANUP_EVERY_MS,
  run: (db) => cleanUp(db, rule),
}));
