/**
 * `npm run db:restore -- FILE [--no-uploads]`
 *
 * Restores a backup of `npm run db:backup` (FILE: its `.dump` or `.pglite.tar.gz`) into the
 * configured database, which must be empty:
 * - a `.dump` into DATABASE_URL's database (create it first: `createdb savat_restored`), with
 *   pg_restore in one transaction; a database with any table of its own is refused;
 * - a `.pglite.tar.gz` into DATA_DIR/pglite, which must not exist yet (or be empty).
 * The uploads archive beside it (`savat-<time>.uploads.tar.gz`) goes into UPLOADS_DIR, which must
 * be empty too; both places are checked before anything is written. With FILE_STORAGE=s3 the
 * bucket keeps the files and the archive (if any) is left alone. Start the server afterwards: it
 * applies the migrations newer than the backup.
 */
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../../env';
import { uploadsDir } from '../../services/storage';
import { pgliteDir } from '../client';
import { commandLine, type Fail } from './command-line';
import {
  BackupRefusal,
  checkPgliteTarget,
  checkUploadsTarget,
  parseBackupFile,
  restorePglite,
  restorePostgres,
  restoreUploads,
  UPLOADS_SUFFIX,
} from '../backup';

const USAGE = 'Usage: npm run db:restore -- FILE [--no-uploads]   (FILE: savat-<time>.dump or savat-<time>.pglite.tar.gz)';

const parsed = commandLine(USAGE, { 'no-uploads': { type: 'boolean' } }, { positionals: true });
const fail: Fail = parsed.fail;

function readArgs() {
  if (parsed.positionals.length !== 1) fail('Name one backup file.');
  const file = path.resolve(parsed.positionals[0]!);
  if (!fs.existsSync(file)) fail(`There is no file ${file}.`);
  const backup = parseBackupFile(file);
  if (!backup) fail(`${file} is not a backup of npm run db:backup (a .dump or .pglite.tar.gz file).`);
  return { file, ...backup, uploads: !parsed.values['no-uploads'] };
}

async function main() {
  const { file, stem, kind, uploads } = readArgs();
  const e = env();
  const started = Date.now();

  if (kind === 'postgres' && !e.DATABASE_URL) fail(`${path.basename(file)} is a PostgreSQL dump: set DATABASE_URL to the (empty) database to restore it into.`);
  if (kind === 'pglite' && e.DATABASE_URL)
    fail(`${path.basename(file)} is a copy of the embedded database: unset DATABASE_URL (it is restored into DATA_DIR/pglite).`);

  // The uploads first, as a check only: nothing is written unless both places are empty.
  const archive = `${stem}${UPLOADS_SUFFIX}`;
  const uploadsFolder = uploadsDir(e);
  const withUploads = uploads && fs.existsSync(archive) && e.FILE_STORAGE === 'disk';
  if (withUploads) checkUploadsTarget(uploadsFolder);

  if (kind === 'postgres') {
    await restorePostgres(e.DATABASE_URL!, file);
    console.log(`Restored ${file} into ${new URL(e.DATABASE_URL!).pathname.slice(1)} (DATABASE_URL).`);
  } else {
    const dataDir = pgliteDir(e);
    checkPgliteTarget(dataDir);
    await restorePglite(file, dataDir);
    console.log(`Restored ${file} into ${dataDir}.`);
  }

  if (withUploads) {
    await restoreUploads(archive, uploadsFolder);
    console.log(`Restored the uploaded files into ${uploadsFolder}.`);
  } else if (!uploads) console.log('Uploaded files: left out (--no-uploads).');
  else if (!fs.existsSync(archive)) console.log(`Uploaded files: this backup has none (no ${path.basename(archive)}).`);
  else console.log(`Uploaded files: FILE_STORAGE=s3 keeps them in the bucket; ${path.basename(archive)} was left alone.`);
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the server: it applies any newer migrations.`);
}

main().catch((err) => {
  console.error(err instanceof BackupRefusal ? err.message : err);
  process.exit(1);
});
