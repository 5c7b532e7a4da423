import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Starts test/attack/api-process.ts on `port` and resolves once it listens. */
export async function startApi(port: number, env: Record<string, string>): Promise<ChildProcess> {
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
