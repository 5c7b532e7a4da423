import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const CONTRACT_TYPES_ONLY = {
  group: ['@/lib/contract/*', '!@/lib/contract/*values', '../contract/*', '!../contract/*values', '../../contract/*', '!../../contract/*values'],
  allowTypeImports: true,
  message: 'Import types only (`import type`); plain values come from lib/contract/values, order-values and support-values.',
};

const NO_ZOD = 'zod is for the server (about 20 kB gzip in a page): schemas go in lib/contract, built on the plain rules of lib/domain.';

const NO_ZOD_PATHS = ['zod', '@hono/zod-openapi'].map((name) => ({ name, allowTypeImports: true, message: NO_ZOD }));

const NO_NEXT_INTERNALS = "next/dist/... is Next's internals, which change without notice: use what Next documents.";

const CACHE_DOOR = 'Caches forget through cachesForget() of server/services/cache-invalidation.ts: say what changed.';

const NOT_THE_CLIENT = {
  group: ['@/lib/api/*', '../api/*', '../../lib/api/*'],
  message: 'The server and the shared rules do not use the storefront client: take shapes from lib/contract.',
};

const eslintConfig = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      '.data*/**',
      'next-env.d.ts',
      'lib/contract/openapi.gen.ts',
      'drizzle/**',
      'public/sw.js*',
      'public/swe-worker*',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // The files Next's config lints (its plugins are defined for those only).
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      // `_name` marks a deliberately unused binding; rest siblings pick fields out of an object.
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Import cycles are found by `npm run lint:cycles` (dpdm, run beside ESLint by `npm run lint`): the same
      // check as import/no-cycle (type-only imports aside, dynamic imports counted) in 8 s instead
      // of the 38 s the rule took inside ESLint.
      // The React Compiler's rules, which eslint-plugin-react-hooks 7 (with eslint-config-next 16)
      // turns on. The compiler is not on here, and 15 places written before these rules break
      // them on purpose (a state set in an effect from a query's answer, a ref kept current during
      // render for a handler); they are off until the compiler is turned on and they are rewritten.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/purity': 'off',
    },
  },
  {
    // One door for cache invalidation: say what changed (server/services/cache-invalidation.ts),
    // never clear a cache by hand, so that every layer forgets together.
    ignores: ['server/services/cache-invalidation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/cache', importNames: ['revalidateTag', 'revalidatePath', 'unstable_expireTag', 'unstable_expirePath'], message: CACHE_DOOR }],
          patterns: [{ group: ['**/count-cache'], importNames: ['forgetLists', 'forgetCounts'], message: CACHE_DOOR }],
        },
      ],
    },
  },
  {
    // Code that runs in the browser takes the contract's types only (lib/contract's schemas load
    // zod); its plain values (enums, limits) come from lib/contract/*values.ts, which are zod-free,
    // and it never imports zod itself (lib/domain's rules included: the browser runs them). A shop
    // form that checks with a contract schema loads it on demand, with `import()`, which this rule
    // does not stop: zod then loads with the form's first check (components/forms/contract-form.ts).
    files: ['components/**/*.{ts,tsx}', 'lib/{api,domain,stores,i18n,seo,media}/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: NO_ZOD_PATHS,
          patterns: [CONTRACT_TYPES_ONLY],
        },
      ],
    },
  },
  {
    // The console's forms check with the contract's own schemas (React Hook Form with
    // components/forms/contract-form.ts), so the console and the form helpers may import
    // lib/contract's values: zod then loads in the console's bundle only, which the shop's pages
    // never import. zod itself still comes through lib/contract, never imported here directly.
    files: ['components/console/**/*.{ts,tsx}', 'components/forms/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: NO_ZOD_PATHS }] },
  },
  {
    // The layers of DESIGN.md: the API's server, the contract and the shared rules never depend
    // on the storefront's API client.
    files: ['server/**/*.ts', 'lib/contract/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NOT_THE_CLIENT] }] },
  },
  {
    files: ['lib/domain/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: NO_ZOD_PATHS, patterns: [NOT_THE_CLIENT, CONTRACT_TYPES_ONLY] }] },
  },
  {
    // lib/api is read by server pages: a value import of React Query there makes every page load
    // all of it (lib/api/query-options.ts says why). Types are fine.
    files: ['lib/api/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@tanstack/react-query', message: 'Use ./query-options (a value import loads React Query on every page).', allowTypeImports: true },
            ...NO_ZOD_PATHS,
          ],
          patterns: [CONTRACT_TYPES_ONLY],
        },
      ],
    },
  },
  {
    // Next's internals (next/dist/...) change between minor versions without notice: every use of
    // Next goes through what it documents (next, next/cache, next/server, next/navigation,
    // next/experimental/testing/server, the cache handler interface). One test still reaches in:
    // safe.test.ts runs orNull inside Next's render stores to prove that a failed render is not
    // cached (ADR 0040). Nothing else may.
    files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
    ignores: ['lib/api/safe.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ImportExpression', 'ExportAllDeclaration', 'ExportNamedDeclaration'].map((node) => ({
          selector: `${node}[source.value=/^next\\/dist\\//]`,
          message: NO_NEXT_INTERNALS,
        })),
        { selector: "CallExpression[callee.name='require'][arguments.0.value=/^next\\/dist\\//]", message: NO_NEXT_INTERNALS },
      ],
    },
  },
];

export default eslintConfig;
