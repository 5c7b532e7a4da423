/**
 * `npm run db:backup [-- --out DIR] [--keep N] [--no-uploads]`
 *
 * Backs up the configured database and the uploaded files into DIR (default BACKUP_DIR, else
 * ./backups) as one pair of files named by the time (server/db/backup.ts):
 * - DATABASE_URL set: `savat-<time>.dump`, pg_dump's custom format (Debian's pg_dump on PATH,
 *   the server's major version or newer);
 * - else the embedded database under DATA_DIR: `savat-<time>.pglite.tar.gz`, PGlite's copy of its
 *   folder. Only while no other process has it open (stop the dev server first);
 * - with FILE_STORAGE=disk, `savat-<time>.uploads.tar.gz` of UPLOADS_DIR when it holds files. With
 *   FILE_STORAGE=s3 the files are the bucket's business (versioning, replication): a note says so.
 * `--keep N` then deletes all but the newest N backups of DIR. Refusals exit with code 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../../env';
import { uploadsDir } from '../../services/storage';
import { pgliteDir } from '../client';
import { commandLine, type Fail } from './command-line';
import { archiveUploads, backupStem, BackupRefusal, dumpPglite, dumpPostgres, DUMP_SUFFIX, PGLITE_SUFFIX, pruneBackups, UPLOADS_SUFFIX } from '../backup';

const USAGE = 'Usage: npm run db:backup -- [--out DIR] [--keep N] [--no-uploads]';

const cli = commandLine(USAGE, { out: { type: 'string' }, keep: { type: 'string' }, 'no-uploads': { type: 'boolean' } });
const { values } = cli;
const fail: Fail = cli.fail;

function readArgs() {
  let keep: number | undefined;
  if (values.keep !== undefined) {
    keep = Number(values.keep);
    if (!/^\d+$/.test(values.keep) || keep < 1) fail(`--keep needs a whole number of backups to keep (1 or more), got "${values.keep}".`);
  }
  return { out: path.resolve(values.out ?? process.env.BACKUP_DIR ?? 'backups'), keep, uploads: !values['no-uploads'] };
}

function size(file: string): string {
  const bytes = fs.statSync(file).size;
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main() {
  const { out, keep, uploads } = readArgs();
  const e = env();
  fs.mkdirSync(out, { recursive: true });
  const stem = path.join(out, backupStem());
  const started = Date.now();

  if (e.DATABASE_URL) {
    await dumpPostgres(e.DATABASE_URL, `${stem}${DUMP_SUFFIX}`);
    console.log(`Database (DATABASE_URL, pg_dump custom format): ${stem}${DUMP_SUFFIX} (${size(`${stem}${DUMP_SUFFIX}`)})`);
  } else {
    const dataDir = pgliteDir(e);
    await dumpPglite(dataDir, `${stem}${PGLITE_SUFFIX}`);
    console.log(`Embedded database (${dataDir}): ${stem}${PGLITE_SUFFIX} (${size(`${stem}${PGLITE_SUFFIX}`)})`);
  }

  if (!uploads) console.log('Uploaded files: left out (--no-uploads).');
  else if (e.FILE_STORAGE === 's3') {
    console.log(`Uploaded files: in the bucket ${e.S3_BUCKET}, not copied. Keep them with the bucket's own versioning and replication (see the README).`);
  } else {
    const dir = uploadsDir(e);
    const archive = await archiveUploads(dir, `${stem}${UPLOADS_SUFFIX}`);
    console.log(archive ? `Uploaded files (${dir}): ${archive} (${size(archive)})` : `Uploaded files: none in ${dir}.`);
  }

  if (keep) {
    const removed = pruneBackups(out, keep);
    if (removed.length) console.log(`Kept the newest ${keep} backups; deleted ${removed.join(', ')}.`);
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((err) => {
  console.error(err instanceof BackupRefusal ? err.message : err);
  process.exit(1);
});
