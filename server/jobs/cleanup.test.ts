import { sql } from 'drizzle-orm';
import { otpCodes, otpPhoneState, pendingSignups, rateLimits, refreshTokens, resetTokens, smsMessages, users, webVitals } from '@/server/db/schema';
import { cleanUp, CLEANUP_JOBS, RETENTION, type RetentionRule } from '@/server/jobs/cleanup';
import { runJob } from '@/server/jobs/runner';
import { hitLimits } from '@/server/services/rate-limit';
import { testTargets, useSeededDb } from '@/test/db';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (msFromNow: number) => new Date(Date.now() + msFromNow);
const rule = (name: string): RetentionRule => RETENTION.find((r) => r.name === name)!;

/** The cleanup jobs (ADR 0023): what each deletes, and what it keeps because it still enforces a limit. */
describe.each(testTargets())('the cleanup jobs on $name', (target) => {
  const handle = useSeededDb(target, { seed: false });
  const db = () => handle().db;
  const count = async (table: string) => Number((await db().execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0]!.n);
  const names = async (table: string, column: string) =>
    (await db().execute<{ v: string }>(sql.raw(`SELECT ${column} AS v FROM ${table} ORDER BY ${column}`))).rows.map((r) => r.v);
  const run = (name: string) => cleanUp(db(), rule(name));

  let userId: number;
  beforeAll(async () => {
    const [user] = await db().insert(users).values({ phoneNumber: '+998900000001', passwordHash: 'x' }).returning({ id: users.id });
    userId = user!.id;
  });

  it('one-time codes go 24 h after they expire; a sign-up goes once no code names it', async () => {
    const [oldSignup, liveSignup, newSignup] = await db()
      .insert(pendingSignups)
      .values([
        { phoneNumber: '+998900000010', passwordHash: 'x', createdAt: at(-2 * DAY) },
        { phoneNumber: '+998900000011', passwordHash: 'x', createdAt: at(-2 * DAY) },
        { phoneNumber: '+998900000012', passwordHash: 'x' },
      ])
      .returning({ id: pendingSignups.id });
    const code = (otpKey: string, expiresAt: Date, pendingSignupId: number | null = null) => ({
      otpKey,
      phoneNumber: '+998900000010',
      purpose: 'signup' as const,
      codeHash: 'h',
      triesLeft: 2,
      expiresAt,
      pendingSignupId,
    });
    await db()
      .insert(otpCodes)
      .values([code('old', at(-25 * HOUR), oldSignup!.id), code('yesterday', at(-23 * HOUR), liveSignup!.id), code('live', at(2 * 60_000))]);

    expect(await run('otp-codes')).toBe(1);
    expect(await names('otp_codes', 'otp_key')).toEqual(['live', 'yesterday']);
    // The old sign-up lost its last code; the other still has one; the new one is a sign-up in progress.
    expect(await run('pending-signups')).toBe(1);
    expect((await names('pending_signups', 'id')).map(Number)).toEqual([liveSignup!.id, newSignup!.id]);
  });

  it("a phone's send budget stays while it is locked or has not refilled, and goes after", async () => {
    const state = (phoneNumber: string, lastSentAt: Date | null, lockedUntil: Date | null, windowStartedAt = lastSentAt ?? at(-30 * HOUR)) => ({
      phoneNumber,
      purpose: 'login' as const,
      resendsLeft: 0,
      lastSentAt,
      lockedUntil,
      windowStartedAt,
    });
    await db()
      .insert(otpPhoneState)
      .values([
        state('+998900000020', at(-30 * HOUR), at(2 * HOUR)), // locked out until later: kept
        state('+998900000021', at(-23 * HOUR), null), // budget still spent for another hour: kept
        state('+998900000022', at(-26 * HOUR), at(-2 * HOUR)), // lock over, budget refilled: deleted
        state('+998900000023', null, null), // never sent, a day old: deleted
      ]);
    expect(await run('otp-phone-state')).toBe(2);
    expect(await names('otp_phone_state', 'phone_number')).toEqual(['+998900000020', '+998900000021']);
  });

  it('reset and refresh tokens go a day after they expire; refresh tokens also a day after their family was revoked', async () => {
    const token = (tokenHash: string, expiresAt: Date, more: Partial<typeof refreshTokens.$inferInsert> = {}) => ({
      userId,
      tokenHash,
      familyId: 'f',
      expiresAt,
      ...more,
    });
    await db()
      .insert(resetTokens)
      .values([
        { userId, tokenHash: 'r-old', expiresAt: at(-2 * DAY) },
        { userId, tokenHash: 'r-recent', expiresAt: at(-HOUR), usedAt: at(-2 * HOUR) },
        { userId, tokenHash: 'r-live', expiresAt: at(10 * 60_000) },
      ]);
    await db()
      .insert(refreshTokens)
      .values([
        token('t-expired', at(-2 * DAY)),
        token('t-revoked', at(20 * DAY), { revokedAt: at(-2 * DAY), familyId: 'g' }),
        token('t-just-revoked', at(20 * DAY), { revokedAt: at(-HOUR), familyId: 'h' }),
        // Used but not expired: kept, so that replaying it still ends its family.
        token('t-used', at(20 * DAY), { usedAt: at(-5 * DAY) }),
        token('t-live', at(29 * DAY)),
      ]);
    expect(await run('reset-tokens')).toBe(1);
    expect(await names('reset_tokens', 'token_hash')).toEqual(['r-live', 'r-recent']);
    expect(await run('refresh-tokens')).toBe(2);
    expect(await names('refresh_tokens', 'token_hash')).toEqual(['t-just-revoked', 't-live', 't-used']);
  });

  it('rate-limit windows go once longer ago than the longest window; an open window keeps limiting', async () => {
    await db()
      .insert(rateLimits)
      .values([
        { key: 'old', windowStartedAt: at(-2 * DAY), count: 5 },
        { key: 'hour', windowStartedAt: at(-2 * HOUR), count: 5 },
      ]);
    const limit = { key: 'login:phone:+998900000030', max: 1, windowSeconds: 60 };
    await hitLimits(db(), [limit]);
    await expect(hitLimits(db(), [limit])).rejects.toMatchObject({ code: 'rate_limited' });
    expect(await run('rate-limits')).toBe(1);
    expect(await names('rate_limits', 'key')).toEqual(['hour', limit.key]);
    await expect(hitLimits(db(), [limit])).rejects.toMatchObject({ code: 'rate_limited' });
  });

  it('SMS go after 7 days; the recent ones stay for the outbox', async () => {
    const sms = (phoneNumber: string, createdAt: Date) => ({ phoneNumber, text: 't', provider: 'outbox', createdAt });
    await db()
      .insert(smsMessages)
      .values([sms('+998900000040', at(-8 * DAY)), sms('+998900000041', at(-6 * DAY)), sms('+998900000042', at(-60_000))]);
    expect(await run('sms-messages')).toBe(1);
    expect(await names('sms_messages', 'phone_number')).toEqual(['+998900000041', '+998900000042']);
  });

  it("shoppers' page-speed counts go after 90 days", async () => {
    const day = (ms: number) => at(ms).toISOString().slice(0, 10);
    await db()
      .insert(webVitals)
      .values([
        { day: day(-100 * DAY), pageType: 'home', metric: 'LCP', bucket: 30, count: 4 },
        { day: day(-100 * DAY), pageType: 'product', metric: 'CLS', bucket: 0, count: 9 },
        { day: day(-80 * DAY), pageType: 'home', metric: 'LCP', bucket: 30, count: 2 },
        { day: day(0), pageType: 'home', metric: 'LCP', bucket: 31, count: 1 },
      ]);
    expect(await run('web-vitals')).toBe(2);
    expect(await names('web_vitals', 'day::text')).toEqual([day(-80 * DAY), day(0)]);
  });

  it('deletes in bounded batches: a run stops after its batches, the next one goes on', async () => {
    await db()
      .insert(smsMessages)
      .values(Array.from({ length: 5 }, (_, i) => ({ phoneNumber: `+99890000005${i}`, text: 't', provider: 'outbox', createdAt: at(-10 * DAY) })));
    const before = await count('sms_messages');
    expect(await cleanUp(db(), rule('sms-messages'), { batch: 2, maxBatches: 2 })).toBe(4);
    expect(await count('sms_messages')).toBe(before - 4);
    expect(await cleanUp(db(), rule('sms-messages'), { batch: 2, maxBatches: 2 })).toBe(1);
  });

  it('every cleanup runs as a job, and a second run finds nothing left', async () => {
    for (const job of CLEANUP_JOBS) {
      const first = await runJob(job, handle());
      expect(first).toMatchObject({ status: 'done' });
      expect(await runJob(job, handle())).toMatchObject({ status: 'done', count: 0 });
    }
  });
});
