import base from './jest.config.mjs';

/**
 * `npm run test:attack`: the suite that attacks the store (test/attack/*.attack.ts). It runs one
 * file at a time, so the races and the flood measure the store rather than each other.
 *
 * Remote mode (`npm run test:attack:cluster`, test/remote.ts): with ATTACK_BASE_URL set the same
 * files attack a running cluster at that address. `@/server/app` is then test/remote-app.ts, whose
 * `app.request` goes over HTTP (test/api.ts `call` and `upload` use it too), and the files that
 * must kill or own the server process are left out, with the reason printed.
 */
const REMOTE_SKIPS = {
  'production-start.attack.ts': "it starts production servers of its own on this clone's build; the cluster's configuration is its own",
  'crash.attack.ts':
    "it kills the API process with SIGKILL mid-burst and restarts it on its own fresh database; a shared cluster is neither killed nor reset by the suite (the cluster's own restart check is `npm run bench:cluster`)",
};

export default async function config() {
  const resolved = await base();
  const attack = { ...resolved, testMatch: ['<rootDir>/test/attack/**/*.attack.ts'], testTimeout: 600_000, maxWorkers: 1 };
  const remote = process.env.ATTACK_BASE_URL;
  if (!remote) return attack;
  // jest may read its configuration twice: say it once.
  if (!globalThis.attackSkipsSaid)
    for (const [file, why] of Object.entries(REMOTE_SKIPS)) console.log(`[attack] remote mode (${remote}): skipping ${file}: ${why}`);
  globalThis.attackSkipsSaid = true;
  return {
    ...attack,
    // First, so that it wins over the '^@/(.*)$' alias. next/jest's compiler has already turned
    // '@/server/app' into a relative path ('../../server/app') by tsconfig's paths, so both forms
    // are matched; test/remote-app.ts itself requires the real module by its absolute path.
    moduleNameMapper: { '^(?:@/|(?:\\.\\./)+)server/app$': '<rootDir>/test/remote-app.ts', ...resolved.moduleNameMapper },
    testSequencer: '<rootDir>/test/remote-sequencer.mjs',
    testPathIgnorePatterns: [...(resolved.testPathIgnorePatterns ?? []), ...Object.keys(REMOTE_SKIPS).map((f) => `/test/attack/${f.replace(/\./g, '\\.')}$`)],
  };
}
