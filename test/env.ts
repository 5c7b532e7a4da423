import { resetEnvCache } from '@/server/env';

/** Runs with some settings changed (undefined: unset), then puts them back, whatever happens. */
export async function withEnv(changes: Record<string, string | undefined>, run: () => Promise<void>): Promise<void> {
  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
  };
  apply(changes);
  try {
    await run();
  } finally {
    apply(before);
  }
}
