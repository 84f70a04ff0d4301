// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const BROWSER_CODE = ['public-site/app/**', 'public-site/client/**', 'admin-desktop/renderer/src/**'];

/**
 * The direction of the layers (docs/development.md#layers): routes and http (Koa) on top, then the
 * services and what they use, then db/, and shared/ beneath everything. An import that points the
 * other way is an error.
 */
const PRODUCT_ALIASES = ['@server', '@db', '@public-site', '@admin', '@desktop', '@tests', '@tools'];
/** `from` may not import these folders, by alias or by a relative path that climbs `depth` folders. */
function layer(files, folders, depth, message, extra = []) {
  const climb = '\\.\\./'.repeat(depth);
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(folders.length > 0
              ? [{ group: folders.flatMap((alias) => [alias, `${alias}/**`]), message }]
              : []),
            ...(depth > 0 ? [{ regex: `^${climb}`, message }] : []),
            ...extra,
          ],
        },
      ],
    },
  };
}
const KOA = {
  group: ['koa', 'koa-*', '@koa/*'],
  message: 'Only routes/, http/, middlewares/ and app.ts know Koa.',
};
const ABOVE = {
  regex: '^((\\.\\.?/)+|@server/)(http|routes|middlewares)/|^((\\.\\.?/)+|@server/)app\\.js$',
  caseSensitive: true,
  message: 'Services and what they use never reach up to routes/, http/, middlewares/ or app.ts.',
};
const APART = 'public-site/ and admin-desktop/ never import each other: what both need lives in shared/.';
/**
 * Engine differences live in db/ (docs/development.md#layers): outside it, no database driver, and
 * of db/engines/ only its entry point, which picks the engine.
 */
const ENGINES = [
  {
    group: ['pg', 'pg/**', 'sqlite3', 'sqlite3/**'],
    message: 'Only db/ talks to a database driver: ask db/ (dialect.ts, engines/index.ts) instead.',
  },
  {
    regex: '^(@db/|(\\.\\./)+db/)engines/(?!index\\.js$)',
    message: 'Outside db/, the engines are reached through @db/engines/index.js only.',
  },
];
const SERVER_BELOW_HTTP = [
  'server/services/**',
  'server/auth/**',
  'server/content-types/**',
  'server/presenters/**',
  'server/jobs/**',
  'server/mail/**',
  'server/render/**',
  'server/cli/**',
];

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
  // db/ is below the server: it never imports it (nor anything else of the product but shared/).
  layer(
    ['db/**'],
    PRODUCT_ALIASES.filter((alias) => alias !== '@db'),
    0,
    'db/ imports only shared/.',
    [
      {
        regex: '^(\\.\\./)+(server|public-site|admin-desktop|tests|tools)/',
        message: 'db/ imports only shared/.',
      },
    ],
  ),
  // shared/ is beneath everything: it imports nothing of the product outside itself.
  layer(['shared/*.ts'], PRODUCT_ALIASES, 1, 'shared/ imports nothing outside shared/.'),
  layer(['shared/*/*.ts'], PRODUCT_ALIASES, 2, 'shared/ imports nothing outside shared/.'),
  // The public site and the control centre (with its desktop shell) never import each other, nor
  // a database driver (one rule a file: a later one for the same files would replace it).
  layer(['public-site/**'], ['@admin', '@desktop'], 0, APART, [
    { regex: '^(\\.\\.?/)+admin-desktop(/|$)', message: APART },
    ...ENGINES,
  ]),
  layer(['admin-desktop/**'], ['@public-site'], 0, APART, [
    { regex: '^(\\.\\.?/)+public-site(/|$)', message: APART },
    ...ENGINES,
    // The bundle gets the declarations precomputed, without their validators (vite.config.ts):
    // of shared/api only the registry and endpoint.ts are imported as values, the rest as types.
    {
      regex: '^@shared/api/(?!index\\.js$|endpoint\\.js$)',
      allowTypeImports: true,
      message:
        'The control centre reads the API through api/client.ts: shared/api/index.js (API) and endpoint.js.',
    },
  ]),
  // The floors that know Koa: no database driver, no engine of db/engines/ but its entry point.
  layer(
    [
      'server/routes/**',
      'server/http/**',
      'server/middlewares/**',
      'server/app.ts',
      'server/start.ts',
      'server/main.ts',
    ],
    [],
    0,
    '',
    ENGINES,
  ),
  // Below routes/ and http/: no Koa, and nothing from the floors above (nor a database driver).
  layer(SERVER_BELOW_HTTP, [], 0, '', [KOA, ABOVE, ...ENGINES]),
  {
    files: ['server/*.ts'],
    ignores: ['server/app.ts', 'server/start.ts', 'server/main.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [KOA, ABOVE, ...ENGINES] }] },
  },
  {
    // Browser tests and the desktop harness run code in the page as well.
    files: ['tests/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The configuration module (with the environment reader it shares with the development tools)
    // is the one place of the product that reads the environment; the test and development
    // tooling read their own variables.
    files: [
      'server/config.ts',
      'server/environment.ts',
      'vitest.config.ts',
      'vite.config.ts',
      'playwright.config.ts',
      'tests/**',
      'tools/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
