import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that jest must transform (they ship no CommonJS build).
const esmPackages = ['ky', 'jose', 'next-intl', 'use-intl', '@formatjs', 'intl-messageformat', '@electric-sql/pglite', 'hono', '@hono'];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/.data/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/empty-module.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  // Database-backed files migrate a fresh database each; give them room on a 2-core machine.
  testTimeout: 60_000,
  maxWorkers: 2,
};

// next/jest puts its own transformIgnorePatterns first; replace them so ESM packages are compiled.
const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return resolved;
};

export default jestConfig;
