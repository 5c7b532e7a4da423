import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { expectError, get, post } from '@/test/api';
import { ageLastSend, bearer, lastCode, newAddress, newPhone } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';

/**
 * Sign-up and sign-in with the SMS code alone (the password is optional, ADR 0005), with every
 * code limit (services/otp.ts) held by the server, and the tries-left figures the code screen shows.
 */
const p = (path: string, body: unknown) => post(path, body, { headers: newAddress() });
const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

describe.each(testTargets())('code-only accounts on %s', (target) => {
  const db = useSeededDb(target, { seed: false });

  async function signUpByCode(phone = newPhone()) {
    const reg = await p('/auth/register/', { phone_number: phone });
    expect(reg.status).toBe(201);
    const verify = await p('/auth/verify/', { otp_key: reg.body.result.otp_key, otp_code: await lastCode(db(), phone) });
    expect(verify.status).toBe(200);
    return { phone, tokens: verify.body.result as { access_token: string; refresh_token: string } };
  }

  it('signs up with the phone alone: the account has no password, is signed in, and then signs in by code alone', async () => {
    const phone = newPhone();
    const reg = await p('/auth/register/', { phone_number: phone });
    // The code screen's figures from the start: both tries of this code, both resends of the phone.
    expect(reg.body.result).toEqual({ otp_key: expect.any(String), tries_left: 2, resends_left: 2 });
    const verify = await p('/auth/verify/', { otp_key: reg.body.result.otp_key, otp_code: await lastCode(db(), phone) });
    expect(verify.status).toBe(200);
    const me = await get('/auth/me/', { headers: bearer(verify.body.result.access_token) });
    expect(me.body.result).toMatchObject({ phone_number: phone, has_password: false });
    const [user] = await db().db.select().from(users).where(eq(users.phoneNumber, phone));
    expect(user!.passwordHash).toBeNull();

    // No password to sign in with: the same answer as a wrong one.
    expectError(await p('/auth/login/', { phone_number: phone, password: 'Olma2024bozor' }), 400, 'invalid_phone_or_password');

    const code = await p('/auth/login/code/', { phone_number: phone });
    expect(code.body.result).toEqual({ otp_key: expect.any(String), tries_left: 2, resends_left: 2 });
    const login = await p('/auth/login/verify/', { otp_key: code.body.result.otp_key, otp_code: await lastCode(db(), phone) });
    expect(login.status).toBe(200);
    expect((await get('/auth/me/', { headers: bearer(login.body.result.access_token) })).body.result.phone_number).toBe(phone);
  });

  it('still refuses a password that breaks the rules when one is given, and a second sign-up of the phone', async () => {
    const phone = newPhone();
    const bad = expectError(await p('/auth/register/', { phone_number: phone, password: 'short1' }), 400, 'validation_error');
    expect(bad.fields).toHaveProperty('password');
    await signUpByCode(phone);
    expectError(await p('/auth/register/', { phone_number: phone }), 400, 'account_already_exists');
  });

  it('a code-only session never enters the console: no device code for it (ADR 0025)', async () => {
    const { tokens } = await signUpByCode();
    const device = await post('/auth/device/code/', undefined, { headers: { ...bearer(tokens.access_token), ...newAddress() } });
    expectError(device, 403, 'forbidden');
  });

  it('holds a code-only sign-up to 2 tries per code, 59 s between sends, 2 resends, then new_otp_time', async () => {
    const phone = newPhone();
    const reg = await p('/auth/register/', { phone_number: phone });
    let key: string = reg.body.result.otp_key;

    // Tries left, as the API says them after each wrong try.
    const first = await p('/auth/verify/', { otp_key: key, otp_code: wrongCode(await lastCode(db(), phone)) });
    expectError(first, 400, 'invalid_code');
    expect(first.body).toMatchObject({ tries_left: 1, resends_left: 2 });
    expect((await p('/auth/verify/', { otp_key: key, otp_code: wrongCode(await lastCode(db(), phone)) })).body).toMatchObject({
      tries_left: 0,
      resends_left: 2,
    });
    // The code's tries are spent: even the right code is refused.
    const spent = await p('/auth/verify/', { otp_key: key, otp_code: await lastCode(db(), phone) });
    expectError(spent, 400, 'invalid_code');
    expect(spent.body).toMatchObject({ tries_left: 0 });

    // 59 s between sends.
    expectError(await p('/auth/resend/', { otp_key: key }), 429, 'rate_limited');
    await ageLastSend(db(), phone);
    const second = await p('/auth/resend/', { otp_key: key });
    expect(second.body.result).toEqual({ otp_key: expect.any(String), tries_left: 2, resends_left: 1 });
    key = second.body.result.otp_key;
    await ageLastSend(db(), phone);
    const third = await p('/auth/resend/', { otp_key: key });
    expect(third.body.result).toMatchObject({ tries_left: 2, resends_left: 0 });
    key = third.body.result.otp_key;

    // The last code's last try locks the phone out, with new_otp_time.
    const code = await lastCode(db(), phone);
    expect((await p('/auth/verify/', { otp_key: key, otp_code: wrongCode(code) })).body).toMatchObject({ tries_left: 1, resends_left: 0 });
    const last = await p('/auth/verify/', { otp_key: key, otp_code: wrongCode(code) });
    expectError(last, 400, 'invalid_code');
    expect(Date.parse(last.body.new_otp_time)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    await ageLastSend(db(), phone);
    const locked = await p('/auth/register/', { phone_number: phone });
    expectError(locked, 429, 'otp_locked');
    expect(locked.body.new_otp_time).toEqual(expect.any(String));
    expect(await db().db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(0);
  });

  it('holds a code-only sign-in to the same limits: tries left, 59 s, resends, lock-out', async () => {
    const { phone } = await signUpByCode();
    const sent = await p('/auth/login/code/', { phone_number: phone });
    expect(sent.body.result).toMatchObject({ tries_left: 2, resends_left: 2 });
    const code = await lastCode(db(), phone);
    const wrong = await p('/auth/login/verify/', { otp_key: sent.body.result.otp_key, otp_code: wrongCode(code) });
    expectError(wrong, 400, 'invalid_code');
    expect(wrong.body).toMatchObject({ tries_left: 1, resends_left: 2 });
    expectError(await p('/auth/login/code/', { phone_number: phone }), 429, 'rate_limited');
    let key: string = sent.body.result.otp_key;
    for (const resendsLeft of [1, 0]) {
      await ageLastSend(db(), phone);
      const again = await p('/auth/resend/', { otp_key: key });
      expect(again.body.result).toMatchObject({ tries_left: 2, resends_left: resendsLeft });
      key = again.body.result.otp_key;
    }
    const latest = await lastCode(db(), phone);
    await p('/auth/login/verify/', { otp_key: key, otp_code: wrongCode(latest) });
    const locked = await p('/auth/login/verify/', { otp_key: key, otp_code: wrongCode(latest) });
    expectError(locked, 400, 'invalid_code');
    expect(locked.body).toMatchObject({ tries_left: 0, resends_left: 0, new_otp_time: expect.any(String) });
    await ageLastSend(db(), phone);
    expectError(await p('/auth/login/code/', { phone_number: phone }), 429, 'otp_locked');
  });
});
