import { eq, sql } from 'drizzle-orm';
import { smsMessages, trustedDevices, users } from '@/server/db/schema';
import { grantRole } from '@/server/services/roles';
import { expectError, get, post } from '@/test/api';
import { GOOD_PASSWORD, bearer, createAccount, lastCode, loginAs, newAddress } from '@/test/auth';
import { confirmDevice } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

/** Staff confirm each new device with an SMS code; a confirmed device is remembered for 30 days (ADR 0025). */
describe.each(testTargets())('the staff second factor on %s', (target) => {
  const db = useSeededDb(target, { seed: false });

  async function operator() {
    const { phone, password } = await createAccount(db());
    const [user] = await db().db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
    await grantRole(db().db, { userId: user!.id, role: 'operator' });
    return { phone, password, userId: user!.id };
  }
  const signIn = async (phone: string, password: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const answer = await post('/auth/login/', { phone_number: phone, password, ...extra }, { headers: { ...newAddress(), ...headers } });
    expect(answer.status).toBe(200);
    return bearer(answer.body.result.access_token);
  };

  it('keeps the console closed to a new device until its SMS code, then remembers the device', async () => {
    const staff = await operator();
    const headers = await signIn(staff.phone, staff.password);
    // The shop works as for anyone; the console does not.
    expect((await get('/auth/me/', { headers })).status).toBe(200);
    expectError(await get('/console/me/', { headers }), 403, 'second_factor_required');
    expectError(await get('/console/orders/', { headers }), 403, 'second_factor_required');

    const sent = await post('/auth/device/code/', undefined, { headers });
    expect(sent.status).toBe(200);
    const [sms] = await db()
      .db.select()
      .from(smsMessages)
      .where(eq(smsMessages.phoneNumber, staff.phone))
      .orderBy(sql`${smsMessages.id} desc`)
      .limit(1);
    expect(sms!.text).toMatch(/yangi qurilmani tasdiqlash kodi \d{5}/);
    const code = await lastCode(db(), staff.phone);
    const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
    expectError(await post('/auth/device/verify/', { otp_key: sent.body.result.otp_key, otp_code: wrong }, { headers }), 400, 'invalid_code');
    expectError(await get('/console/me/', { headers }), 403, 'second_factor_required');

    const confirmed = await post(
      '/auth/device/verify/',
      { otp_key: sent.body.result.otp_key, otp_code: code },
      { headers: { ...headers, 'User-Agent': 'Chromium test' } },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result).toEqual({ message: expect.any(String), device_token: expect.any(String), expires_at: expect.any(String) });
    expect(confirmed.headers.getSetCookie().join()).toMatch(/^savat_device=[^;]+; Max-Age=2592000; Path=\/api\/v1\/auth; HttpOnly; Secure; SameSite=Strict/);
    expect((await get('/console/me/', { headers })).status).toBe(200);
    const [device] = await db().db.select().from(trustedDevices).where(eq(trustedDevices.userId, staff.userId));
    expect(device!.label).toBe('Chromium test');
    expect(device!.tokenHash).not.toBe(confirmed.body.result.device_token);
    expect(Math.round((device!.expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(30);

    // A refreshed session keeps it.
    const pair = await loginAs(staff.phone, staff.password);
    const token = confirmed.body.result.device_token as string;
    const viaBody = await signIn(staff.phone, staff.password, { device_token: token });
    expect((await get('/console/me/', { headers: viaBody })).status).toBe(200);
    const viaCookie = await signIn(staff.phone, staff.password, {}, { Cookie: `savat_device=${token}` });
    expect((await get('/console/me/', { headers: viaCookie })).status).toBe(200);
    const renewed = (
      await post('/auth/refresh/', {
        refresh: (await post('/auth/login/', { phone_number: staff.phone, password: staff.password, device_token: token }, { headers: newAddress() })).body
          .result.refresh_token,
      })
    ).body.result;
    expect((await get('/console/me/', { headers: bearer(renewed.access_token) })).status).toBe(200);
    // Without the device, a new sign-in asks again.
    expectError(await get('/console/me/', { headers: bearer(pair.access_token) }), 403, 'second_factor_required');
  });

  it("never takes another account's device, an expired one or a made-up one", async () => {
    const a = await operator();
    const b = await operator();
    const aHeaders = await signIn(a.phone, a.password);
    const aDevice = await confirmDevice(db(), a.phone, aHeaders);
    const bHeaders = await signIn(b.phone, b.password, { device_token: aDevice });
    expectError(await get('/console/me/', { headers: bHeaders }), 403, 'second_factor_required');
    expectError(await get('/console/me/', { headers: await signIn(b.phone, b.password, { device_token: 'made-up' }) }), 403, 'second_factor_required');
    await db()
      .db.update(trustedDevices)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(trustedDevices.userId, a.userId));
    expectError(await get('/console/me/', { headers: await signIn(a.phone, a.password, { device_token: aDevice }) }), 403, 'second_factor_required');
  });

  it('wants the password: a session begun with an SMS code alone cannot add the second factor', async () => {
    const staff = await operator();
    const key = (await post('/auth/login/code/', { phone_number: staff.phone }, { headers: newAddress() })).body.result.otp_key;
    const session = await post('/auth/login/verify/', { otp_key: key, otp_code: await lastCode(db(), staff.phone) });
    const headers = bearer(session.body.result.access_token);
    expectError(await get('/console/me/', { headers }), 403, 'second_factor_required');
    const refused = expectError(await post('/auth/device/code/', undefined, { headers }), 403, 'forbidden');
    expect(refused.message).toMatch(/parol bilan kiring/);
    expectError(await post('/auth/device/code/'), 401, 'unauthorized');
  });

  it('forgets the remembered devices when the password is reset', async () => {
    const staff = await operator();
    const device = await confirmDevice(db(), staff.phone, await signIn(staff.phone, staff.password));
    const key = (await post('/auth/reset/password/', { phone_number: staff.phone }, { headers: newAddress() })).body.result.otp_key;
    const reset = (await post('/auth/check/reset_token/', { otp_key: key, otp_code: await lastCode(db(), staff.phone) })).body.result;
    expect((await post(`/auth/update/password/${reset}/`, { new_password: `${GOOD_PASSWORD}!` })).status).toBe(200);
    const headers = await signIn(staff.phone, `${GOOD_PASSWORD}!`, { device_token: device });
    expectError(await get('/console/me/', { headers }), 403, 'second_factor_required');
  });

  it('tells a shopper only that the console is not theirs', async () => {
    const { phone, password } = await createAccount(db());
    expectError(await get('/console/me/', { headers: await signIn(phone, password) }), 403, 'forbidden');
  });
});
