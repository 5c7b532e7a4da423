import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxConfig } from './nginx';

/** The generated nginx configuration's parts of ADR 0026: request ids, and no /metrics from outside. */
describe("nginx's configuration", () => {
  const prefix = mkdtempSync(path.join(tmpdir(), 'savat-nginx-'));
  const config = nginxConfig({ prefix, root: '/work/savat', distDir: '/work/savat/.next', listenPort: 8080, instancePorts: [3101, 3102, 3103] });

  it('makes a request id for every request, hands it to the instance, answers it and logs it', () => {
    expect(config).toContain('proxy_set_header X-Request-Id $request_id;');
    // On every answer once: the instance's copy is hidden, nginx's own is added (502s included).
    expect(config).toMatch(/location \/ \{\s+proxy_pass http:\/\/savat;\s+[^}]*proxy_hide_header X-Request-Id;\s+add_header X-Request-Id \$request_id always;/);
    // Its own refusals carry it too.
    expect(config.match(/add_header X-Request-Id \$request_id always;/g)!.length).toBeGreaterThanOrEqual(5);
    expect(config).toMatch(/log_format upstreams '\$upstream_addr \$status \$request_method \$request_time \$request_id';/);
  });

  it('never passes /metrics on: every request it passes comes from loopback, which the instances answer', () => {
    expect(config).toMatch(/location = \/metrics \{[^}]*return 404 '\{"ok":false,"error":\{"code":"not_found"/);
    // Only the instances' ports are proxied: no location sends /metrics anywhere.
    expect(config).not.toMatch(/location[^{]*metrics[^{]*\{[^}]*proxy_pass/);
  });

  const nginx = '/usr/sbin/nginx';
  (existsSync(nginx) ? it : it.skip)('is accepted by nginx -t', () => {
    for (const dir of ['logs', 'tmp']) mkdirSync(path.join(prefix, dir), { recursive: true });
    writeFileSync(path.join(prefix, 'nginx.conf'), config);
    const check = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { encoding: 'utf8' });
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
  });
});
