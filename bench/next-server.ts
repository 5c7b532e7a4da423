/**
 * `next start` of this clone's production build for the benchmarks, on a PostgreSQL database, and
 * the peak RSS of its process tree while a load runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type autocannon from 'autocannon';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * autocannon's `requests` for a load whose every request has a new path and body (the cold mixes
 * that the caches rarely answer), or undefined for the same request each time.
 */
export function variedRequests(vary: (() => { path: string; body?: object }) | undefined) {
  if (!vary) return undefined;
  return [
    {
      setupRequest: (req: autocannon.Request) => {
        const next = vary();
        return { ...req, path: next.path, body: next.body ? JSON.stringify(next.body) : undefined };
      },
    },
  ];
}

export interface NextServer {
  port: number;
  pid: number;
  stop: () => Promise<void>;
}

export async function startNext(port: number, databaseUrl: string): Promise<NextServer> {
  if (!existsSync(path.join('.next', 'BUILD_ID'))) throw new Error('No production build: run `npm run build` first.');
  const child: ChildProcess = spawn(path.join('node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      // As `npm start` runs it: a 256 MB old-space cap keeps V8 collecting before the process grows
      // past the memory budget (350 MB RSS) under load.
      NODE_OPTIONS: `--max-old-space-size=256 ${process.env.NODE_OPTIONS ?? ''}`,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: process.env.JWT_SECRET ?? 'bench-only-jwt-secret-0123456789abcdef',
      LOG_LEVEL: 'error',
      SEED_DEMO: '0',
      // The floor pages (lib/http/bench-floor.ts): a development switch, allowed in this
      // benchmark's own production server only.
      BENCH_PAGES: '1',
      ALLOW_DEV_SWITCHES: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error('next start exited before it answered');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health/`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 60_000) throw new Error('next start did not answer within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    pid: child.pid!,
    stop: async () => {
      if (exited) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
      if (!exited) child.kill('SIGKILL');
    },
  };
}

/** The pids of a process and all its descendants. */
function tree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      /* gone */
    }
  }
  const out = [root];
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]) ?? []));
  return out;
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Samples the tree's total RSS every 100 ms until stopped; returns the peak in MB. */
export function sampleRss(root: number): () => number {
  let peak = 0;
  const sample = () => {
    peak = Math.max(
      peak,
      tree(root).reduce((sum, pid) => sum + rssKb(pid), 0),
    );
  };
  sample();
  const timer = setInterval(sample, 100);
  return () => {
    clearInterval(timer);
    sample();
    return Math.round(peak / 1024);
  };
}

/** CPU time (user + system, ms) used so far by a process tree. */
export function cpuMs(root: number): number {
  const tick = 10; // USER_HZ is 100 on Linux
  let total = 0;
  for (const pid of tree(root)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick; // utime, stime
    } catch {
      /* gone */
    }
  }
  return total;
}

/**
 * Waits until the server is idle (under 10 % of a core for 300 ms, at most 20 s): requests that
 * autocannon gave up on at the end of a case are still being answered, and must not load the next.
 */
export async function waitIdle(root: number): Promise<void> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const before = cpuMs(root);
    await new Promise((r) => setTimeout(r, 300));
    if (cpuMs(root) - before < 30) return;
  }
}

export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
