import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that jest must transform (they ship no CommonJS build).
const esmPackages = ['ky', 'jose', 'next-intl', 'use-intl', '@formatjs', 'intl-messageformat', '@electric-sql/pglite', 'hono', '@hono'];

/** @type {import('jest').Config} */
const config = {
  // Node's, ending what a file started on the worker process when the file ends (test/environment.mjs).
  testEnvironment: '<rootDir>/test/environment.mjs',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/.data/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/empty-module.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  // Names the run, whose seeded databases the files copy instead of seeding each (test/run.ts).
  globalSetup: '<rootDir>/test/run-setup.ts',
  globalTeardown: '<rootDir>/test/run-teardown.ts',
  // Database-backed files open a fresh database each; give them room on a 2-core machine.
  testTimeout: 60_000,
  // Four workers on two cores: a file waits on its database often enough for another to use the
  // core. On the embedded database here: 3 workers 212 s, 4 198 s (before the environment above
  // stopped each file's heap outliving it: 2 396 s, 3 364 s, 4 324–331 s).
  maxWorkers: 4,
  // Jest 30 "soft-deletes" what a file left on globalThis when the file ends. The server keeps
  // state there on purpose (one copy across Next's bundles: web-vitals.ts, tallies.ts), and an
  // unref'd flush timer that fires after the file ended then writes to a soft-deleted property,
  // whose setter calls itself until the stack overflows (jest-util deleteProperty): a whole file
  // failed that way in CI. Each file runs in its own context anyway, so nothing is left to clean.
  testEnvironmentOptions: { globalsCleanup: 'off' },
};

// next/jest puts its own transformIgnorePatterns first; replace them so ESM packages are compiled.
const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return resolved;
};

export default jestConfig;
