import 'server-only';
import { z } from 'zod';
import { logger } from '@/lib/observe/log.mjs';
import { allowedDevSwitches, configLine, devSwitchesWarning, productionRefusals } from './production-rules.mjs';

/**
 * Server configuration, read once and validated at start. Every variable is optional for a local
 * run: with none set the store runs on the embedded database with the SMS outbox.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Postgres server; when missing the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * A streaming replica of DATABASE_URL's server for catalog reads (product lists and pages,
   * search, categories, stores, counts); everything else stays on the primary (ADR 0024).
   */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  /** Where the embedded database, uploads and generated dev secrets live. */
  DATA_DIR: z.string().default('.data'),
  /**
   * Where uploaded files are kept (ADR 0024): `disk` (a folder, UPLOADS_DIR) or `s3` (a bucket of
   * an S3-compatible store, the S3_* settings).
   */
  FILE_STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** The folder of FILE_STORAGE=disk (default DATA_DIR/uploads); several instances may share one. */
  UPLOADS_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  /** An S3-compatible service's address (MinIO and the like); unset for AWS S3. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Unset (both): the AWS SDK's own chain (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `1`: path-style addresses (endpoint/bucket/key), as MinIO and most self-hosted stores want. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  /**
   * Seed the demo catalog and the demo staff (whose password the README prints) into an empty
   * embedded database on start. Unset: yes outside production, never in production; `1` or `0`
   * decides either way (see `seedsDemo`).
   */
  SEED_DEMO: z.enum(['0', '1']).optional(),
  /**
   * `1` lets a production server start with development switches on (DEV_SWITCHES): only for a
   * test server such as the e2e suite's, which reads codes from the outbox. It logs a warning.
   */
  ALLOW_DEV_SWITCHES: z.enum(['0', '1']).default('0'),
  /** The benchmark's floor pages (lib/http/bench-floor.ts); a development switch. */
  BENCH_PAGES: z.enum(['0', '1']).default('0'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** How long an access token lives (ADR 0005); tests shorten it to see a session outlive one. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  /**
   * A refresh token presented again this long after its rotation answers the same successor pair
   * instead of ending the session (ADR 0005): clients that refresh twice at once stay logged in.
   */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  SMS_PROVIDER: z.enum(['outbox', 'eskiz']).default('outbox'),
  DEV_SMS_OUTBOX: z.enum(['0', '1']).default('0'),
  ESKIZ_EMAIL: z.string().optional(),
  ESKIZ_PASSWORD: z.string().optional(),
  ESKIZ_FROM: z.string().default('4546'),
  ESKIZ_BASE_URL: z.string().url().default('https://notify.eskiz.uz'),
  /** The public address of the site (the WebOTP line of code SMS names its host; unset: no line). */
  NEXT_PUBLIC_SITE_URL: z.string().url().optional(),
  /**
   * Where pictures and files are served from when not from the site itself (a CDN that fetches
   * the site's /media and /api/v1/media paths). The API answers absolute URLs under it (ADR 0019).
   */
  MEDIA_BASE_URL: z.string().url().optional(),
  /**
   * The web origins whose pages may call the API from a browser (CORS), comma-separated, e.g.
   * `https://partner.uz,https://t.me`. Empty: none. `*` (any origin) is refused in production.
   */
  CORS_ORIGINS: z.string().default(''),
  /**
   * The log's threshold (lib/observe/log.mjs, ADR 0026): `info` writes an access line per request,
   * `debug` also the API calls a page makes in-process and the jobs' skipped runs.
   */
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info'),
  /** Unset: JSON lines, pretty (pino-pretty, a development dependency) under `next dev`. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /**
   * `GET /metrics` answers this machine's callers (Prometheus beside the instance) and, with
   * `Authorization: Bearer <METRICS_TOKEN>`, any other; unset, only this machine's (ADR 0026).
   */
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  /**
   * Redis, shared by several instances behind a load balancer (ADR 0021): Next's page and
   * data cache, and the cache changes every instance must hear. Unset: each process keeps its own.
   * Nothing that must not be lost lives there (rate limits, codes, sessions, orders: PostgreSQL).
   */
  REDIS_URL: z
    .string()
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  /** Prefix of every Redis key and channel: several sites may share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/)
    .default('savat:'),
  /**
   * The background jobs (server/jobs/, ADR 0023): the payment time-out and the cleanups. Safe on
   * every instance at once; `off` leaves them to other instances (or to none).
   */
  JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * Online payments (ADR 0018). A provider is offered at checkout only when all of its
   * settings are set; its endpoints then accept calls signed with its key.
   */
  PAYME_MERCHANT_ID: z.string().min(1).optional(),
  /** The Merchant API key (the cabinet's test key in the sandbox): Basic auth `Paycom:<key>`. */
  PAYME_KEY: z.string().min(1).optional(),
  /** Unset: the real checkout, or the development stand-in with DEV_PAYMENTS=1. */
  PAYME_CHECKOUT_URL: z.string().url().optional(),
  CLICK_SERVICE_ID: z.string().min(1).optional(),
  CLICK_MERCHANT_ID: z.string().min(1).optional(),
  CLICK_SECRET_KEY: z.string().min(1).optional(),
  /** Unset: the real pay page, or the development stand-in with DEV_PAYMENTS=1. */
  CLICK_PAY_URL: z.string().url().optional(),
  /** How long an online order waits for its payment before it is cancelled (Payme's 12 hours). */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(43_200_000),
  /** The development stand-ins of the providers' pay pages (/dev/pay/*); never in production. */
  DEV_PAYMENTS: z.enum(['0', '1']).default('0'),
  /**
   * The order desk's Telegram bot (server/telegram/, the README's Telegram part):
   * its token from @BotFather. Unset: the bot still answers the webhook, and every message it would
   * send stays in the outbox table (telegram_messages), readable at GET /dev/telegram/.
   */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'a bot token from @BotFather, 123456:ABC…')
    .optional(),
  /**
   * The bot's username, without @, for the deep links (`https://t.me/<bot>?start=…`). Unset: the
   * console's links name `savat_desk_bot` (deskBotUsername), and shoppers are not offered Telegram.
   */
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'a Telegram username without @')
    .optional(),
  /**
   * The secret given to setWebhook as `secret_token`: Telegram sends it in every update's
   * X-Telegram-Bot-Api-Secret-Token header. Unset: the webhook refuses every call.
   */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,256}$/, '16 to 256 of A-Z, a-z, 0-9, _ and -')
    .optional(),
});

