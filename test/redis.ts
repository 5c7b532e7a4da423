import net from 'node:net';

/**
 * The Redis server the tests of the shared caches use: TEST_REDIS_URL, else the machine's own at
 * 127.0.0.1:6379 when one answers. Null when none does: those tests are skipped, so the run passes
 * on a machine without Redis. Each test file works under its own random key prefix.
 */
export async function testRedisUrl(): Promise<string | null> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const { hostname, port } = new URL(url);
  const open = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
  return open ? url : null;
}
