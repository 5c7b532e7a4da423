import { captureLog } from '@/test/log';
import { REDACTED, currentRequest, logger, logRequest, newRequestId, requestIdFrom, runWithRequest, scrub, scrubText } from './log.mjs';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsImV4cCI6MTcwMDAwMDAwMH0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const REFRESH = 'r3fr3sh-opaque-0123456789abcdefghijklmnop';
const RESET = 'reset-token-9f8e7d6c5b4a3210fedcba9876543210';
const SECRETS = [
  JWT,
  REFRESH,
  RESET,
  'Olma2024bozor',
  'Yangi2025parol',
  '48213',
  'device-abcdef0123456789',
  'eskiz-token-xyz',
  'click-secret-key-1',
  'payme-key-1',
];

/** Every secret a line could be handed, in the places code tends to put them. */
const everything = {
  password: 'Olma2024bozor',
  new_password: 'Yangi2025parol',
  refresh: REFRESH,
  otp_code: '48213',
  access_token: JWT,
  refresh_token: REFRESH,
  token: RESET,
  device_token: 'device-abcdef0123456789',
  nested: { deeper: { Password: 'Olma2024bozor', refreshToken: REFRESH, items: [{ otpCode: '48213' }] } },
  headers: {
    authorization: `Bearer ${JWT}`,
    Cookie: `savat_refresh=${REFRESH}; savat_device=device-abcdef0123456789; NEXT_LOCALE=uz`,
    'set-cookie': [`savat_refresh=${REFRESH}; HttpOnly; Path=/api/v1/auth`],
    'x-api-key': 'payme-key-1',
    'accept-language': 'uz',
  },
  config: { CLICK_SECRET_KEY: 'click-secret-key-1', PAYME_KEY: 'payme-key-1', ESKIZ_TOKEN: 'eskiz-token-xyz', JWT_SECRET: 'x'.repeat(32) },
  sms_text: 'Savat: roʻyxatdan oʻtish kodi 48213',
};

