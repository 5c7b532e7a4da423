/* eslint-disable @typescript-eslint/no-explicit-any -- answers are untyped JSON */
/**
 * Codes and sessions. 10 000 guesses at SMS codes, fired in parallel across phones, keys and
 * resends, from a new client address each (an attacker with many addresses): none is accepted,
 * no phone gets more than its 2 tries × 3 codes counted, and the right code is refused once the
 * tries are spent. Then: a replayed refresh token ends its whole session, and a password reset ends
 * every session, access tokens included.
 */
import { and, eq, sql } from 'drizzle-orm';
import { otpPhoneState, refreshTokens, users } from '@/server/db/schema';
import { sha256 } from '@/server/services/secrets';
import { get, post } from '@/test/api';
import { GOOD_PASSWORD, ageLastSend, bearer, createAccount, lastCode, loginAs, newAddress, newPhone } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';
import { answerProblems } from './guard';

const PHONES = 20;
const GUESSES = 10_000;
const PER_PHONE = GUESSES / PHONES;
const CODES_PER_PHONE = 3; // the first code and 2 resends
const TRIES_PER_CODE = 2;

const p = (path: string, body: unknown) => post(path, body, { headers: newAddress() });
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 100_000).padStart(5, '0');

describe.each(testTargets({ pool: 10 }))('codes and sessions on $name', (target) => {
  const db = useSeededDb(target, { seed: false });

  it(`accepts none of ${GUESSES} code guesses across keys and resends, and no try beyond the budget`, async () => {
    const stats = { guesses: 0, accepted: 0, invalidCode: 0, locked: 0, other: 0, problems: [] as string[] };
    const tally = (res: { status: number; body: any; headers: Headers }) => {
      stats.guesses += 1;
      if (res.status === 200) stats.accepted += 1;
      else if (res.body?.error?.code === 'invalid_code') stats.invalidCode += 1;
      else if (res.body?.error?.code === 'otp_locked') stats.locked += 1;
      else stats.other += 1;
      const found = answerProblems({ status: res.status, headers: res.headers, text: JSON.stringify(res.body) });
      if (found.length && stats.problems.length < 10) stats.problems.push(`${res.status}: ${found.join(', ')}`);
    };

    async function attack(i: number) {
      const reset = i % 5 === 0;
      const phone = reset ? (await createAccount(db())).phone : newPhone();
      const purpose = reset ? 'reset' : 'signup';
      const verify = reset ? '/auth/check/reset_token/' : '/auth/verify/';
      const start = reset
        ? await p('/auth/reset/password/', { phone_number: phone })
        : await p('/auth/register/', { phone_number: phone, password: GOOD_PASSWORD });
      const keys: { key: string; code: string }[] = [{ key: start.body.result.otp_key, code: await lastCode(db(), phone) }];
      const perRound = Math.floor(PER_PHONE / (CODES_PER_PHONE + 1));
      let sent = 0;
      const guess = async (k: { key: string; code: string }) => {
        const n = sent++;
        tally(await p(verify, { otp_key: k.key, otp_code: wrong(k.code, n) }));
      };
      for (let round = 0; round < CODES_PER_PHONE; round++) {
        const current = keys[keys.length - 1]!;
        await Promise.all(Array.from({ length: perRound }, () => guess(current)));
        if (round < CODES_PER_PHONE - 1) {
          await ageLastSend(db(), phone);
          const resent = await p('/auth/resend/', { otp_key: current.key });
          // The last wrong try may already have locked the phone: then there is nothing to resend.
          if (resent.status !== 200) break;
          keys.push({ key: resent.body.result.otp_key, code: await lastCode(db(), phone) });
        }
      }
      // The rest at every key at once, old and new.
      await Promise.all(Array.from({ length: PER_PHONE - sent }, (_, j) => guess(keys[j % keys.length]!)));
      // The right codes now: all tries are spent, so none may pass.
      const right = await Promise.all(keys.map((k) => p(verify, { otp_key: k.key, otp_code: k.code })));
      const [state] = await db()
        .db.select()
        .from(otpPhoneState)
        .where(and(eq(otpPhoneState.phoneNumber, phone), eq(otpPhoneState.purpose, purpose)));
      return { rightAccepted: right.filter((r) => r.status === 200).length, counted: state?.guessesToday ?? 0 };
    }

    const started = performance.now();
    const results = await Promise.all(Array.from({ length: PHONES }, (_, i) => attack(i)));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const maxCounted = Math.max(...results.map((r) => r.counted));
    console.log(
      `code guesses on ${target.name}: ${stats.guesses} guesses at ${PHONES} phones in ${seconds} s → accepted ${stats.accepted}, invalid_code ${stats.invalidCode}, otp_locked ${stats.locked}, other ${stats.other}; ` +
        `tries counted per phone at most ${maxCounted} (budget ${CODES_PER_PHONE * TRIES_PER_CODE}); right codes accepted after the tries ${results.reduce((n, r) => n + r.rightAccepted, 0)}`,
    );
    expect(stats.guesses).toBeGreaterThanOrEqual(GUESSES);
    expect(stats.accepted).toBe(0);
    expect(stats.other).toBe(0);
    expect(stats.problems).toEqual([]);
    expect(maxCounted).toBeLessThanOrEqual(CODES_PER_PHONE * TRIES_PER_CODE);
    expect(results.every((r) => r.rightAccepted === 0)).toBe(true);
  });

  it('ends the whole session when a refresh token is replayed, access tokens included', async () => {
    const { phone, password } = await createAccount(db());
    const first = await loginAs(phone, password);
    const other = await loginAs(phone, password);
    const second = (await p('/auth/refresh/', { refresh: first.refresh_token })).body.result;
    expect((await get('/auth/me/', { headers: bearer(second.access_token) })).status).toBe(200);
    // The thief replays the old token once the grace window (ADR 0005) is over: the family ends,
    // for the thief and the owner alike.
    await db()
      .db.update(refreshTokens)
      .set({ usedAt: sql`${refreshTokens.usedAt} - interval '31 seconds'` })
      .where(eq(refreshTokens.tokenHash, sha256(first.refresh_token)));
    expect((await p('/auth/refresh/', { refresh: first.refresh_token })).status).toBe(401);
    expect((await p('/auth/refresh/', { refresh: second.refresh_token })).status).toBe(401);
    expect((await get('/auth/me/', { headers: bearer(second.access_token) })).status).toBe(401);
    expect((await get('/auth/me/', { headers: bearer(first.access_token) })).status).toBe(401);
    // Another device's session is another family and goes on.
    expect((await get('/auth/me/', { headers: bearer(other.access_token) })).status).toBe(200);
    // Logging out ends that one's access token too.
    await p('/auth/logout/', { refresh: other.refresh_token });
    expect((await get('/auth/me/', { headers: bearer(other.access_token) })).status).toBe(401);
  });

  it('gives a replay inside the grace window nothing new, and ends the session once the owner has moved on', async () => {
    const { phone, password } = await createAccount(db());
    const first = await loginAs(phone, password);
    const rows = async () =>
      (
        await db()
          .db.select({ id: refreshTokens.id })
          .from(refreshTokens)
          .innerJoin(users, eq(users.id, refreshTokens.userId))
          .where(eq(users.phoneNumber, phone))
      ).length;
    // Ten replays at once inside the window: the same pair for all, one new token in the database.
    const before = await rows();
    const answers = await Promise.all(Array.from({ length: 10 }, () => p('/auth/refresh/', { refresh: first.refresh_token })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body.result))).size).toBe(1);
    expect(await rows()).toBe(before + 1);
    // The owner uses the new token; the old one is then theft even inside the window.
    const second = answers[0]!.body.result;
    const third = (await p('/auth/refresh/', { refresh: second.refresh_token })).body.result;
    expect((await p('/auth/refresh/', { refresh: first.refresh_token })).status).toBe(401);
    expect((await get('/auth/me/', { headers: bearer(third.access_token) })).status).toBe(401);
  });

  it('makes every old token fail after a password reset', async () => {
    const { phone, password } = await createAccount(db());
    const sessions = [await loginAs(phone, password), await loginAs(phone, password)];
    const key = (await p('/auth/reset/password/', { phone_number: phone })).body.result.otp_key;
    const token = (await p('/auth/check/reset_token/', { otp_key: key, otp_code: await lastCode(db(), phone) })).body.result;
    expect((await p(`/auth/update/password/${token}/`, { new_password: 'Yangi2026parol' })).status).toBe(200);
    for (const s of sessions) {
      expect((await get('/auth/me/', { headers: bearer(s.access_token) })).status).toBe(401);
      expect((await p('/auth/refresh/', { refresh: s.refresh_token })).status).toBe(401);
    }
    expect((await p(`/auth/update/password/${token}/`, { new_password: 'Boshqa2026parol' })).status).toBe(400);
    expect((await p('/auth/login/', { phone_number: phone, password })).status).toBe(400);
    expect((await get('/auth/me/', { headers: bearer((await loginAs(phone, 'Yangi2026parol')).access_token) })).status).toBe(200);
  });
});
