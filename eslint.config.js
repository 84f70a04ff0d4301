// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const BROWSER_CODE = ['public-site/app/**', 'public-site/client/**', 'admin-desktop/renderer/src/**'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'out/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      '.tsbuild/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/config.ts.' },
      ],
    },
  },
  {
    // Rules that need the types: a promise nobody awaits loses its error.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Koa's callback and Knex's query callbacks are promise-returning by design.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: BROWSER_CODE,
    languageOptions: { globals: globals.browser },
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Code both sides run: nothing only a browser has.
    // (Node's globals are kept out of shared/ by its TypeScript project, tsconfig.shared.json.)
    files: ['shared/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({
          name,
          message: 'shared/ runs in Node too.',
        })),
      ],
    },
  },
  {
    // Browser tests and the desktop harness run code in the page as well.
    files: ['tests/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The configuration module is the one place of the product that reads the environment; the
    // test and development tooling read their own variables.
    files: [
      'server/config.ts',
      'vitest.config.ts',
      'vite.config.ts',
      'playwright.config.ts',
      'tests/**',
      'tools/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
