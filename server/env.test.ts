import { ConfigError, env, resetEnvCache, seedsDemo } from './env';
import { withEnv } from '@/test/env';
import { captureLog, type CapturedLog } from '@/test/log';

/** What the server says of a configuration: the env, or the lines of its refusal. */
async function readWith(changes: Record<string, string | undefined>): Promise<{ ok: true } | { ok: false; lines: string[] }> {
  let outcome: { ok: true } | { ok: false; lines: string[] } = { ok: true };
  await withEnv(changes, async () => {
    try {
      env();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      outcome = { ok: false, lines: (error as Error).message.split('\n') };
    }
  });
  resetEnvCache();
  return outcome;
}

const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-32-characters-or-more', NEXT_PHASE: undefined };

describe('a production server fails closed', () => {
  let warn: CapturedLog;
  beforeEach(() => {
    warn = captureLog('warn');
  });
  afterEach(() => warn.restore());

  it.each(['DEV_SMS_OUTBOX', 'DEV_PAYMENTS', 'BENCH_PAGES'])('refuses %s=1 with one line naming it', async (name) => {
    const outcome = await readWith({ ...production, [name]: '1' });
    expect(outcome).toEqual({
      ok: false,
      lines: [
        expect.stringMatching(
          new RegExp(`^Invalid server configuration: ${name}: ${name}=1 is refused in production \\(.+\\); unset it, or set ALLOW_DEV_SWITCHES=1`),
        ),
      ],
    });
  });

  it('names every switch that is on, one line each', async () => {
    const outcome = await readWith({ ...production, DEV_SMS_OUTBOX: '1', DEV_PAYMENTS: '1' });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.lines.map((l) => l.split(':')[1]!.trim())).toEqual(['DEV_SMS_OUTBOX', 'DEV_PAYMENTS']);
  });

  it('starts with ALLOW_DEV_SWITCHES=1, and says so once', async () => {
    await withEnv({ ...production, DEV_SMS_OUTBOX: '1', ALLOW_DEV_SWITCHES: '1' }, async () => {
      expect(env().DEV_SMS_OUTBOX).toBe('1');
    });
    expect(warn.lines).toEqual([
      expect.objectContaining({ level: 'warn', scope: 'config', msg: expect.stringContaining('development switches on: DEV_SMS_OUTBOX') }),
    ]);
  });

  it('refuses a production server without JWT_SECRET', async () => {
    expect(await readWith({ ...production, JWT_SECRET: undefined })).toEqual({
      ok: false,
      lines: [expect.stringMatching(/^Invalid server configuration: JWT_SECRET: must be set in production/)],
    });
  });

  it("refuses a Telegram bot token without the webhook's secret", async () => {
    const token = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0';
    expect(await readWith({ ...production, TELEGRAM_BOT_TOKEN: token, TELEGRAM_WEBHOOK_SECRET: undefined })).toEqual({
      ok: false,
      lines: [expect.stringMatching(/^Invalid server configuration: TELEGRAM_WEBHOOK_SECRET: must be set with TELEGRAM_BOT_TOKEN/)],
    });
    expect(await readWith({ ...production, TELEGRAM_BOT_TOKEN: token, TELEGRAM_WEBHOOK_SECRET: 'a-webhook-secret-of-enough-length' })).toEqual({ ok: true });
    expect(await readWith({ TELEGRAM_BOT_TOKEN: 'not-a-token' })).toMatchObject({ ok: false });
  });

  it('leaves development, tests and the build alone', async () => {
    expect(await readWith({ NODE_ENV: 'development', DEV_SMS_OUTBOX: '1', DEV_PAYMENTS: '1', JWT_SECRET: undefined })).toEqual({ ok: true });
    // `next build` runs with NODE_ENV=production but serves nobody.
    expect(await readWith({ ...production, NEXT_PHASE: 'phase-production-build', DEV_PAYMENTS: '1', JWT_SECRET: undefined })).toEqual({ ok: true });
    expect(warn.lines).toHaveLength(0);
  });
});

describe('seedsDemo', () => {
  it('seeds the demo catalog and staff outside production unless told not to, and in production only when told to', () => {
    expect(seedsDemo({ NODE_ENV: 'development', SEED_DEMO: undefined })).toBe(true);
    expect(seedsDemo({ NODE_ENV: 'development', SEED_DEMO: '0' })).toBe(false);
    expect(seedsDemo({ NODE_ENV: 'production', SEED_DEMO: undefined })).toBe(false);
    expect(seedsDemo({ NODE_ENV: 'production', SEED_DEMO: '1' })).toBe(true);
  });
});
