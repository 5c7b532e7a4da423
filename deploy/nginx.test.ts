import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BOARD_EVENTS_PATH, CANCEL_PATH, nginxConfig, type NginxOptions } from './nginx';

const NGINX = '/usr/sbin/nginx';
const withNginx = existsSync(NGINX) ? it : it.skip;

const options = (prefix: string, listenPort: number, instancePorts: number[]): NginxOptions => ({
  prefix,
  root: prefix,
  distDir: path.join(prefix, '.next'),
  listenPort,
  instancePorts,
});

/** The body of the location block that starts with `head` (blocks inside it are not expected). */
function locationBlock(config: string, head: string): string | undefined {
  const start = config.indexOf(`${head} {`);
  if (start < 0) return undefined;
  return config.slice(start + head.length + 2, config.indexOf('}', start));
}

function writeConfig(prefix: string, o: NginxOptions) {
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(prefix, dir), { recursive: true });
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, nginxConfig(o));
  return file;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An instance that dies on every request: reads it, counts it, drops the connection. */
async function dyingInstance() {
  const instance = { hits: 0, port: 0, server: net.createServer() };
  instance.server.on('connection', (socket) =>
    socket.once('data', () => {
      instance.hits += 1;
      socket.destroy();
    }),
  );
  await new Promise<void>((resolve) => instance.server.listen(0, '127.0.0.1', resolve));
  instance.port = (instance.server.address() as net.AddressInfo).port;
  return instance;
}

async function until(ready: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('nginx did not start');
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

describe('the load balancer configuration', () => {
  let prefix: string;
  beforeEach(() => {
    prefix = mkdtempSync(path.join(os.tmpdir(), 'savat-nginx-'));
  });
  afterEach(() => rmSync(prefix, { recursive: true, force: true }));

  it('passes the boards’ events on as they come and keeps their streams open', () => {
    const config = nginxConfig(options('/tmp/savat-nginx', 8080, [3001, 3002]));
    const events = locationBlock(config, `location ^~ ${BOARD_EVENTS_PATH}`);
    expect(events).toMatch(/proxy_buffering off;/);
    expect(events).toMatch(/gzip off;/);
    expect(events).toMatch(/proxy_read_timeout 1h;/);
    expect(locationBlock(config, 'location /')).toMatch(/proxy_pass http:\/\/savat;/);
  });

  it('never retries the shopper’s cancel (a GET that changes an order) on another instance; other GETs still are', () => {
    const config = nginxConfig(options(prefix, 8080, [3101, 3102]));
    const cancel = locationBlock(config, `location ^~ ${CANCEL_PATH}`);
    expect(CANCEL_PATH).toBe('/api/v1/store/order/canceled/');
    expect(cancel).toBeDefined();
    expect(cancel).toMatch(/^\s*proxy_pass http:\/\/savat;$/m);
    expect(cancel).toMatch(/^\s*proxy_next_upstream off;$/m);
    // The rest keeps the retries of an instance that dies (server level, inherited by `location /`).
    expect(config).toMatch(/^\s*proxy_next_upstream error timeout http_502 http_503 http_504;$/m);
    expect(locationBlock(config, 'location /')).not.toMatch(/proxy_next_upstream/);
  });

  withNginx('is a configuration nginx accepts', () => {
    const file = writeConfig(prefix, options(prefix, 8080, [3101, 3102]));
    expect(() => execFileSync(NGINX, ['-t', '-q', '-p', prefix, '-c', file], { stdio: 'pipe' })).not.toThrow();
  });

  withNginx('sends a cancel to one instance only when it fails, where another GET is tried on the next', async () => {
    const instances = await Promise.all([1, 2, 3, 4].map(() => dyingInstance()));
    const port = await freePort();
    const file = writeConfig(
      prefix,
      options(
        prefix,
        port,
        instances.map((i) => i.port),
      ),
    );
    let nginx: ChildProcess | undefined;
    try {
      nginx = spawn(NGINX, ['-p', prefix, '-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
      await until(() => accepts(port));
      const hitsOf = async (pathname: string) => {
        const before = instances.reduce((n, i) => n + i.hits, 0);
        const res = await fetch(`http://127.0.0.1:${port}${pathname}`);
        return { status: res.status, hits: instances.reduce((n, i) => n + i.hits, 0) - before };
      };
      // Each failed instance is left alone for a while (max_fails=1), so each request below meets
      // only instances that have not failed yet: the cancels first.
      expect(await hitsOf('/api/v1/store/order/canceled/7/')).toEqual({ status: 502, hits: 1 });
      // nginx matches locations on the decoded path: an encoded letter is the same cancel.
      expect(await hitsOf('/api/v1/store/order/%63anceled/7')).toEqual({ status: 502, hits: 1 });
      const other = await hitsOf('/api/v1/store/order/7/');
      expect(other.status).toBe(502);
      expect(other.hits).toBeGreaterThanOrEqual(2);
    } finally {
      if (nginx?.pid) {
        const exited = new Promise((resolve) => nginx!.once('exit', resolve));
        nginx.kill('SIGQUIT');
        await exited;
      }
      await Promise.all(instances.map((i) => new Promise((resolve) => i.server.close(resolve))));
    }
  });
});
