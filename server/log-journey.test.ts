import { and, eq, sql } from 'drizzle-orm';
import { products, stores, users } from '@/server/db/schema';
import { grantRole } from '@/server/services/roles';
import { call, get, post } from '@/test/api';
import { GOOD_PASSWORD, bearer, lastCode, newAddress, newPhone } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';
import { captureLog, type CapturedLog } from '@/test/log';

/**
 * Nothing secret is ever logged (DESIGN.md, ADR 0026): a shopper's whole journey through the API,
 * with the log captured at its most talkative (debug), then searched for every code, token and
 * password the journey handled. scripts/start.mjs's own lines are checked the same way against a
 * real server by test/log-journey.mjs (`npm run test:log-journey`, after a build).
 */
describe.each(testTargets())("a shopper's journey leaves no secret in the log on %s", (target) => {
  const db = useSeededDb(target);
  let log: CapturedLog;
  beforeAll(() => {
    log = captureLog('debug');
  });
  afterAll(() => log.restore());

  it('sign-up, login, refresh, logout, password reset, a cookie session, a staff device and an order', async () => {
    const secrets: string[] = [];
    const keep = <T extends string>(value: T): T => (secrets.push(value), value);
    const p = (path: string, body: unknown, headers: Record<string, string> = newAddress()) => post(path, body, { headers });
    const phone = newPhone();
    const password = keep(GOOD_PASSWORD);

    // Sign up: the code from the outbox, verified.
    const reg = await p('/auth/register/', { phone_number: phone, password });
    expect(reg.status).toBe(201);
    // A wrong code first: the failure is logged, never the code tried.
    const signupCode = keep(await lastCode(db(), phone));
    const wrong = keep(String((Number(signupCode) + 1) % 100_000).padStart(5, '0'));
    expect((await p('/auth/verify/', { otp_key: reg.body.result.otp_key, otp_code: wrong })).status).toBe(400);
    const verified = await p('/auth/verify/', { otp_key: reg.body.result.otp_key, otp_code: signupCode });
    expect(verified.status).toBe(200);
    keep(verified.body.result.access_token);
    keep(verified.body.result.refresh_token);

    // Log in (and once with a wrong password), refresh, log out.
    expect((await p('/auth/login/', { phone_number: phone, password: keep('Notmy2024password') })).status).toBe(400);
    const login = await p('/auth/login/', { phone_number: phone, password });
    expect(login.status).toBe(200);
    const access = keep(login.body.result.access_token as string);
    keep(login.body.result.refresh_token);
    const refreshed = await p('/auth/refresh/', { refresh: login.body.result.refresh_token });
    expect(refreshed.status).toBe(200);
    keep(refreshed.body.result.access_token);
    const refresh = keep(refreshed.body.result.refresh_token as string);
    // The same token again inside the grace window answers the same pair (ADR 0005); once the new
    // one is used, the old one ends its family (401). Neither value is logged.
    expect((await p('/auth/refresh/', { refresh: login.body.result.refresh_token })).body.result).toEqual(refreshed.body.result);
    const rotated = await p('/auth/refresh/', { refresh });
    keep(rotated.body.result.access_token);
    const latest = keep(rotated.body.result.refresh_token as string);
    expect((await p('/auth/refresh/', { refresh: login.body.result.refresh_token })).status).toBe(401);
    expect((await p('/auth/logout/', { refresh: latest })).status).toBe(200);
    // The ended family's access token is refused too: a 401 that names no token.
    expect((await get('/auth/me/', { headers: bearer(access) })).status).toBe(401);

    // Reset the password: request → code → reset token → new password.
    const reset = await p('/auth/reset/password/', { phone_number: phone });
    expect(reset.status).toBe(200);
    const resetCode = keep(await lastCode(db(), phone));
    const token = await p('/auth/check/reset_token/', { otp_key: reset.body.result.otp_key, otp_code: resetCode });
    expect(token.status).toBe(200);
    const resetToken = keep(token.body.result as string);
    const newPassword = keep('Yangi2025parol');
    expect((await p(`/auth/update/password/${resetToken}/`, { new_password: newPassword })).status).toBe(200);
    // The token works once: the second use fails, and its path is not logged either.
    expect((await p(`/auth/update/password/${resetToken}/`, { new_password: keep('Boshqa2025parol') })).status).toBe(400);

    // Log in with the new password as our pages do (the refresh token in its cookie) and order (pickup, cash).
    const again = await p('/auth/login/', { phone_number: phone, password: newPassword }, { ...newAddress(), 'X-Refresh-Cookie': '1' });
    expect(again.status).toBe(200);
    const shopper = bearer(keep(again.body.result.access_token as string));
    const cookie = keep(
      again.headers
        .getSetCookie()
        .join()
        .match(/savat_refresh=([^;]+)/)![1]!,
    );
    const renewed = await call('POST', '/auth/refresh/', { headers: { 'X-Refresh-Cookie': '1', Cookie: `savat_refresh=${cookie}` } });
    expect(renewed.status).toBe(200);
    keep(renewed.body.result.access_token);
    keep(
      renewed.headers
        .getSetCookie()
        .join()
        .match(/savat_refresh=([^;]+)/)![1]!,
    );

    // Made an operator: the device's SMS code, and the remembered device's token.
    const [user] = await db().db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
    await grantRole(db().db, { userId: user!.id, role: 'operator' });
    const deviceKey = await p('/auth/device/code/', undefined, shopper);
    const deviceCode = keep(await lastCode(db(), phone));
    const device = await p('/auth/device/verify/', { otp_key: deviceKey.body.result.otp_key, otp_code: deviceCode }, shopper);
    expect(device.status).toBe(200);
    keep(device.body.result.device_token as string);
    expect((await get('/console/me/', { headers: shopper })).status).toBe(200);
    const [product] = await db()
      .db.select({ id: products.id })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(eq(stores.pickup, true), sql`${products.available} > 0`))
      .limit(1);
    const order = await call('POST', '/store/order/', {
      headers: shopper,
      body: { type: 'T', full_name: 'Aziz Karimov', phone_number: phone, products: [{ product: product!.id, quantity: 1 }], payment_type: 'cash' },
    });
    expect(order.status).toBe(201);
    expect((await get(`/store/order/${order.body.result.id}/`, { headers: shopper })).status).toBe(200);

    // The log saw the journey: an access line per call, the user on those after a login …
    const text = log.text();
    const lines = log.lines.filter((l) => l.scope === 'http');
    expect(lines.length).toBeGreaterThanOrEqual(16);
    expect(lines.some((l) => l.route === '/api/v1/auth/update/password/:token')).toBe(true);
    expect(lines.some((l) => l.route === '/api/v1/store/order' && l.status === 201 && typeof l.userId === 'number')).toBe(true);
    // … and none of its secrets, anywhere.
    expect(secrets.filter((s) => s.length >= 5)).toHaveLength(secrets.length);
    for (const secret of secrets) expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
  });
});
