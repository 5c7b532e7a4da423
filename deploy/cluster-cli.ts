/** `npm run cluster -- up|restart|status|down`: the command line of deploy/cluster.ts (see there). */
import { alive, down, nginxPid, readState, rollingRestart, RUN, up } from './cluster';

function arg(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
}

/** Every value of a repeatable option (`--env A=1 --env B=2`). */
function args(name: string): string[] {
  return process.argv.flatMap((a, i) => (a === `--${name}` && process.argv[i + 1] ? [process.argv[i + 1]!] : []));
}

async function main() {
  const command = process.argv[2];
  if (command === 'up') {
    const state = await up({
      instances: Number(arg('instances', '2')),
      listenPort: Number(arg('port', '8080')),
      products: Number(arg('products', '2000')),
      replica: process.argv.includes('--replica'),
      firstPort: Number(arg('first-port', '3101')),
      // `--env JOBS=off`: settings added to every instance's environment.
      extraEnv: {
        // An access line per request in each instance's log (ADR 0026); the benchmarks run quieter.
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        ...Object.fromEntries(
          args('env').map((kv) => {
            const at = kv.indexOf('=');
            if (at < 1) throw new Error(`--env ${kv}: expected NAME=value`);
            return [kv.slice(0, at), kv.slice(at + 1)];
          }),
        ),
      },
      // Off unless asked: believing a client's X-Forwarded-For lets it pick its rate-limit address.
      trustForwardedFrom: args('trust-forwarded-from'),
      // Prometheus scraping every instance's /metrics (deploy/prometheus.ts).
      metrics: process.argv.includes('--metrics') ? { port: Number(arg('metrics-port', '9090')) } : undefined,
    });
    console.log(
      `[cluster] ${state.instances.length} instances (ports ${state.instances.map((i) => i.port).join(', ')}) behind nginx at http://127.0.0.1:${state.listenPort}`,
    );
    console.log(
      `[cluster] database ${state.env.DATABASE_URL}${state.env.DATABASE_REPLICA_URL ? `, replica ${state.env.DATABASE_REPLICA_URL}` : ''}, Redis ${state.env.REDIS_URL}; logs in ${RUN}/logs`,
    );
    if (state.trustForwardedFrom?.length)
      console.log(`[cluster] nginx believes X-Forwarded-For from ${state.trustForwardedFrom.join(', ')} (a test cluster's setting)`);
    if (state.prometheus)
      console.log(
        `[cluster] Prometheus at http://127.0.0.1:${state.prometheus.port} scrapes ${state.instances.map((i) => `127.0.0.1:${i.port}/metrics`).join(', ')}`,
      );
  } else if (command === 'down') {
    await down();
    console.log('[cluster] stopped');
  } else if (command === 'restart') {
    await rollingRestart((i) => console.log(`[cluster] instance on ${i.port} restarted`));
  } else if (command === 'status') {
    const state = readState();
    if (!state) return console.log('[cluster] not started');
    console.log(`nginx: ${nginxPid() ? `running at http://127.0.0.1:${state.listenPort}` : 'stopped'}`);
    for (const i of state.instances) console.log(`instance ${i.port}: ${alive(i.pid) ? `running (pid ${i.pid})` : 'stopped'}`);
    if (state.prometheus) console.log(`prometheus: ${alive(state.prometheus.pid) ? `running at http://127.0.0.1:${state.prometheus.port}` : 'stopped'}`);
  } else {
    console.log(
      'Usage: npm run cluster -- up [--instances N] [--port 8080] [--first-port 3101] [--products N] [--replica] [--metrics [--metrics-port 9090]] [--env NAME=value]... [--trust-forwarded-from 127.0.0.1]... | restart | status | down',
    );
    process.exitCode = command ? 1 : 0;
  }
}

main().catch((error) => {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