describe('the log never writes a secret', () => {
  it('redacts every secret key at any depth, and headers whatever their case', () => {
    const out = JSON.stringify(scrub(everything));
    for (const secret of SECRETS) expect(out).not.toContain(secret);
    const cleaned = scrub(everything) as typeof everything;
    expect(cleaned.password).toBe(REDACTED);
    expect(cleaned.headers.authorization).toBe(REDACTED);
    expect(cleaned.headers.Cookie).toBe(REDACTED);
    expect(cleaned.headers['set-cookie']).toBe(REDACTED);
    // What is not secret stays readable.
    expect(cleaned.headers['accept-language']).toBe('uz');
  });

  it('redacts a fetch Headers object and a Map', () => {
    const headers = new Headers({ Authorization: `Bearer ${JWT}`, Cookie: `savat_refresh=${REFRESH}`, 'Content-Type': 'application/json' });
    const map = new Map([['refresh_token', REFRESH]]);
    const out = JSON.stringify(scrub({ headers, map }));
    expect(out).not.toContain(JWT);
    expect(out).not.toContain(REFRESH);
    expect(out).toContain('application/json');
  });

  it('scrubs secrets inside text: tokens, credentials, cookies, the reset path, query strings', () => {
    const text = [
      `Authorization: Bearer ${JWT}`,
      `Basic UGF5Y29tOnBheW1lLWtleS0x`,
      `token ${JWT} expired`,
      `Cookie: savat_refresh=${REFRESH}; savat_device=device-abcdef0123456789`,
      `POST /api/v1/auth/update/password/${RESET}/ failed`,
      `GET /callback?token=${RESET}&otp_code=48213&page=2`,
    ].join('\n');
    const out = scrubText(text);
    for (const secret of [JWT, REFRESH, RESET, 'UGF5Y29tOnBheW1lLWtleS0x', '48213', 'device-abcdef0123456789']) expect(out).not.toContain(secret);
    expect(out).toContain('page=2');
    expect(out).toContain('/auth/update/password/[Redacted]/');
  });

  it("logs an error's message, code, stack and cause, but not a failed query's values (an SMS's code)", () => {
    const cause = Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    // drizzle's DrizzleQueryError: the values in the message and in `params`.
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "sms_messages" ("phone_number", "text", "code") values ($1, $2, $3)\nparams: +998901234567,Savat: kod 48213\n@savat.uz #48213,48213',
      ),
      {
        query: 'insert into "sms_messages" ...',
        params: ['+998901234567', 'Savat: kod 48213', '48213'],
        cause,
      },
    );
    const out = scrub({ err: failed }) as { err: Record<string, unknown> };
    expect(JSON.stringify(out)).not.toContain('48213');
    expect(out.err).toMatchObject({ type: 'Error', query: expect.any(String), cause: { type: 'Error', message: 'connection refused', code: 'ECONNREFUSED' } });
    expect(out.err.message).toMatch(/^Failed query: insert into "sms_messages".*\nparams: \[Redacted\]$/s);
    expect(out.err.stack).toEqual(expect.stringContaining('params: [Redacted]'));
  });

  it('survives cycles and huge objects', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    const wide = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]));
    expect(() => JSON.stringify(scrub({ a, wide }))).not.toThrow();
  });

  it('writes JSON lines with the level, the scope and the message scrubbed', () => {
    const log = captureLog('debug');
    try {
      logger('test').info({ headers: { authorization: `Bearer ${JWT}` }, user: 7 }, `refresh ${JWT} rotated`);
      logger('test').error(Object.assign(new Error(`bad token ${JWT}`), { code: 'E_TEST' }));
      logger('test').debug('quiet');
    } finally {
      log.restore();
    }
    expect(log.text()).not.toContain(JWT);
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'info', scope: 'test', user: 7, headers: { authorization: REDACTED }, msg: `refresh ${REDACTED} rotated` }),
      expect.objectContaining({
        level: 'error',
        scope: 'test',
        msg: `bad token ${REDACTED}`,
        err: expect.objectContaining({ code: 'E_TEST', message: `bad token ${REDACTED}` }),
      }),
      expect.objectContaining({ level: 'debug', msg: 'quiet' }),
    ]);
    expect(log.lines[0]!.time).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it('respects the level: nothing below it is written', () => {
    const log = captureLog('warn');
    try {
      logger('test').info('not written');
      logger('test').warn('written');
    } finally {
      log.restore();
    }
    expect(log.lines.map((l) => l.msg)).toEqual(['written']);
  });
});

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id (nginx makes 32 hex digits) and replaces a missing or malformed one', () => {
    const nginx = 'f3b2a1c0d9e8f7a6b5c4d3e2f1a0b9c8';
    expect(requestIdFrom(nginx)).toBe(nginx);
    expect(requestIdFrom('trace-1234.abcd:5678')).toBe('trace-1234.abcd:5678');
    for (const bad of [undefined, null, '', 'short', 'has space in it', 'x'.repeat(129), 'line\nbreak-0123456789', '<script>alert(1)</script>', ['a', 'b']]) {
      expect(requestIdFrom(bad as string)).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(newRequestId()).not.toBe(newRequestId());
  });

  it('puts the request id, and the user once known, on every line logged during the request', async () => {
    const log = captureLog('info');
    try {
      await runWithRequest({ id: 'req-0123456789', method: 'GET', path: '/x', edge: false }, async () => {
        logger('svc').info('before');
        await new Promise((r) => setTimeout(r, 1));
        currentRequest()!.userId = 42;
        logger('svc').info('after');
      });
      logger('svc').info('outside');
      logRequest({ id: 'req-0123456789', method: 'GET', route: '/api/v1/health', status: 200, ms: 3, userId: 42 });
    } finally {
      log.restore();
    }
    expect(log.lines.map((l) => [l.msg, l.reqId, l.userId])).toEqual([
      ['before', 'req-0123456789', undefined],
      ['after', 'req-0123456789', 42],
      ['outside', undefined, undefined],
      ['GET /api/v1/health 200 3 ms', 'req-0123456789', 42],
    ]);
    expect(log.lines[3]).toMatchObject({ scope: 'http', method: 'GET', route: '/api/v1/health', status: 200, ms: 3 });
  });
});
