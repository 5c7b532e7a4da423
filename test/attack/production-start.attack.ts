/**
 * A production server fails closed (server/env.ts): `npm start` with a development switch on and
 * no ALLOW_DEV_SWITCHES=1 exits 1 before it listens, naming the variable; with ALLOW_DEV_SWITCHES=1
 * it starts, warns, and the switch works (the SMS outbox answers). The real start script on the
 * real build: CI builds before this suite runs.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const PORT = Number(process.env.ATTACK_START_PORT ?? 4330);
const built = existsSync(path.join(ROOT, '.next', 'BUILD_ID'));
// CI always builds first (.ci/run); a developer's run without a build says why it skips.
const run = built || process.env.CI ? describe : describe.skip;
if (!built && !process.env.CI) console.log('production start: skipped, it needs a production build (npm run build)');

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

function start(env: Record<string, string>, until: (out: string) => boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'savat-start-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '-p', String(PORT), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH!,
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      JWT_SECRET: 'attack-only-jwt-secret-0123456789abcdef',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const outcome: Outcome = { code: null, stdout: '', stderr: '' };
  // A server that should have refused and did not must not outlive the test (nor hang it).
  const killer = setTimeout(() => child.kill('SIGKILL'), 100_000);
  const exited = new Promise<Outcome>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ ...outcome, code });
    }),
  );
  const reached = new Promise<boolean>((resolve) => {
    const check = () => until(outcome.stdout + outcome.stderr) && resolve(true);
    child.stdout!.on('data', (d: Buffer) => ((outcome.stdout += d.toString()), check()));
    child.stderr!.on('data', (d: Buffer) => ((outcome.stderr += d.toString()), check()));
    void exited.then(() => resolve(false));
  });
  return {
    exited,
    reached,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether something accepts connections on the port now. */
const listening = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

run('a production start', () => {
  it('refuses DEV_SMS_OUTBOX=1 and exits 1 before it listens, naming the variable', async () => {
    const server = start({ DEV_SMS_OUTBOX: '1' }, () => false);
    // Polled while it runs: the port never opens.
    let opened = false;
    const poll = setInterval(() => void listening().then((yes) => (opened ||= yes)), 50);
    const outcome = await server.exited;
    clearInterval(poll);
    await server.stop();
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toMatch(/^Invalid server configuration: DEV_SMS_OUTBOX: DEV_SMS_OUTBOX=1 is refused in production/m);
    expect(outcome.stdout).not.toContain('ready');
    expect(opened).toBe(false);
  }, 120_000);

  it('refuses DEV_PAYMENTS=1 the same way', async () => {
    const server = start({ DEV_PAYMENTS: '1' }, () => false);
    const outcome = await server.exited;
    await server.stop();
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toMatch(/^Invalid server configuration: DEV_PAYMENTS: /m);
  }, 120_000);

  it('starts with ALLOW_DEV_SWITCHES=1, warns, and the switch is on', async () => {
    const server = start({ DEV_SMS_OUTBOX: '1', ALLOW_DEV_SWITCHES: '1' }, (out) => out.includes('ready on'));
    try {
      expect(await server.reached).toBe(true);
      const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/dev/sms/?phone_number=%2B998901234567`);
      expect(res.status).toBe(200);
      const outcome = await Promise.race([server.exited, new Promise<Outcome>((r) => setTimeout(() => r({ code: null, stdout: '', stderr: '' }), 200))]);
      expect(outcome.code).toBeNull();
    } finally {
      await server.stop();
    }
    const output = (await server.exited).stdout + (await server.exited).stderr;
    expect(output).toMatch(/ALLOW_DEV_SWITCHES=1: production server with development switches on: DEV_SMS_OUTBOX/);
  }, 120_000);
});
