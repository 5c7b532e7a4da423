/**
 * Prometheus for the cluster (ADR 0026): `npm run cluster -- up --metrics` starts Debian's
 * `/usr/bin/prometheus` with this configuration, scraping every instance's `/metrics` directly on
 * its loopback port (an instance answers its own machine without a token; nginx never passes
 * `/metrics` on). Its data and log live in the cluster's run folder.
 */
import { existsSync } from 'node:fs';
import net from 'node:net';

export const PROMETHEUS = '/usr/bin/prometheus';

export const prometheusInstalled = () => existsSync(PROMETHEUS);

export interface PrometheusOptions {
  instancePorts: number[];
  /** How often each instance is asked (Prometheus's default is a minute; a test run wants seconds). */
  scrapeIntervalSeconds?: number;
}

/** prometheus.yml: one job, `savat`, with a static target per instance. */
export function prometheusConfig(o: PrometheusOptions): string {
  const interval = `${o.scrapeIntervalSeconds ?? 5}s`;
  return `# Written by deploy/cluster.ts (npm run cluster -- up --metrics): edit deploy/prometheus.ts, not this file.
global:
  scrape_interval: ${interval}
  scrape_timeout: ${interval}
  evaluation_interval: 15s

scrape_configs:
  - job_name: savat
    metrics_path: /metrics
    scheme: http
    static_configs:
      - targets:
${o.instancePorts.map((port) => `          - 127.0.0.1:${port}`).join('\n')}
`;
}

/** The command line of Prometheus for a run folder. */
export function prometheusArgs(o: { configFile: string; dataDir: string; port: number; retention?: string }): string[] {
  return [
    `--config.file=${o.configFile}`,
    `--storage.tsdb.path=${o.dataDir}`,
    // A look at the cluster, not an archive.
    `--storage.tsdb.retention.time=${o.retention ?? '2d'}`,
    `--web.listen-address=127.0.0.1:${o.port}`,
    '--log.level=warn',
  ];
}

/** `preferred` when nothing listens there, else a port the system picks. */
export async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        const got = typeof address === 'object' && address ? address.port : null;
        server.close(() => resolve(got));
      });
    });
  return (await tryPort(preferred)) ?? (await tryPort(0))!;
}
