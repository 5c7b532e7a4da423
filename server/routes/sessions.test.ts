import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { refreshTokens } from '@/server/db/schema';
import { sha256 } from '@/server/services/secrets';
import { call, expectError, get, post } from '@/test/api';
import { GOOD_PASSWORD, bearer, createAccount, lastCode, loginAs, newAddress } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';
import { withEnv } from '@/test/env';

/**
 * Sessions that survive real clients (ADR 0005): the refresh grace window, and our pages'
 * refresh cookie.
 */
const COOKIE = { 'X-Refresh-Cookie': '1' };
const refresh = (token: string) => post('/auth/refresh/', { refresh: token }, { headers: newAddress() });

/** The cookies an answer sets, by name: value and attributes. */
function setCookies(headers: Headers) {
  return Object.fromEntries(
    headers.getSetCookie().map((line) => {
      const [pair, ...attributes] = line.split(';').map((p) => p.trim());
      const at = pair!.indexOf('=');
      return [pair!.slice(0, at), { value: pair!.slice(at + 1), attributes }];
    }),
  );
}

describe.each(testTargets())('sessions on %s', (target) => {
  const db = useSeededDb(target, { seed: false });

  /** Moves a token's rotation back in time, as if the client came back that much later. */
  const ageRotation = (token: { refresh_token: string }, seconds: number) =>
    db()
      .db.update(refreshTokens)
      .set({ usedAt: sql`${refreshTokens.usedAt} - make_interval(secs => ${seconds})` })
      .where(eq(refreshTokens.tokenHash, sha256(token.refresh_token)));

  describe('the grace window', () => {
    it('answers two parallel refreshes with one token with the same pair, and the session lives on', async () => {
      const { phone, password } = await createAccount(db());
      const first = await loginAs(phone, password);
      const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body.result).toEqual(a.body.result);
      expect(a.body.result.refresh_token).not.toBe(first.refresh_token);
      // A third try, still inside the window: the same pair again.
      expect((await refresh(first.refresh_token)).body.result).toEqual(a.body.result);
      expect((await get('/auth/me/', { headers: bearer(a.body.result.access_token) })).body.result.phone_number).toBe(phone);
      const next = await refresh(a.body.result.refresh_token);
      expect(next.status).toBe(200);
      expect((await get('/auth/me/', { headers: bearer(next.body.result.access_token) })).status).toBe(200);
    });

    it('treats a reuse after the window as theft: the whole family is revoked', async () => {
      const { phone, password } = await createAccount(db());
      const first = await loginAs(phone, password);
      const second = (await refresh(first.refresh_token)).body.result;
      await ageRotation(first, 31);
      expectError(await refresh(first.refresh_token), 401, 'unauthorized');
      expectError(await refresh(second.refresh_token), 401, 'unauthorized');
      expectError(await get('/auth/me/', { headers: bearer(second.access_token) }), 401, 'unauthorized');
    });

    it('treats a reuse after the successor itself was used as theft, even inside the window', async () => {
      const { phone, password } = await createAccount(db());
      const first = await loginAs(phone, password);
      const second = (await refresh(first.refresh_token)).body.result;
      const third = (await refresh(second.refresh_token)).body.result;
      expectError(await refresh(first.refresh_token), 401, 'unauthorized');
      expectError(await refresh(third.refresh_token), 401, 'unauthorized');
    });

    it('follows REFRESH_GRACE_SECONDS: 0 turns the window off', async () => {
      const { phone, password } = await createAccount(db());
      const first = await loginAs(phone, password);
      await withEnv({ REFRESH_GRACE_SECONDS: '0' }, async () => {
        expect((await refresh(first.refresh_token)).status).toBe(200);
        expectError(await refresh(first.refresh_token), 401, 'unauthorized');
      });
    });

    it('keeps the successor sealed: the database alone holds no usable token', async () => {
      const { phone, password } = await createAccount(db());
      const first = await loginAs(phone, password);
      const second = (await refresh(first.refresh_token)).body.result;
      const rows = await db().db.select().from(refreshTokens);
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(second.refresh_token);
      expect(stored).not.toContain(second.access_token);
      expect(rows.some((r) => r.successorSealed !== null)).toBe(true);
    });
  });

  describe("our pages' refresh cookie", () => {
    it('sets the refresh token as an HttpOnly, Secure, SameSite=Strict cookie on the refresh path and leaves it out of the body', async () => {
      const { phone, password } = await createAccount(db());
      const answer = await post('/auth/login/', { phone_number: phone, password }, { headers: { ...newAddress(), ...COOKIE } });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body.result)).toEqual(['access_token']);
      const cookie = setCookies(answer.headers).savat_refresh!;
      expect(cookie.attributes).toEqual(
        expect.arrayContaining(['Path=/api/v1/auth/refresh', 'HttpOnly', 'Secure', 'SameSite=Strict', `Max-Age=${30 * 24 * 3600}`]),
      );
      // Other clients still get the whole pair in the body, and no cookie.
      const plain = await post('/auth/login/', { phone_number: phone, password }, { headers: newAddress() });
      expect(plain.body.result).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });
      expect(plain.headers.getSetCookie()).toEqual([]);
    });

    it('refreshes from the cookie (with the header only), rotates it, and clears it when the session has ended', async () => {
      const { phone, password } = await createAccount(db());
      const login = await post('/auth/login/', { phone_number: phone, password }, { headers: { ...newAddress(), ...COOKIE } });
      const cookie = setCookies(login.headers).savat_refresh!.value;
      const withCookie = (value: string, extra: Record<string, string> = COOKIE) =>
        call('POST', '/auth/refresh/', { headers: { ...extra, Cookie: `savat_refresh=${value}` } });
      // Without the header, the cookie is not read: a form of another site cannot use it.
      expectError(await withCookie(cookie, {}), 401, 'unauthorized');
      const renewed = await withCookie(cookie);
      expect(renewed.status).toBe(200);
      expect(Object.keys(renewed.body.result)).toEqual(['access_token']);
      const next = setCookies(renewed.headers).savat_refresh!.value;
      expect(next).not.toBe(cookie);
      expect((await get('/auth/me/', { headers: bearer(renewed.body.result.access_token) })).status).toBe(200);
      // Log out with the access token: the session ends and the cookie is cleared.
      const out = await post('/auth/logout/', {}, { headers: { ...COOKIE, ...bearer(renewed.body.result.access_token) } });
      expect(out.status).toBe(200);
      expect(setCookies(out.headers).savat_refresh!.attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/api/v1/auth/refresh']));
      const ended = await withCookie(next);
      expectError(ended, 401, 'unauthorized');
      expect(setCookies(ended.headers).savat_refresh!.attributes).toContain('Max-Age=0');
    });

    it('ends cookie sessions on a password reset', async () => {
      const { phone, password } = await createAccount(db());
      const login = await post('/auth/login/', { phone_number: phone, password }, { headers: { ...newAddress(), ...COOKIE } });
      const cookie = setCookies(login.headers).savat_refresh!.value;
      const key = (await post('/auth/reset/password/', { phone_number: phone }, { headers: newAddress() })).body.result.otp_key;
      const token = (await post('/auth/check/reset_token/', { otp_key: key, otp_code: await lastCode(db(), phone) })).body.result;
      expect((await post(`/auth/update/password/${token}/`, { new_password: `${GOOD_PASSWORD}x` })).status).toBe(200);
      expectError(await call('POST', '/auth/refresh/', { headers: { ...COOKIE, Cookie: `savat_refresh=${cookie}` } }), 401, 'unauthorized');
    });

    it('logs out a bearer client by its refresh token as before', async () => {
      const { phone, password } = await createAccount(db());
      const pair = await loginAs(phone, password);
      expect((await post('/auth/logout/', { refresh: pair.refresh_token })).status).toBe(200);
      expectError(await refresh(pair.refresh_token), 401, 'unauthorized');
      // Logging out with nothing to end is fine.
      expect((await post('/auth/logout/', {})).status).toBe(200);
    });
  });

  it('gives access tokens the lifetime of ACCESS_TOKEN_TTL_SECONDS', async () => {
    const { phone, password } = await createAccount(db());
    await withEnv({ ACCESS_TOKEN_TTL_SECONDS: '7' }, async () => {
      const { exp, iat } = decodeJwt((await loginAs(phone, password)).access_token);
      expect(exp! - iat!).toBe(7);
    });
    const { exp, iat } = decodeJwt((await loginAs(phone, password)).access_token);
    expect(exp! - iat!).toBe(900);
  });
});
