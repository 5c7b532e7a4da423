import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prometheusArgs, prometheusConfig } from './prometheus';

/** `npm run cluster -- up --metrics` (ADR 0026): Prometheus's configuration and command line. */
describe("the cluster's Prometheus", () => {
  it('scrapes /metrics of every instance on its loopback port', () => {
    const yml = prometheusConfig({ instancePorts: [3101, 3102, 3103] });
    expect(yml).toContain('scrape_interval: 5s');
    expect(yml).toMatch(
      /- job_name: savat\n\s+metrics_path: \/metrics\n\s+scheme: http\n\s+static_configs:\n\s+- targets:\n\s+- 127\.0\.0\.1:3101\n\s+- 127\.0\.0\.1:3102\n\s+- 127\.0\.0\.1:3103\n$/,
    );
    // YAML: spaces only, the targets under `targets:`.
    expect(yml).not.toContain('\t');
    expect(prometheusConfig({ instancePorts: [4001], scrapeIntervalSeconds: 15 })).toContain('scrape_interval: 15s');
  });

  const promtool = '/usr/bin/promtool';
  (existsSync(promtool) ? it : it.skip)('is a configuration promtool accepts', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'savat-prometheus-')), 'prometheus.yml');
    writeFileSync(file, prometheusConfig({ instancePorts: [3101, 3102] }));
    const check = spawnSync(promtool, ['check', 'config', file], { encoding: 'utf8' });
    expect({ status: check.status, out: check.stdout + check.stderr }).toEqual({ status: 0, out: expect.stringContaining('SUCCESS') });
  });

  it('keeps its data in the run folder and listens on loopback only', () => {
    expect(prometheusArgs({ configFile: '/run/prometheus.yml', dataDir: '/run/prometheus', port: 9091 })).toEqual([
      '--config.file=/run/prometheus.yml',
      '--storage.tsdb.path=/run/prometheus',
      '--storage.tsdb.retention.time=2d',
      '--web.listen-address=127.0.0.1:9091',
      '--log.level=warn',
    ]);
  });
});
