/**
 * The API alone in a process of its own, for the attacks that need a real server to kill or flood:
 * `node --conditions=react-server --import tsx test/attack/api-process.ts`. Env: PORT, and the
 * server's usual configuration (DATABASE_URL, JWT_SECRET...). Prints "ready" once it listens.
 */
import { serve } from '@hono/node-server';
import { app } from '@/server/app';
import { getDb } from '@/server/bootstrap';

async function main() {
  const port = Number(process.env.PORT ?? 4300);
  await getDb();
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log('ready'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
