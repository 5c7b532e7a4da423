import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';

const __dirname = dirname(fileURLToPath(import.meta.url));
const compat = new FlatCompat({ baseDirectory: __dirname });

const eslintConfig = [
  {
    ignores: ['node_modules/**', '.next/**', 'out/**', 'coverage/**', 'playwright-report/**', 'test-results/**', '.data*/**', 'next-env.d.ts', 'drizzle/**'],
  },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  {
    // Cycle detection reads imported files; never parse the (huge, bundled) dependencies.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      // `_name` marks a deliberately unused binding; rest siblings pick fields out of an object.
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A cycle makes module start-up order matter; keep the layers of DESIGN.md one-way.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // lib/api is read by server pages: a value import of React Query there makes every page load
    // all of it (lib/api/query-options.ts says why). Types are fine.
    files: ['lib/api/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@tanstack/react-query', message: 'Use ./query-options (a value import loads React Query on every page).', allowTypeImports: true }] },
      ],
    },
  },
];

export default eslintConfig;