/** The bot's username in the console's deep links when TELEGRAM_BOT_USERNAME is unset (development, tests). */
export const DEFAULT_BOT_USERNAME = 'savat_desk_bot';

/** Whether an empty embedded database gets the demo catalog and staff (SEED_DEMO, by default not in production). */
export function seedsDemo(e: Pick<ServerEnv, 'SEED_DEMO' | 'NODE_ENV'>): boolean {
  return e.SEED_DEMO === undefined ? e.NODE_ENV !== 'production' : e.SEED_DEMO === '1';
}

/** CORS_ORIGINS as a list: each an origin (`scheme://host[:port]`), or `*`. */
export function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** The production rules (server/production-rules.mjs) read the settings as parsed, and the build phase. */
const rulesEnv = (e: ServerEnv) => ({ ...e, NEXT_PHASE: process.env.NEXT_PHASE }) as unknown as Record<string, string | undefined>;

const checked = schema.superRefine((e, ctx) => {
  for (const refused of productionRefusals(rulesEnv(e))) ctx.addIssue({ code: 'custom', path: [refused.variable], message: refused.message });
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_REPLICA_URL'],
      message: 'a replica needs its primary: set DATABASE_URL too (the embedded database has no replicas)',
    });
  }
  if (e.FILE_STORAGE === 's3') {
    for (const key of ['S3_BUCKET', 'S3_REGION'] as const) {
      if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: `FILE_STORAGE=s3 needs ${key}` });
    }
    if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (both unset: the AWS SDK finds credentials itself)',
      });
    }
  }
  for (const origin of parseOrigins(e.CORS_ORIGINS)) {
    // "*" in production: a production rule above.
    if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin)) {
      ctx.addIssue({ code: 'custom', path: ['CORS_ORIGINS'], message: `"${origin}" is not an origin (scheme://host[:port], no path)` });
    }
  }
});

export type ServerEnv = z.infer<typeof schema>;

/** Thrown for a configuration the server refuses; its message has one line per variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readEnv(): ServerEnv {
  const parsed = checked.safeParse(process.env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => configLine(i.path.join('.'), i.message)).join('\n'));
  }
  const e = parsed.data;
  const allowed = allowedDevSwitches(rulesEnv(e));
  // Said once per process, where the operator reads the start: on by choice, but never unnoticed.
  if (allowed.length > 0 && !warned) {
    warned = true;
    logger('config').warn({ switches: allowed }, devSwitchesWarning(allowed));
  }
  return e;
}
let warned = false;

/** Read lazily so that tests can set variables before the first use. */
let cached: ServerEnv | undefined;
export function env(): ServerEnv {
  cached ??= readEnv();
  return cached;
}

/** For tests that change variables between files. */
export function resetEnvCache() {
  cached = undefined;
}
