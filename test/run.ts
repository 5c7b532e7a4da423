import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * One jest run's seeded snapshots (test/db.ts): the embedded database's dump in the temporary
 * folder and the Postgres server's template database, both named after the run. They hold the times
 * of the moment they were seeded (promo windows, review dates), so they serve one run only; the run's
 * teardown removes them, and a later run's setup removes what a run killed half-way left.
 */
export const SEEDED_PGLITE_PREFIX = 'savat-pglite-seeded-';
export const SEEDED_TEMPLATE_PREFIX = 'savat_seeded_';
const RUN_ENV = 'SAVAT_TEST_RUN';
/** A run takes minutes; what an older run left is a leftover. */
const LEFTOVER_MS = 6 * 3_600_000;

/** The jest run this process belongs to (named by its global setup), or undefined outside one. */
export const testRun = (): string | undefined => process.env[RUN_ENV] || undefined;

/**
 * A run's name: when it started (milliseconds, 13 digits), then six random hex digits; lower case,
 * so it suits a database name.
 */
function newRunName(): string {
  return `${Date.now()}${randomBytes(3).toString('hex')}`;
}

const RUN = '(\\d{13}[0-9a-f]{6})';
/** A seeded dump's file name and a seeded template's database name, each ending in its run's name. */
const SNAPSHOT_FILE = new RegExp(`-${RUN}\\.tar$`);
const TEMPLATE_NAME = new RegExp(`_${RUN}$`);
const startedAt = (run: string): number => Number(run.slice(0, 13));

/** Whether a snapshot named for `run` is to be removed: `run` is `only`, or without `only` an old run. */
function removable(run: string, only: string | undefined): boolean {
  return only ? run === only : Date.now() - startedAt(run) >= LEFTOVER_MS;
}

/** Removes the seeded snapshots of `only`, or without it those of runs older than LEFTOVER_MS. */
async function removeSnapshots(only?: string): Promise<void> {
  for (const file of fs.readdirSync(os.tmpdir())) {
    const match = file.startsWith(SEEDED_PGLITE_PREFIX) && SNAPSHOT_FILE.exec(file);
    if (match && removable(match[1]!, only)) fs.rmSync(path.join(os.tmpdir(), file), { force: true });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url || process.env.ATTACK_BASE_URL) return;
  await adminQuery(url, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [SEEDED_TEMPLATE_PREFIX]);
    for (const { datname } of rows) {
      const run = TEMPLATE_NAME.exec(datname)?.[1];
      if (run && removable(run, only)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  }).catch(() => {
    // No server to tidy: the tests that need it say so themselves.
  });
}

/** Runs `query` on the server of `baseUrl` as an administrator, in a connection of its own. */
export async function adminQuery(baseUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}

/** jest's globalSetup: names the run (the workers inherit the environment) and tidies old runs' snapshots. */
export async function setUpRun(): Promise<void> {
  process.env[RUN_ENV] = newRunName();
  await removeSnapshots();
}

/** jest's globalTeardown: removes this run's snapshots. */
export async function tearDownRun(): Promise<void> {
  const run = testRun();
  if (run) await removeSnapshots(run);
}
