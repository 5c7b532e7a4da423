import { desc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { otpCodes, otpPhoneState, refreshTokens, smsMessages, users } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { call, expectError, get, post } from '@/test/api';
import { GOOD_PASSWORD, ageLastSend, bearer, createAccount, expireCode, lastCode, loginAs, newAddress, newPhone, phoneState } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';

/** Every auth call from its own client address unless a test says otherwise. */
const p = (path: string, body: unknown, headers: Record<string, string> = newAddress()) => post(path, body, { headers });
const register = (phone: string, password = GOOD_PASSWORD, headers?: Record<string, string>) =>
  p('/auth/register/', { phone_number: phone, password }, headers);
const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

describe.each(testTargets())('accounts on %s', (target) => {
  const db = useSeededDb(target, { seed: false });

  describe('sign-up', () => {
    it('sends a code in the shopper language ending with the WebOTP line, and creates the account only when it is verified', async () => {
      const phone = newPhone();
      const reg = await p('/auth/register/', { phone_number: '+998 ' + phone.slice(4, 6) + ' ' + phone.slice(6), password: GOOD_PASSWORD });
      expect(reg.status).toBe(201);
      expect(reg.body.result.otp_key).toEqual(expect.any(String));
      const [sms] = await db().db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, phone));
      expect(sms!.text).toMatch(/roʻyxatdan oʻtish kodi \d{5}/);
      // No public host is configured here: the WebOTP line is left out, never `@localhost`.
      expect(sms!.text).not.toMatch(/@|localhost/);
      // With the public address configured, the last line is `@host #code`, the host alone.
      process.env.NEXT_PUBLIC_SITE_URL = 'https://savat.uz:443/';
      resetEnvCache();
      try {
        const phone2 = newPhone();
        expect((await register(phone2)).status).toBe(201);
        const [sms2] = await db().db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, phone2));
        expect(sms2!.text.split('\n').pop()).toBe(`@savat.uz #${sms2!.code}`);
      } finally {
        delete process.env.NEXT_PUBLIC_SITE_URL;
        resetEnvCache();
      }
      expect(await db().db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(0);
      // The code is kept only as a keyed hash.
      const [stored] = await db().db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phone));
      expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored!.codeHash).not.toContain(sms!.code!);

      const verify = await p('/auth/verify/', { otp_key: reg.body.result.otp_key, otp_code: sms!.code });
      expect(verify.status).toBe(200);
      // The confirmed phone is signed in: the answer carries its first token pair.
      expect(verify.body.result).toEqual({ message: expect.any(String), access_token: expect.any(String), refresh_token: expect.any(String) });
      expect((await get('/auth/me/', { headers: bearer(verify.body.result.access_token) })).body.result.phone_number).toBe(phone);
      const [user] = await db().db.select().from(users).where(eq(users.phoneNumber, phone));
      expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      await loginAs(phone, GOOD_PASSWORD);

      expectError(await register(phone), 400, 'account_already_exists');
    });

    it('writes the SMS in Russian for a Russian shopper', async () => {
      const phone = newPhone();
      await post('/auth/register/', { phone_number: phone, password: GOOD_PASSWORD }, { locale: 'ru', headers: newAddress() });
      const [sms] = await db().db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, phone));
      expect(sms!.text).toMatch(/^Savat: код для регистрации \d{5}/);
    });

    it.each([
      ['+79161234567', 'another country'],
      ['+998001234567', 'no such Uzbek operator'],
      ['+99890123456', '12 characters'],
      ['901234567', 'no +998'],
      ['+998 90 123 45 678', 'too long'],
    ])('refuses the phone %s (%s) with a field message', async (phone) => {
      const error = expectError(await register(phone), 400, 'validation_error');
      expect(error.fields?.phone_number).toMatch(/\+998/);
    });

    it.each([
      ['Ab1', 'length'],
      ['12345678901', 'letter'],
      ['onlyletters', 'digit'],
    ])('refuses the password %s (rule %s) in the shopper language', async (password) => {
      const uz = expectError(await register(newPhone(), password), 400, 'validation_error');
      expect(uz.fields?.password).toEqual(expect.any(String));
      const ru = expectError(
        await post('/auth/register/', { phone_number: newPhone(), password }, { locale: 'ru', headers: newAddress() }),
        400,
        'validation_error',
      );
      expect(ru.fields?.password).toMatch(/[а-я]/);
    });

    it.each(['password1', 'qwerty123', 'Password123', 'iloveyou1'])('refuses the common password %s', async (password) => {
      const error = expectError(await register(newPhone(), password), 400, 'validation_error');
      expect(error.fields?.password).toMatch(/keng tarqalgan/);
    });

    it('keeps long, Cyrillic and pasted passwords exactly as typed (never truncated)', async () => {
      const long = 'Бозор-' + 'x'.repeat(90) + '-42 ';
      const { phone } = await createAccount(db(), long);
      await loginAs(phone, long);
      expectError(await p('/auth/login/', { phone_number: phone, password: long.slice(0, 72) }), 400, 'invalid_phone_or_password');
      expectError(await p('/auth/login/', { phone_number: phone, password: long.trim() }), 400, 'invalid_phone_or_password');
    });

    it('refuses unknown fields and a password over 128 characters', async () => {
      expectError(await p('/auth/register/', { phone_number: newPhone(), password: GOOD_PASSWORD, admin: true }), 400, 'validation_error');
      expectError(await register(newPhone(), 'a1' + 'x'.repeat(127)), 400, 'validation_error');
    });
  });

  describe('codes', () => {
    it('allows 2 tries per code: a wrong code twice spends them, then even the right one is refused', async () => {
      const phone = newPhone();
      const key = (await register(phone)).body.result.otp_key;
      const code = await lastCode(db(), phone);
      const first = await p('/auth/verify/', { otp_key: key, otp_code: wrongCode(code) });
      expectError(first, 400, 'invalid_code');
      expect(first.body).toMatchObject({ tries_left: 1, resends_left: 2 });
      const second = await p('/auth/verify/', { otp_key: key, otp_code: wrongCode(code) });
      expect(second.body).toMatchObject({ tries_left: 0 });
      expect(second.body.new_otp_time).toBeUndefined();
      expectError(await p('/auth/verify/', { otp_key: key, otp_code: code }), 400, 'invalid_code');
    });

    it('refuses an expired code, a used code, a code of another purpose and malformed codes', async () => {
      const phone = newPhone();
      const key = (await register(phone)).body.result.otp_key;
      const code = await lastCode(db(), phone);
      await expireCode(db(), key);
      const expired = expectError(await p('/auth/verify/', { otp_key: key, otp_code: code }), 400, 'invalid_code');
      expect(expired.message).toMatch(/muddati/);

      const { phone: owner } = await createAccount(db());
      const resetKey = (await p('/auth/reset/password/', { phone_number: owner })).body.result.otp_key;
      expectError(await p('/auth/verify/', { otp_key: resetKey, otp_code: await lastCode(db(), owner) }), 400, 'invalid_code');

      const other = newPhone();
      const key2 = (await register(other)).body.result.otp_key;
      const code2 = await lastCode(db(), other);
      expect((await p('/auth/verify/', { otp_key: key2, otp_code: code2 })).status).toBe(200);
      expectError(await p('/auth/verify/', { otp_key: key2, otp_code: code2 }), 400, 'invalid_code');

      for (const bad of ['1234', '123456', 'abcde', '12 45', 12345])
        expectError(await p('/auth/verify/', { otp_key: key2, otp_code: bad }), 400, 'validation_error');
      expectError(await p('/auth/verify/', { otp_key: 'no-such-key', otp_code: '12345' }), 400, 'invalid_code');
    });

    it('waits 59 s between sends, gives a new key on resend and voids the old code', async () => {
      const phone = newPhone();
      const key = (await register(phone)).body.result.otp_key;
      const oldCode = await lastCode(db(), phone);
      const early = await p('/auth/resend/', { otp_key: key });
      expectError(early, 429, 'rate_limited');
      expect(Number(early.headers.get('retry-after'))).toBeGreaterThanOrEqual(58);
      await ageLastSend(db(), phone);
      const resent = await p('/auth/resend/', { otp_key: key });
      expect(resent.status).toBe(200);
      const newKey = resent.body.result.otp_key;
      expect(newKey).not.toBe(key);
      const newCode = await lastCode(db(), phone);
      expectError(await p('/auth/verify/', { otp_key: key, otp_code: oldCode }), 400, 'invalid_code');
      expect((await p('/auth/verify/', { otp_key: newKey, otp_code: newCode })).status).toBe(200);
    });

    it('locks the phone for 24 h once 2 resends are spent, for every call and for new keys', async () => {
      const phone = newPhone();
      let key = (await register(phone)).body.result.otp_key;
      for (let i = 0; i < 2; i++) {
        await ageLastSend(db(), phone);
        key = (await p('/auth/resend/', { otp_key: key })).body.result.otp_key;
      }
      expect((await phoneState(db(), phone, 'signup'))!.resendsLeft).toBe(0);
      await ageLastSend(db(), phone);
      const locked = expectError(await p('/auth/resend/', { otp_key: key }), 429, 'otp_locked');
      expect(locked.message).toEqual(expect.any(String));
      const answer = await p('/auth/resend/', { otp_key: key });
      const until = new Date(answer.body.new_otp_time).getTime();
      expect(until - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
      expect(until - Date.now()).toBeLessThanOrEqual(24.1 * 3_600_000);
      expectError(await register(phone), 429, 'otp_locked');
      expectError(await p('/auth/verify/', { otp_key: key, otp_code: await lastCode(db(), phone) }), 429, 'otp_locked');
    });

    it('counts a new sign-up of the same phone (a new key) against the same budget', async () => {
      const phone = newPhone();
      expect((await register(phone)).status).toBe(201);
      expectError(await register(phone), 429, 'rate_limited');
      for (let i = 0; i < 2; i++) {
        await ageLastSend(db(), phone);
        expect((await register(phone)).status).toBe(201);
      }
      await ageLastSend(db(), phone);
      const locked = await register(phone);
      expectError(locked, 429, 'otp_locked');
      expect(locked.body.new_otp_time).toEqual(expect.any(String));
    });

    it('locks the phone when the last code of the budget is guessed wrong twice, saying until when', async () => {
      const phone = newPhone();
      let key = (await register(phone)).body.result.otp_key;
      for (let i = 0; i < 2; i++) {
        await ageLastSend(db(), phone);
        key = (await p('/auth/resend/', { otp_key: key })).body.result.otp_key;
      }
      const code = await lastCode(db(), phone);
      await p('/auth/verify/', { otp_key: key, otp_code: wrongCode(code) });
      const last = await p('/auth/verify/', { otp_key: key, otp_code: wrongCode(code) });
      expectError(last, 400, 'invalid_code');
      expect(last.body).toMatchObject({ tries_left: 0, resends_left: 0, new_otp_time: expect.any(String) });
      await ageLastSend(db(), phone, 3600);
      expectError(await register(phone), 429, 'otp_locked');
    });

    it('never accepts more tries than allowed when guesses arrive in parallel (6 per phone in all)', async () => {
      const phone = newPhone();
      let key = (await register(phone)).body.result.otp_key;
      for (let round = 0; round < 3; round++) {
        if (round > 0) {
          await ageLastSend(db(), phone);
          key = (await p('/auth/resend/', { otp_key: key })).body.result.otp_key;
        }
        const code = await lastCode(db(), phone);
        const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 100_000).padStart(5, '0'));
        const answers = await Promise.all(guesses.map((g) => p('/auth/verify/', { otp_key: key, otp_code: g })));
        expect(answers.every((a) => a.status >= 400)).toBe(true);
      }
      expect((await phoneState(db(), phone, 'signup'))!.guessesToday).toBe(6);
      // Locked now: the right code of a spent key cannot be tried, and no new code comes.
      expectError(await register(phone), 429, 'otp_locked');
    });

    it('keeps the limits in the database: a second connection to it sees the same lock', async () => {
      const phone = newPhone();
      await register(phone);
      const [row] = await db().db.select().from(otpPhoneState).where(eq(otpPhoneState.phoneNumber, phone));
      expect(row).toMatchObject({ resendsLeft: 2, lastSentAt: expect.any(Date) });
    });
  });

  describe('login and sessions', () => {
    it('answers an unknown phone and a wrong password alike, after the same password check', async () => {
      // The module object the service calls through (CommonJS), so the spy sees its calls.
      const argon2 = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
      const verify = jest.spyOn(argon2, 'verify');
      const { phone } = await createAccount(db());
      verify.mockClear();
      const unknown = await p('/auth/login/', { phone_number: newPhone(), password: GOOD_PASSWORD });
      const wrong = await p('/auth/login/', { phone_number: phone, password: GOOD_PASSWORD + 'x' });
      expect(verify).toHaveBeenCalledTimes(2);
      verify.mockRestore();
      expectError(unknown, 400, 'invalid_phone_or_password');
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.status).toBe(wrong.status);
    });

    it('rate-limits login per phone (5 a minute) and per address (30 a minute) with Retry-After', async () => {
      const { phone } = await createAccount(db());
      for (let i = 0; i < 5; i++) expectError(await p('/auth/login/', { phone_number: phone, password: 'wrong-pass-1' }), 400, 'invalid_phone_or_password');
      const limited = await p('/auth/login/', { phone_number: phone, password: GOOD_PASSWORD });
      expectError(limited, 429, 'rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

      const address = newAddress();
      for (let i = 0; i < 30; i++)
        expectError(await p('/auth/login/', { phone_number: newPhone(), password: 'wrong-pass-1' }, address), 400, 'invalid_phone_or_password');
      expectError(await p('/auth/login/', { phone_number: newPhone(), password: 'wrong-pass-1' }, address), 429, 'rate_limited');
      // Each action counts on its own: sign-up from the same address still works.
      expect((await p('/auth/register/', { phone_number: newPhone(), password: GOOD_PASSWORD }, address)).status).toBe(201);
    });

    it('rate-limits reset requests per phone', async () => {
      const { phone } = await createAccount(db());
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await p('/auth/reset/password/', { phone_number: phone }));
      expect(answers[0]!.status).toBe(200);
      expectError(answers[5]!, 429, 'rate_limited');
    });

    it('rotates refresh tokens; a reused one ends the whole family; logout ends the session', async () => {
      const { phone, password } = await createAccount(db());
      const first = await loginAs(phone, password);
      const second = (await p('/auth/refresh/', { refresh: first.refresh_token })).body.result;
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect((await get('/auth/me/', { headers: bearer(second.access_token) })).status).toBe(200);
      const third = (await p('/auth/refresh/', { refresh: second.refresh_token })).body.result;

      // The first token again (a thief replaying it): refused, and the family's newest dies with it.
      expectError(await p('/auth/refresh/', { refresh: first.refresh_token }), 401, 'unauthorized');
      expectError(await p('/auth/refresh/', { refresh: third.refresh_token }), 401, 'unauthorized');

      // Another session of the same account is untouched; logout ends it.
      const other = await loginAs(phone, password);
      expect((await p('/auth/logout/', { refresh: other.refresh_token })).status).toBe(200);
      expectError(await p('/auth/refresh/', { refresh: other.refresh_token }), 401, 'unauthorized');
      expectError(await p('/auth/refresh/', { refresh: 'made-up' }), 401, 'unauthorized');
    });

    it('refuses an expired refresh token and stores only hashes', async () => {
      const { phone, password } = await createAccount(db());
      const tokens = await loginAs(phone, password);
      const rows = await db().db.select().from(refreshTokens);
      expect(rows.some((r) => r.tokenHash === tokens.refresh_token)).toBe(false);
      await db()
        .db.update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) });
      expectError(await p('/auth/refresh/', { refresh: tokens.refresh_token }), 401, 'unauthorized');
    });
  });

  describe('password reset', () => {
    it('resets with code → token → new password, revoking every session; the token works once', async () => {
      const { phone, password } = await createAccount(db());
      const session = await loginAs(phone, password);
      expectError(await p('/auth/reset/password/', { phone_number: newPhone() }), 400, 'invalid_phone_number');
      const key = (await p('/auth/reset/password/', { phone_number: phone })).body.result.otp_key;
      const code = await lastCode(db(), phone);
      expectError(await p('/auth/check/reset_token/', { otp_key: key, otp_code: wrongCode(code) }), 400, 'invalid_code');
      const token = (await p('/auth/check/reset_token/', { otp_key: key, otp_code: code })).body.result;
      expect(token).toEqual(expect.any(String));

      // A weak password is refused without spending the token.
      expectError(await p(`/auth/update/password/${token}/`, { new_password: 'short1' }), 400, 'validation_error');
      expectError(await p(`/auth/update/password/${token}/`, { new_password: 'password1' }), 400, 'validation_error');
      expect((await p(`/auth/update/password/${token}/`, { new_password: 'Yangi2025parol' })).status).toBe(200);
      expectError(await p(`/auth/update/password/${token}/`, { new_password: 'Boshqa2025parol' }), 400, 'invalid_code');

      expectError(await p('/auth/refresh/', { refresh: session.refresh_token }), 401, 'unauthorized');
      expectError(await p('/auth/login/', { phone_number: phone, password }), 400, 'invalid_phone_or_password');
      await loginAs(phone, 'Yangi2025parol');
    });

    it('follows the same code limits for resets (otp_locked with new_otp_time)', async () => {
      const { phone } = await createAccount(db());
      let key = (await p('/auth/reset/password/', { phone_number: phone })).body.result.otp_key;
      for (let i = 0; i < 2; i++) {
        await ageLastSend(db(), phone);
        key = (await p('/auth/resend/', { otp_key: key })).body.result.otp_key;
      }
      await ageLastSend(db(), phone);
      const locked = await p('/auth/reset/password/', { phone_number: phone });
      expectError(locked, 429, 'otp_locked');
      expect(Date.parse(locked.body.new_otp_time)).toBeGreaterThan(Date.now());
    });
  });

  describe('sign-in by SMS code', () => {
    it('signs in a phone that has an account with a code alone; an unknown phone is refused without a code', async () => {
      const { phone } = await createAccount(db());
      const stranger = newPhone();
      expectError(await p('/auth/login/code/', { phone_number: stranger }), 400, 'invalid_phone_number');
      expect(await db().db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, stranger))).toHaveLength(0);
      expectError(await p('/auth/login/code/', { phone_number: '+79161234567' }), 400, 'validation_error');

      const sent = await post('/auth/login/code/', { phone_number: phone }, { locale: 'ru', headers: newAddress() });
      expect(sent.status).toBe(200);
      const [sms] = await db().db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, phone)).orderBy(desc(smsMessages.id)).limit(1);
      expect(sms!.text).toMatch(/^Savat: код для входа \d{5}/);
      const key = sent.body.result.otp_key;
      const code = await lastCode(db(), phone);
      const wrong = await p('/auth/login/verify/', { otp_key: key, otp_code: wrongCode(code) });
      expectError(wrong, 400, 'invalid_code');
      expect(wrong.body).toMatchObject({ tries_left: 1, resends_left: 2 });
      const tokens = await p('/auth/login/verify/', { otp_key: key, otp_code: code });
      expect(tokens.status).toBe(200);
      expect((await get('/auth/me/', { headers: bearer(tokens.body.result.access_token) })).body.result.phone_number).toBe(phone);
      // A code works once, and only for signing in.
      expectError(await p('/auth/login/verify/', { otp_key: key, otp_code: code }), 400, 'invalid_code');
      await ageLastSend(db(), phone);
      const resetKey = (await p('/auth/reset/password/', { phone_number: phone })).body.result.otp_key;
      expectError(await p('/auth/login/verify/', { otp_key: resetKey, otp_code: await lastCode(db(), phone) }), 400, 'invalid_code');
    });

    it('follows the same code limits: 2 tries, 2 resends, then otp_locked with new_otp_time', async () => {
      const { phone } = await createAccount(db());
      let key = (await p('/auth/login/code/', { phone_number: phone })).body.result.otp_key;
      expectError(await p('/auth/resend/', { otp_key: key }), 429, 'rate_limited');
      for (let i = 0; i < 2; i++) {
        await ageLastSend(db(), phone);
        key = (await p('/auth/resend/', { otp_key: key })).body.result.otp_key;
      }
      const code = await lastCode(db(), phone);
      await p('/auth/login/verify/', { otp_key: key, otp_code: wrongCode(code) });
      const last = await p('/auth/login/verify/', { otp_key: key, otp_code: wrongCode(code) });
      expectError(last, 400, 'invalid_code');
      expect(Date.parse(last.body.new_otp_time)).toBeGreaterThan(Date.now());
      expectError(await p('/auth/login/code/', { phone_number: phone }), 429, 'otp_locked');
      // The password still works: only codes are locked.
      await loginAs(phone, GOOD_PASSWORD);
    });
  });

  describe('profile', () => {
    it('needs a valid access token: missing, garbage, expired, forged or unsigned tokens are 401', async () => {
      const { phone, password } = await createAccount(db());
      const { access_token } = await loginAs(phone, password);
      const [user] = await db().db.select().from(users).where(eq(users.phoneNumber, phone));
      const sub = String(user!.id);
      const key = new TextEncoder().encode(process.env.JWT_SECRET);
      const expired = await new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer('savat')
        .setIssuedAt(1_700_000_000)
        .setExpirationTime(1_700_000_900)
        .sign(key);
      const forged = await new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer('savat')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('x'.repeat(48)));
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub, typ: 'access', iss: 'savat' })).toString('base64url')}.`;
      for (const headers of [{}, bearer('garbage'), bearer(expired), bearer(forged), bearer(unsigned), { Authorization: access_token }]) {
        const answer = await get('/auth/me/', { headers });
        expectError(answer, 401, 'unauthorized');
      }
      const me = await get('/auth/me', { headers: bearer(access_token) });
      expect(me.body.result).toEqual({ id: user!.id, phone_number: phone, full_name: null, gender: null, birth_date: null, roles: [], has_password: true });
    });

    it('updates name, gender and birth date, but never the phone; each token sees only its own profile', async () => {
      const a = await createAccount(db());
      const b = await createAccount(db());
      const tokenA = (await loginAs(a.phone, a.password)).access_token;
      const tokenB = (await loginAs(b.phone, b.password)).access_token;
      const patch = (body: unknown, token = tokenA) => call('PATCH', '/auth/update/', { body, headers: bearer(token) });
      const saved = await patch({ full_name: '  Dilnoza Karimova ', gender: 'F', birth_date: '1995-04-21' });
      expect(saved.body.result).toMatchObject({ phone_number: a.phone, full_name: 'Dilnoza Karimova', gender: 'F', birth_date: '1995-04-21' });
      expectError(await patch({ phone_number: b.phone }), 400, 'validation_error');
      expectError(await patch({ gender: 'X' }), 400, 'validation_error');
      expectError(await patch({ birth_date: '2999-01-01' }), 400, 'validation_error');
      expectError(await patch({ birth_date: '1995-02-30' }), 400, 'validation_error');
      expectError(await patch({ full_name: 'x'.repeat(101) }), 400, 'validation_error');
      expect((await get('/auth/me/', { headers: bearer(tokenB) })).body.result).toMatchObject({ phone_number: b.phone, full_name: null });
      expect((await patch({ full_name: '', gender: null, birth_date: null })).body.result).toMatchObject({ full_name: null, gender: null, birth_date: null });
      expectError(await call('PATCH', '/auth/update/', { body: { full_name: 'x' } }), 401, 'unauthorized');
    });
  });

  describe('SMS outbox over HTTP', () => {
    afterEach(() => {
      delete process.env.DEV_SMS_OUTBOX;
      resetEnvCache();
    });

    it('is a 404 unless DEV_SMS_OUTBOX=1, whatever NODE_ENV is', async () => {
      const phone = newPhone();
      await register(phone);
      expectError(await get(`/dev/sms/?phone_number=${encodeURIComponent(phone)}`), 404, 'not_found');
      process.env.DEV_SMS_OUTBOX = '1';
      resetEnvCache();
      const list = await get(`/dev/sms/?phone_number=${encodeURIComponent(phone)}`);
      expect(list.body.result).toEqual([
        { phone_number: phone, text: expect.stringContaining('Savat'), code: expect.stringMatching(/^\d{5}$/), created_at: expect.any(String) },
      ]);
    });
  });
});
