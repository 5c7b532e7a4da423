import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { setDbForTests } from '@/server/bootstrap';
import { openPglite, openPostgres, type DbHandle } from '@/server/db/client';
import { seedDemo } from '@/server/db/seed';
import { cachesForget } from '@/server/services/cache-invalidation';
import { flushTallies } from '@/server/services/tallies';
import { freshDatabase, snapshotPglite, useSeededDb, type TestTarget } from '@/test/db';
import { placeOnlineOrder } from '@/test/payments';
import { backupStem, BackupRefusal, dumpPglite, parseBackupFile, pruneBackups, restorePglite } from './backup';

const execFileAsync = promisify(execFile);

/** Every table's row count (the app's tables and drizzle's migrations), by schema-qualified name. */
async function rowCounts(handle: DbHandle): Promise<Record<string, number>> {
  const tables = await handle.db.execute<{ name: string }>(sql`
    SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
    WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const [row] = (await handle.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${name}`))).rows;
    counts[name] = Number(row!.n);
  }
  return counts;
}

/** A checksum of every order and order line, column by column, in id order. */
async function ordersChecksum(handle: DbHandle): Promise<{ orders: string; items: string }> {
  const [row] = (
    await handle.db.execute<{ orders: string; items: string }>(sql`
      SELECT (SELECT md5(coalesce(string_agg(o::text, '|' ORDER BY o.id), '')) FROM orders o) AS orders,
             (SELECT md5(coalesce(string_agg(i::text, '|' ORDER BY i.id), '')) FROM order_items i) AS items`)
  ).rows;
  return { orders: row!.orders, items: row!.items };
}

/** A few orders of different kinds, through the API, so the backup holds what a shop's day writes. */
async function placeOrders(handle: DbHandle) {
  await placeOnlineOrder(handle, 'cash');
  await placeOnlineOrder(handle, 'card', { quantity: 3 });
  await placeOnlineOrder(handle, 'payme', { locale: 'ru' });
  await placeOnlineOrder(handle, 'cash', { promocode: 'SAVAT10' });
}

function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `savat-${name}-`));
}

