import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ATTACK_BASE_URL } from '../remote';

/**
 * Starts test/attack/api-process.ts on `port` and resolves once it listens. In remote mode
 * (test/remote.ts) nothing is started: `port` must be the cluster's (ATTACK_PORT), so the flood of
 * limits.attack.ts goes through nginx to the running instances; then there is no child to stop.
 */
export async function startApi(port: number, env: Record<string, string>): Promise<ChildProcess | undefined> {
  if (ATTACK_BASE_URL) {
    const cluster = new URL(ATTACK_BASE_URL);
    if (cluster.hostname !== '127.0.0.1' || Number(cluster.port) !== port)
      throw new Error(`remote mode: the attack would start its own server on 127.0.0.1:${port}; set ATTACK_PORT to the cluster's port (${ATTACK_BASE_URL})`);
    console.log(`[attack] remote mode: no API process started, the attack goes to the cluster at ${ATTACK_BASE_URL}`);
    return undefined;
  }
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(__dirname, 'api-process.ts')], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'production', SEED_DEMO: '0', LOG_LEVEL: 'silent', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API process did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => reject(new Error(`API process exited with ${code}:\n${output}`)));
  });
  return child;
}

export function stopApi(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
