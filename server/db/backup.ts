import 'server-only';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * Backups of the database and the uploaded files (`npm run db:backup`, `npm run db:restore`;
 * server/db/cli/). A backup is a pair of files with one name:
 *
 * - `savat-<UTC time>.dump`: `pg_dump --format=custom` of DATABASE_URL's database (compressed,
 *   restored table by table with `pg_restore`), or `savat-<UTC time>.pglite.tar.gz`: the embedded
 *   database's folder (PGlite's `dumpDataDir`), which only PGlite of the same major version reads;
 * - `savat-<UTC time>.uploads.tar.gz`: the folder of FILE_STORAGE=disk, when it holds anything.
 *   With FILE_STORAGE=s3 the files stay in the bucket, whose own versioning and replication keep them.
 *
 * Files are written under a `.partial` name and renamed when complete, so a backup that failed half
 * way never looks like one. A restore goes only into an empty database (and an empty uploads
 * folder): it never mixes two shops' data or overwrites one.
 */

const BACKUP_PREFIX = 'savat-';
export const DUMP_SUFFIX = '.dump';
export const PGLITE_SUFFIX = '.pglite.tar.gz';
export const UPLOADS_SUFFIX = '.uploads.tar.gz';

/** A refusal the command line prints as it is (exit code 1), as opposed to a failure with a stack. */
export class BackupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusal';
  }
}

/** The name of a backup made at `when`: `savat-20261127-031500Z` (UTC, sorts by time). */
export function backupStem(when = new Date()): string {
  const iso = when.toISOString(); // 2026-11-27T03:15:00.000Z
  return `${BACKUP_PREFIX}${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}Z`;
}

/** The backup's stem and kind from one of its files' names (either file of the pair). */
export function parseBackupFile(file: string): { stem: string; kind: 'postgres' | 'pglite' } | null {
  const dir = path.dirname(file);
  const base = path.basename(file);
  for (const [suffix, kind] of [
    [DUMP_SUFFIX, 'postgres'],
    [PGLITE_SUFFIX, 'pglite'],
  ] as const) {
    if (base.endsWith(suffix)) return { stem: path.join(dir, base.slice(0, -suffix.length)), kind };
  }
  return null;
}

// ---- Running pg_dump and pg_restore --------------------------------------------------------------

/**
 * The environment for libpq's tools from a connection URL: the password goes in PGPASSWORD, never on
 * the command line, where any user of the machine could read it in the process list.
 */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv; database: string } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env, database: decodeURIComponent(parsed.pathname.slice(1)) };
}

/** Runs a program; rejects with its last lines of stderr when it fails. */
function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env ?? process.env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? new BackupRefusal(`${command} is not installed or not on PATH (Debian: apt-get install postgresql-client-15).`) : err),
    );
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${signal ? `was stopped by ${signal}` : `exited with ${code}`}:\n${stderr.trim().split('\n').slice(-12).join('\n')}`));
    });
  });
}

/** Writes through a `.partial` file renamed into place once `write` has finished it. */
async function writeWhole(target: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${target}.partial`;
  try {
    await write(partial);
    await fs.promises.rename(partial, target);
  } catch (err) {
    await fs.promises.rm(partial, { force: true });
    throw err;
  }
}

/**
 * `pg_dump --format=custom` of the database of `url` into `target`, then `pg_restore --list` of the
 * result: a file whose table of contents cannot be read is not a backup.
 */
export async function dumpPostgres(url: string, target: string): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  await writeWhole(target, async (partial) => {
    await run('pg_dump', ['--format=custom', '--compress=6', '--no-password', `--file=${partial}`, `--dbname=${dbname}`], { env });
    await run('pg_restore', ['--list', partial]);
  });
}

/** The tables, views and sequences of a database outside PostgreSQL's own schemas: none means empty. */
async function userRelations(client: pg.ClientBase): Promise<string[]> {
  const result = await client.query<{ name: string }>(`
    SELECT n.nspname || '.' || c.relname AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
    ORDER BY 1`);
  return result.rows.map((r) => r.name);
}

