import base from './jest.config.mjs';

/**
 * `npm run test:attack`: the suite that attacks the store (test/attack/*.attack.ts). It runs one
 * file at a time, so the races and the flood measure the store rather than each other.
 */
export default async function config() {
  const resolved = await base();
  return { ...resolved, testMatch: ['<rootDir>/test/attack/**/*.attack.ts'], testTimeout: 600_000, maxWorkers: 1 };
}
