/**
 * `npm run console:grant -- --phone +998901234567 --role operator`
 * `npm run console:grant -- --phone +998901234568 --role seller --store 7`
 * `npm run console:grant -- --phone +998901234568 --role seller --store 7 --revoke`
 * `npm run console:grant -- --phone +998901234569 --role owner --store 7`
 *
 * Grants (or takes back) a console role on the configured database (DATABASE_URL, else the
 * embedded PGlite under DATA_DIR): the way to the very first operator, who grants the rest in the
 * console (ADR 0017). The phone must already have an account (sign up in the shop first); an
 * unknown phone or store is refused with a message and exit code 1. Stop the dev server first on
 * the embedded database: only one process may open its folder.
 *
 * Every change is written to the audit log as a grant in the console is, with the command line
 * and the machine's user as its actor (`cli:<user>`).
 */
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { CONSOLE_ROLES, type ConsoleRole } from '@/lib/contract/console';
import { normalizePhone } from '@/lib/domain/phone';
import { commandLine, type Fail } from './command-line';
import { cliActor } from '../../services/cli-actor';
import { grantRoleAudited, revokeRoleAudited } from '../../services/console-users';
import { openPglite, openPostgres } from '../client';
import { users } from '../schema';

const USAGE = 'Usage: npm run console:grant -- --phone +998XXXXXXXXX --role operator|seller|owner [--store ID] [--revoke]';

const cli = commandLine(USAGE, { phone: { type: 'string' }, role: { type: 'string' }, store: { type: 'string' }, revoke: { type: 'boolean' } });
const { values } = cli;
const fail: Fail = cli.fail;

function readArgs() {
  const phone = normalizePhone(values.phone ?? '');
  if (!phone) fail(`--phone needs an Uzbek number (+998 and 9 digits), got "${values.phone ?? ''}".`);
  if (!CONSOLE_ROLES.includes(values.role as ConsoleRole)) fail(`--role is operator, seller or owner, got "${values.role ?? ''}".`);
  const role = values.role as ConsoleRole;
  let storeId: number | null = null;
  if (role !== 'operator') {
    if (!values.store || !/^\d{1,9}$/.test(values.store)) fail(`A ${role}'s role needs --store with a store id, got "${values.store ?? ''}".`);
    storeId = Number(values.store);
  } else if (values.store !== undefined) fail('An operator serves every store: leave out --store.');
  return { phone, role, storeId, revoke: values.revoke === true };
}

async function main() {
  const { phone, role, storeId, revoke } = readArgs();
  const url = process.env.DATABASE_URL;
  const where = url ? 'Postgres (DATABASE_URL)' : path.resolve(process.env.DATA_DIR ?? '.data', 'pglite');
  const handle = url ? await openPostgres(url, { max: 1 }) : await openPglite(where);
  const what = role === 'operator' ? 'operator' : `${role} of store ${storeId}`;
  try {
    const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
    if (!user) {
      console.error(`No account has the phone ${phone} in ${where}: sign up in the shop first.`);
      process.exitCode = 1;
      return;
    }
    const actor = cliActor(os.userInfo().username);
    if (revoke) {
      const removed = await handle.db.transaction((tx) => revokeRoleAudited(tx, actor, user.id, role, storeId));
      console.log(removed ? `${phone} is no longer ${what}.` : `${phone} was not ${what}: nothing changed.`);
      return;
    }
    const result = await handle.db.transaction((tx) => grantRoleAudited(tx, actor, user.id, role, storeId));
    if (result === 'unknown_store') {
      console.error(`There is no store ${storeId} in ${where}.`);
      process.exitCode = 1;
    } else if (result === 'granted') console.log(`${phone} is now ${what}.`);
    else if (result === 'already') console.log(`${phone} was already ${what}: nothing changed.`);
    else {
      console.error(`Could not grant the role: ${result}.`);
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
