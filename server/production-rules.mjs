// @ts-check
/**
 * What a production server refuses to start with, in plain JavaScript: `npm start`
 * (scripts/start.mjs) checks it before Next is even loaded, so that a refused server never
 * listens (nothing may load TypeScript at start, ADR 0009); server/env.ts checks the same rules
 * through its schema for every other way in (`next start`, the API alone, the tests).
 */

/** The settings that open a door no production server may have open, and what each one opens. */
const DEV_SWITCHES = {
  DEV_SMS_OUTBOX: 'every one-time code is readable at GET /api/v1/dev/sms/',
  DEV_PAYMENTS: 'stand-ins of the payment pages mark orders paid without any money',
  BENCH_PAGES: 'the benchmark pages make a cached page of any id a caller invents',
};

/** @typedef {Record<string, string | undefined>} RawEnv */

/** `next build` runs with NODE_ENV=production but serves nobody: the rules are for servers. @param {RawEnv} env */
const serves = (env) => env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build';

/**
 * The development switches that are on. @param {RawEnv} env
 * @returns {(keyof typeof DEV_SWITCHES)[]}
 */
function devSwitchesOn(env) {
  return /** @type {(keyof typeof DEV_SWITCHES)[]} */ (Object.keys(DEV_SWITCHES)).filter((name) => env[name] === '1');
}

/**
 * Each variable a production server refuses, with why: a development switch (unless
 * ALLOW_DEV_SWITCHES=1 says this is a test server), no JWT secret, CORS open to any origin.
 * @param {RawEnv} env
 * @returns {{ variable: string; message: string }[]}
 */
export function productionRefusals(env) {
  if (!serves(env)) return [];
  /** @type {{ variable: string; message: string }[]} */
  const out = [];
  if (env.ALLOW_DEV_SWITCHES !== '1') {
    for (const name of devSwitchesOn(env)) {
      out.push({
        variable: name,
        message: `${name}=1 is refused in production (${DEV_SWITCHES[name]}); unset it, or set ALLOW_DEV_SWITCHES=1 on a test server`,
      });
    }
  }
  if (!env.JWT_SECRET) out.push({ variable: 'JWT_SECRET', message: 'must be set in production (32 characters or more): the key of every access token' });
  if (env.TELEGRAM_BOT_TOKEN && !env.TELEGRAM_WEBHOOK_SECRET) {
    out.push({
      variable: 'TELEGRAM_WEBHOOK_SECRET',
      message: "must be set with TELEGRAM_BOT_TOKEN in production: without it anyone could post updates to the bot's webhook",
    });
  }
  if ((env.CORS_ORIGINS ?? '').split(',').some((o) => o.trim() === '*')) {
    out.push({ variable: 'CORS_ORIGINS', message: '"*" (any origin) is refused in production: list the origins' });
  }
  return out;
}

/** The development switches a production server runs with because ALLOW_DEV_SWITCHES=1. @param {RawEnv} env */
export const allowedDevSwitches = (env) => (serves(env) && env.ALLOW_DEV_SWITCHES === '1' ? devSwitchesOn(env) : []);

/** One line per refused variable, as the server prints it. @param {string} variable @param {string} message */
export const configLine = (variable, message) => `Invalid server configuration: ${variable}: ${message}`;

/** The warning of a production server started with development switches on. @param {string[]} switches */
export const devSwitchesWarning = (switches) =>
  `ALLOW_DEV_SWITCHES=1: production server with development switches on: ${switches.join(', ')}. Never on a public server.`;
