import { eq } from 'drizzle-orm';
import { trustedDevices, users } from '@/server/db/schema';
import { expectError, get, post } from '@/test/api';
import { GOOD_PASSWORD, bearer, createAccount, lastCode, loginAs, newAddress, newPhone } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';

/**
 * The profile's "change password" takes the current password and a new one (not the
 * reset flow): a wrong current password changes nothing, the new one keeps the sign-up rules,
 * other sessions end as a reset ends them, and it is rate-limited as login is.
 */
const NEW_PASSWORD = 'Uzum2025savat';

describe.each(testTargets())('password change on %s', (target) => {
  const db = useSeededDb(target, { seed: false });
  const change = (access: string, body: unknown, address = newAddress()) =>
    post('/auth/change/password/', body, { headers: { ...bearer(access), ...address } });
  const hashOf = async (phone: string) => (await db().db.select({ h: users.passwordHash }).from(users).where(eq(users.phoneNumber, phone)))[0]!.h;

  it('refuses a wrong or missing current password with a field error and changes nothing', async () => {
    const { phone, password } = await createAccount(db());
    const mine = await loginAs(phone, password);
    const other = await loginAs(phone, password);
    const before = await hashOf(phone);

    const wrong = expectError(await change(mine.access_token, { old_password: 'NotMine123', new_password: NEW_PASSWORD }), 400, 'validation_error');
    expect(Object.keys(wrong.fields!)).toEqual(['old_password']);
    const missing = expectError(await change(mine.access_token, { new_password: NEW_PASSWORD }), 400, 'validation_error');
    expect(Object.keys(missing.fields!)).toEqual(['old_password']);

    expect(await hashOf(phone)).toBe(before);
    await loginAs(phone, password);
    // The other session lives on.
    expect((await post('/auth/refresh/', { refresh: other.refresh_token })).status).toBe(200);
  });

  it.each([
    ['short1', 'too short'],
    ['12345678901', 'no letter'],
    ['onlyletters', 'no digit'],
    ['password1', 'one of the most common'],
  ])('holds the new password to the sign-up rules: %s (%s)', async (newPassword) => {
    const { phone, password } = await createAccount(db());
    const { access_token } = await loginAs(phone, password);
    const before = await hashOf(phone);
    const error = expectError(await change(access_token, { old_password: password, new_password: newPassword }), 400, 'validation_error');
    expect(Object.keys(error.fields!)).toEqual(['new_password']);
    expect(await hashOf(phone)).toBe(before);
  });

  it('changes it: the new password signs in, the old does not, other sessions and remembered devices end, this one goes on', async () => {
    const { phone, password } = await createAccount(db());
    const mine = await loginAs(phone, password);
    const other = await loginAs(phone, password);
    const [user] = await db().db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
    await db()
      .db.insert(trustedDevices)
      .values({ userId: user!.id, tokenHash: 'a'.repeat(64), expiresAt: new Date(Date.now() + 86_400_000) });

    const ok = await change(mine.access_token, { old_password: password, new_password: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.result.message).toEqual(expect.any(String));

    expectError(await post('/auth/login/', { phone_number: phone, password }, { headers: newAddress() }), 400, 'invalid_phone_or_password');
    await loginAs(phone, NEW_PASSWORD);
    // As a reset does: the other session's refresh token is revoked, and its access token with it.
    expectError(await post('/auth/refresh/', { refresh: other.refresh_token }), 401, 'unauthorized');
    expectError(await get('/auth/me/', { headers: bearer(other.access_token) }), 401, 'unauthorized');
    expect(await db().db.select().from(trustedDevices).where(eq(trustedDevices.userId, user!.id))).toHaveLength(0);
    // The caller's own session is not ended by its own change.
    expect((await get('/auth/me/', { headers: bearer(mine.access_token) })).status).toBe(200);
    expect((await post('/auth/refresh/', { refresh: mine.refresh_token })).status).toBe(200);
  });

  it('lets an account signed up by code set its first password without an old one; the console still wants a password sign-in', async () => {
    const phone = newPhone();
    const reg = await post('/auth/register/', { phone_number: phone }, { headers: newAddress() });
    const { access_token } = (await post('/auth/verify/', { otp_key: reg.body.result.otp_key, otp_code: await lastCode(db(), phone) })).body.result;
    expect((await get('/auth/me/', { headers: bearer(access_token) })).body.result.has_password).toBe(false);

    expect((await change(access_token, { new_password: NEW_PASSWORD })).status).toBe(200);
    expect((await get('/auth/me/', { headers: bearer(access_token) })).body.result.has_password).toBe(true);
    // The session that set it began with a code: it still may not confirm a device for the console.
    expectError(await post('/auth/device/code/', undefined, { headers: { ...bearer(access_token), ...newAddress() } }), 403, 'forbidden');
    const signedIn = await loginAs(phone, NEW_PASSWORD);
    expect((await post('/auth/device/code/', undefined, { headers: { ...bearer(signedIn.access_token), ...newAddress() } })).status).toBe(200);
    // From now on the old one is asked for.
    const missing = expectError(await change(signedIn.access_token, { new_password: 'Korzinka2026' }), 400, 'validation_error');
    expect(missing.fields).toHaveProperty('old_password');
  });

  it('is rate-limited as login: 5 a minute per account', async () => {
    const { phone, password } = await createAccount(db(), GOOD_PASSWORD);
    const { access_token } = await loginAs(phone, password);
    for (let i = 0; i < 5; i++) expectError(await change(access_token, { old_password: `Wrong${i}pass`, new_password: NEW_PASSWORD }), 400, 'validation_error');
    const limited = await change(access_token, { old_password: password, new_password: NEW_PASSWORD });
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await loginAs(phone, password);
  });

  it('needs a signed-in caller', async () => {
    expectError(await post('/auth/change/password/', { old_password: GOOD_PASSWORD, new_password: NEW_PASSWORD }), 401, 'unauthorized');
  });
});
