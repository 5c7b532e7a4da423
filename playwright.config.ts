import { defineConfig, devices } from '@playwright/test';
import { PARTNER_PORT } from './e2e/helpers/partner';
import { BOT_USERNAME, E2E_TELEGRAM_SECRET } from './e2e/helpers/telegram';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Journeys run against `next start` on a fresh embedded database with the demo catalog.
 * The browser is Debian's chromium: nothing is ever downloaded.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // In CI a trace only when a failed journey is tried again (it retries once): recording one for
    // every journey and throwing it away when it passed cost a fifth of the suite's time on 2 cores
    // (docs/benchmarks/2026-11-29.md). A journey that fails twice has its trace in test-results/.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The service worker (ADR 0014) would keep pages and scripts across the journeys of a run and
    // answer some from its caches: blocked here, allowed by the specs about it (e2e/pwa.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile/ },
  ],
  webServer: {
    // A throwaway data folder per run: the journeys see exactly the demo catalog and its staff
    // (SEED_DEMO=1: production seeds nothing unless told to). The server is what `npm start` runs
    // (scripts/start.mjs: `next start` with a graceful shutdown), in production, which needs a JWT
    // secret; the dev SMS outbox lets the journeys read codes. Both payment providers are
    // configured with test keys and their checkout links point at the development stand-ins of
    // this server (DEV_PAYMENTS, the site's address). A production server refuses those two
    // development switches: ALLOW_DEV_SWITCHES=1 says this one is a test server, on purpose.
    // LOG_LEVEL=warn: an access line per request would bury the report in some 20 000 lines;
    // warnings and errors still show, and `npm run test:log-journey` checks the access log itself.
    command: [
      'rm -rf .data-e2e && DATA_DIR=.data-e2e SEED_DEMO=1 DEV_SMS_OUTBOX=1 DEV_PAYMENTS=1 ALLOW_DEV_SWITCHES=1 LOG_LEVEL=${LOG_LEVEL:-warn}',
      'PAYME_MERCHANT_ID=e2e-payme-merchant PAYME_KEY=e2e-payme-key CLICK_SERVICE_ID=30003 CLICK_MERCHANT_ID=40004 CLICK_SECRET_KEY=e2e-click-secret',
      `NEXT_PUBLIC_SITE_URL=http://127.0.0.1:${PORT}`,
      // The partner's page of e2e/other-origin.spec.ts (ADR 0019), on the next port.
      `CORS_ORIGINS=http://127.0.0.1:${PARTNER_PORT}`,
      // The Telegram bot's webhook secret (e2e/console-telegram.spec.ts posts updates as Telegram
      // would, with it in X-Telegram-Bot-Api-Secret-Token) and its name (shoppers are offered it
      // only when it is set: e2e/shopper-telegram.spec.ts); no bot token: its messages stay in the outbox.
      `TELEGRAM_WEBHOOK_SECRET=${E2E_TELEGRAM_SECRET} TELEGRAM_BOT_USERNAME=${BOT_USERNAME}`,
      `JWT_SECRET=\${JWT_SECRET:-e2e-only-jwt-secret-0123456789abcdef} node scripts/start.mjs -p ${PORT}`,
    ].join(' '),
    url: `http://127.0.0.1:${PORT}/api/v1/health/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