/**
 * Restores a custom-format dump into the database of `url`, which must be empty (no table, view or
 * sequence of its own; a fresh `CREATE DATABASE`). One transaction: a restore that fails leaves the
 * database as empty as it found it. Owners and grants of the dumped database are not restored (the
 * connecting role owns what it restores), and the planner's statistics are gathered afterwards
 * (pg_restore does not restore them).
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env, database } = libpqTarget(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await userRelations(client);
    if (existing.length) {
      const shown = existing.slice(0, 5).join(', ') + (existing.length > 5 ? `, … (${existing.length} in all)` : '');
      throw new BackupRefusal(
        `The database "${database}" is not empty (${shown}). A restore goes only into an empty database: ` +
          `create one (createdb savat_restored), point DATABASE_URL at it and run the restore again.`,
      );
    }
    await run('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', '--no-password', `--dbname=${dbname}`, file], { env });
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

// ---- The embedded database -----------------------------------------------------------------------

/**
 * PGlite writes `postmaster.pid` while a process has the folder open and removes it on close. Two
 * processes on one folder would corrupt it, so the commands refuse while it is there.
 */
function refuseOpenPglite(dataDir: string) {
  if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupRefusal(
      `The embedded database in ${dataDir} is open in another process (the dev server or npm start?), or was not closed cleanly. ` +
        'Stop that process first (a start and a clean stop of the server clears a stale mark).',
    );
  }
}

/** The embedded database's folder as PGlite's gzipped tarball (`dumpDataDir`). */
export async function dumpPglite(dataDir: string, target: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupRefusal(`There is no embedded database in ${dataDir}.`);
  refuseOpenPglite(dataDir);
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const bytes = new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
    await writeWhole(target, (partial) => fs.promises.writeFile(partial, bytes));
  } finally {
    await db.close();
  }
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** Checks that the embedded database may be restored into `dataDir` (missing or empty), before anything is written. */
export function checkPgliteTarget(dataDir: string) {
  if (!isEmptyDir(dataDir)) {
    throw new BackupRefusal(
      `${dataDir} already holds an embedded database. A restore goes only into an empty place: ` +
        'move that folder away, or set DATA_DIR to a new folder, and run the restore again.',
    );
  }
}

/** Unpacks a `dumpDataDir` tarball into an empty `dataDir`. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  checkPgliteTarget(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const bytes = await fs.promises.readFile(file);
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir: new Blob([bytes]) });
  await db.close();
}

// ---- Uploaded files ------------------------------------------------------------------------------

/** Files under a folder, not counting the dot-named temporary files of uploads in progress. */
function hasFiles(dir: string): boolean {
  if (!fs.existsSync(dir)) return false;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    if (entry.isFile() || (entry.isDirectory() && hasFiles(path.join(dir, entry.name)))) return true;
  }
  return false;
}

/**
 * The uploads folder as a gzipped tar (with the system's tar), without the temporary files of
 * uploads in progress (`.name.pid.random.tmp`). A file written while tar reads is either in the archive whole or not at all
 * (uploads are renamed into place: server/services/storage.ts). Null when there is nothing to keep.
 */
export async function archiveUploads(dir: string, target: string): Promise<string | null> {
  if (!hasFiles(dir)) return null;
  await writeWhole(target, async (partial) => {
    await run('tar', ['--create', '--gzip', `--file=${path.resolve(partial)}`, `--exclude=.*.tmp`, `--directory=${dir}`, '.']);
  });
  return target;
}

/** Checks that the uploads may be restored into `dir` (missing or empty), before anything is written. */
export function checkUploadsTarget(dir: string) {
  if (hasFiles(dir)) {
    throw new BackupRefusal(
      `The uploads folder ${dir} is not empty. A restore goes only into an empty folder: move it away (or set UPLOADS_DIR), ` +
        'or restore the database alone with --no-uploads.',
    );
  }
}

/** Unpacks an uploads archive into an empty folder. */
export async function restoreUploads(file: string, dir: string): Promise<void> {
  checkUploadsTarget(dir);
  fs.mkdirSync(dir, { recursive: true });
  await run('tar', ['--extract', '--gzip', `--file=${path.resolve(file)}`, `--directory=${dir}`, '--no-same-owner']);
}

// ---- Keeping the last N ----------------------------------------------------------------------------

/**
 * Deletes all but the newest `keep` backups in `dir` (both files of each; never a file that is not
 * one of ours). Answers the names deleted.
 */
export function pruneBackups(dir: string, keep: number): string[] {
  const files = fs.readdirSync(dir).filter((f) => f.startsWith(BACKUP_PREFIX) && /^savat-\d{8}-\d{6}Z\./.test(f) && !f.endsWith('.partial'));
  const stems = [...new Set(files.map((f) => f.slice(0, 'savat-20261127-031500Z'.length)))].sort().reverse();
  const old = new Set(stems.slice(keep));
  const removed = files.filter((f) => old.has(f.slice(0, 'savat-20261127-031500Z'.length)));
  for (const f of removed) fs.rmSync(path.join(dir, f));
  return removed;
}
