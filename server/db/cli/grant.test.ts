import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { auditEntries } from '@/server/services/console-audit';
import { snapshotPglite } from '@/test/db';
import { openPglite } from '../client';
import { auditLog, userRoles, users } from '../schema';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');

/** `npm run console:grant` on an embedded database: the grant, and its audit entry naming the command line. */
describe('console:grant', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'savat-grant-'));
    const handle = await snapshotPglite(path.join(dataDir, 'pglite'));
    await handle.db.insert(users).values({ phoneNumber: '+998901112233', passwordHash: 'x' });
    await handle.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const grant = (...args: string[]) =>
    run(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(ROOT, 'server/db/cli/grant.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('grants and revokes, writing an audit entry each time with the machine user as the actor', async () => {
    expect((await grant('--phone', '+998901112233', '--role', 'operator')).stdout).toContain('is now operator');
    expect((await grant('--phone', '+998901112233', '--role', 'operator')).stdout).toContain('nothing changed');
    expect((await grant('--phone', '+998901112233', '--role', 'operator', '--revoke')).stdout).toContain('no longer operator');
    const handle = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const [user] = await handle.db.select().from(users).where(eq(users.phoneNumber, '+998901112233'));
      expect(await handle.db.select().from(userRoles).where(eq(userRoles.userId, user!.id))).toEqual([]);
      const rows = await handle.db.select().from(auditLog).orderBy(auditLog.id);
      const actor = `cli:${os.userInfo().username}`;
      expect(rows.map((r) => [r.action, r.actorId, r.actorLabel, r.entityId])).toEqual([
        ['role.grant', null, actor, String(user!.id)],
        ['role.revoke', null, actor, String(user!.id)],
      ]);
      // The console's audit log shows it.
      const page = await auditEntries(handle.db, { userId: 0, operator: true, storeIds: [], ownedStoreIds: [] }, { page: 1, size: 10 });
      expect(page.content[0]).toMatchObject({ action: 'role.revoke', actor: null, actor_label: actor });
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('takes `--role owner` with a store, and refuses it without one', async () => {
    const failed = (args: string[]) =>
      grant(...args).then(
        () => '',
        (err: { stderr: string; code: number }) => `${err.code} ${err.stderr}`,
      );
    expect(await failed(['--phone', '+998901112233', '--role', 'owner'])).toMatch(/^1 .*owner's role needs --store/s);
    // The bare database has no store 7: the owner's grant gets as far as the store.
    expect(await failed(['--phone', '+998901112233', '--role', 'owner', '--store', '7'])).toMatch(/^1 .*There is no store 7/s);
  }, 60_000);
});