describe('backup names', () => {
  it('names a backup by its UTC time and finds the pair from either file', () => {
    expect(backupStem(new Date('2026-11-27T03:15:09.123Z'))).toBe('savat-20261127-031509Z');
    expect(parseBackupFile('/b/savat-20261127-031509Z.dump')).toEqual({ stem: '/b/savat-20261127-031509Z', kind: 'postgres' });
    expect(parseBackupFile('savat-20261127-031509Z.pglite.tar.gz')).toEqual({ stem: 'savat-20261127-031509Z', kind: 'pglite' });
    expect(parseBackupFile('savat-20261127-031509Z.uploads.tar.gz')).toBeNull();
  });

  it('keeps the newest N backups, both files of each, and nothing else', () => {
    const dir = tempDir('prune');
    const names = [
      'savat-20261125-010000Z.dump',
      'savat-20261125-010000Z.uploads.tar.gz',
      'savat-20261126-010000Z.dump',
      'savat-20261127-010000Z.pglite.tar.gz',
      'savat-20261127-020000Z.dump.partial',
      'notes.txt',
    ];
    for (const n of names) fs.writeFileSync(path.join(dir, n), 'x');
    expect(pruneBackups(dir, 2).sort()).toEqual(['savat-20261125-010000Z.dump', 'savat-20261125-010000Z.uploads.tar.gz']);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'notes.txt',
      'savat-20261126-010000Z.dump',
      'savat-20261127-010000Z.pglite.tar.gz',
      'savat-20261127-020000Z.dump.partial',
    ]);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('backup and restore of the embedded database', () => {
  const dir = tempDir('pglite');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('copies a seeded database with orders into an empty folder, row for row; refuses while it is open or into a used folder', async () => {
    const source = path.join(dir, 'source');
    const handle = await snapshotPglite(source, { seeded: true });
    let before: { counts: Record<string, number>; checksum: { orders: string; items: string } };
    const file = path.join(dir, `${backupStem()}.pglite.tar.gz`);
    try {
      if (!handle.seeded) await seedDemo(handle.db);
      setDbForTests(handle);
      await cachesForget({ kind: 'catalog' });
      await placeOrders(handle);
      await flushTallies();
      before = { counts: await rowCounts(handle), checksum: await ordersChecksum(handle) };
      expect(before.counts['public.orders']).toBe(4);
      // Open in this process: another process must not copy it under our feet.
      await expect(dumpPglite(source, file)).rejects.toThrow(/open in another process/);
    } finally {
      setDbForTests(undefined);
      await handle.close();
    }

    await dumpPglite(source, file);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    await expect(restorePglite(file, source)).rejects.toThrow(BackupRefusal);

    const restoredDir = path.join(dir, 'restored');
    await restorePglite(file, restoredDir);
    const restored = await openPglite(restoredDir);
    try {
      expect(await rowCounts(restored)).toEqual(before.counts);
      expect(await ordersChecksum(restored)).toEqual(before.checksum);
    } finally {
      await restored.close();
    }
  }, 180_000);
});

/**
 * The PostgreSQL server: through the commands themselves (`npm run db:backup`, `npm run
 * db:restore`, with Debian's pg_dump and pg_restore), from a fresh seeded database with orders and
 * an uploaded file to another fresh database and an empty uploads folder.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
(baseUrl ? describe : describe.skip)('npm run db:backup and db:restore on PostgreSQL', () => {
  let sourceUrl = '';
  const target: TestTarget = {
    name: 'postgres',
    open: async () => {
      const database = await freshDatabase(baseUrl!);
      sourceUrl = database.url;
      const handle = await openPostgres(database.url, { max: 4 });
      return { ...handle, close: async () => (await handle.close(), await database.drop()) };
    },
  };
  const db = useSeededDb(target);
  const dir = tempDir('pg');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Runs one of the commands as npm runs it, with these settings; answers its exit code and output. */
  async function command(script: 'backup' | 'restore', args: string[], settings: Record<string, string>) {
    const { NODE_OPTIONS: _jestFlags, ...inherited } = process.env;
    try {
      const { stdout, stderr } = await execFileAsync(
        path.resolve('node_modules/.bin/tsx'),
        ['--conditions=react-server', `server/db/cli/${script}.ts`, ...args],
        {
          env: { ...inherited, FILE_STORAGE: 'disk', ...settings },
          timeout: 120_000,
        },
      );
      return { code: 0, output: stdout + stderr };
    } catch (err) {
      const failed = err as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
    }
  }

  it('backs up a seeded database with orders and files, and restores it into a fresh one: every table and the orders alike', async () => {
    await placeOrders(db());
    await flushTallies();
    const uploads = path.join(dir, 'uploads');
    const photo = path.join('product-images', `${'a'.repeat(43)}.webp`);
    fs.mkdirSync(path.join(uploads, 'product-images'), { recursive: true });
    fs.writeFileSync(path.join(uploads, photo), Buffer.from([1, 2, 3, 4]));
    // An upload in progress (server/services/storage.ts) is not a file of the shop's.
    fs.writeFileSync(path.join(uploads, 'product-images', `.${'b'.repeat(43)}.webp.123.abcdefgh.tmp`), 'half');
    const before = { counts: await rowCounts(db()), checksum: await ordersChecksum(db()) };
    expect(before.counts['public.orders']).toBe(4);
    expect(before.counts['public.products']).toBeGreaterThan(0);

    const out = path.join(dir, 'out');
    const backup = await command('backup', ['--out', out], { DATABASE_URL: sourceUrl, DATA_DIR: dir, UPLOADS_DIR: uploads });
    expect(backup).toMatchObject({ code: 0 });
    const files = fs.readdirSync(out).sort();
    expect(files).toEqual([expect.stringMatching(/^savat-\d{8}-\d{6}Z\.dump$/), expect.stringMatching(/^savat-\d{8}-\d{6}Z\.uploads\.tar\.gz$/)]);
    const dump = path.join(out, files[0]!);

    // Never into a database that has anything in it: here, the source itself.
    const refused = await command('restore', [dump], { DATABASE_URL: sourceUrl, DATA_DIR: dir, UPLOADS_DIR: path.join(dir, 'unused') });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is not empty .*A restore goes only into an empty database/s);
    expect(fs.existsSync(path.join(dir, 'unused'))).toBe(false);

    const fresh = await freshDatabase(baseUrl!);
    try {
      // Nor into a used uploads folder: refused before the database is touched.
      const usedFolder = await command('restore', [dump], { DATABASE_URL: fresh.url, DATA_DIR: dir, UPLOADS_DIR: uploads });
      expect(usedFolder.code).toBe(1);
      expect(usedFolder.output).toMatch(/uploads folder .* is not empty/);

      const restoredUploads = path.join(dir, 'restored-uploads');
      const restore = await command('restore', [dump], { DATABASE_URL: fresh.url, DATA_DIR: dir, UPLOADS_DIR: restoredUploads });
      expect(restore).toMatchObject({ code: 0 });
      expect(fs.readFileSync(path.join(restoredUploads, photo))).toEqual(Buffer.from([1, 2, 3, 4]));
      expect(fs.readdirSync(path.join(restoredUploads, 'product-images'))).toEqual([path.basename(photo)]);

      const restored = await openPostgres(fresh.url, { max: 1 });
      try {
        expect(await rowCounts(restored)).toEqual(before.counts);
        expect(await ordersChecksum(restored)).toEqual(before.checksum);
        // The sequences came along: the next order gets a new number, not one already used.
        const [seq] = (
          await restored.db.execute<{ next: number; max: number }>(
            sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS next, (SELECT max(id) FROM orders)::int AS max`,
          )
        ).rows;
        expect(Number(seq!.next)).toBeGreaterThan(Number(seq!.max));
      } finally {
        await restored.close();
      }
    } finally {
      await fresh.drop();
    }
  }, 180_000);
});
