// @ts-check
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';
import tandem from './eslint-rules/command-shape.js';

const CLIENT_INTERNALS = [
  'server',
  'createServerClient',
  'getByLink',
  'keep401',
  'keep429',
  'bodyOf',
  'dataOf',
];
/** From a feature: `../<other feature>/…` or any path through `features/`. */
const OTHER_FEATURE = '^\\.\\./(?!\\.\\./)[^/]+/|(^|/)features/';

/** Writes and cache rules: only web/src/api/<resource>.ts holds them (issue 42). */
const WEB_WRITES = {
  name: '@tanstack/react-query',
  importNames: ['useMutation', 'useQueryClient'],
  message:
    'Writes and cache rules live in web/src/api/<resource>.ts: call its hook (mutate / mutateAsync with UI callbacks) from here.',
};

/** The import rules of one part of web/src outside web/src/api. */
function webImportRules(clientInternals, featurePattern) {
  return [
    'error',
    {
      paths: [WEB_WRITES],
      patterns: [
        {
          regex: '(^|/)api/client(\\.js)?$',
          importNames: clientInternals,
          message: 'Call the server through the module of its resource (web/src/api/<resource>.ts).',
        },
        {
          regex: '/src/domain/',
          message: 'The web imports the contract (src/schemas), never the server domain.',
        },
        ...(featurePattern
          ? [
              {
                regex: featurePattern,
                message: "No feature's files from here: share through components/, lib/ or api/.",
              },
            ]
          : []),
      ],
    },
  ];
}

/**
 * The web interface (docs/architecture.md, "Web"): server calls, writes (`useMutation`) and cache rules
 * (`useQueryClient`) only through web/src/api/<resource>.ts, the contract rather than the server's domain, and no feature importing another feature's files
 * (only web/src/routes.tsx imports the pages).
 */
function webImportBlocks() {
  return [
    {
      files: ['web/src/**/*.{ts,tsx}'],
      ignores: ['web/src/api/**', 'web/src/features/**', 'web/src/routes.tsx'],
      rules: { 'no-restricted-imports': webImportRules(CLIENT_INTERNALS, '(^|/)features/') },
    },
    {
      files: ['web/src/routes.tsx'],
      rules: { 'no-restricted-imports': webImportRules(CLIENT_INTERNALS, null) },
    },
    {
      files: ['web/src/features/**'],
      rules: { 'no-restricted-imports': webImportRules(CLIENT_INTERNALS, OTHER_FEATURE) },
    },
  ];
}

const NO_TRANSACTION = {
  selector: "CallExpression[callee.property.name='transaction']",
  message: 'Open a transaction with inTransaction (src/db/connection.ts), never db.transaction().',
};
const NO_QUERY_BUILDER = {
  selector:
    'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
  message: "Queries live in src/repositories/*, taking the caller's executor or transaction.",
};
const NO_HUB_PUBLISH = {
  selector: "CallExpression[callee.property.name='publish']",
  message:
    'A live change is published by its domain command once the transaction commits (src/domain/live-changes.ts): pass it services.live.*.',
};

export default tseslint.config(
  // The adapters' stand-in executables are plain CommonJS scripts run by node, outside the TypeScript project.
  {
    ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', '.bench/**', 'test/fixtures/**/*.cjs'],
  },
  eslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['it', 'describe', 'test', 'suite', 'before', 'after'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Layering rules (docs/architecture.md, "Transactions: who opens one" and "Where things live").
  {
    // Only src/db opens a transaction (`inTransaction`); everything else receives one.
    files: ['src/**/*.ts'],
    ignores: ['src/db/**'],
    rules: { 'no-restricted-syntax': ['error', NO_TRANSACTION] },
  },
  {
    // SQL lives in src/repositories (and src/db, src/queue, src/webhooks, which own their tables): the
    // domain, the routes, the command line, the jobs, the runner and the clients build no query.
    files: ['src/{domain,jobs,runner,mcp,client,realtime}/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_TRANSACTION, NO_QUERY_BUILDER] },
  },
  {
    // Routes and commands hand the live hubs to the domain command, which publishes once committed.
    files: ['src/{http,cli}/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_TRANSACTION, NO_QUERY_BUILDER, NO_HUB_PUBLISH] },
  },
  {
    // The runner sees the contract (the web's own rule is in webImportBlocks) (src/schemas, the generated client), never the domain.
    files: ['src/runner/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/domain/*', '**/domain'], message: 'Import the contract (src/schemas) instead.' },
          ],
        },
      ],
    },
  },
  {
    // One form for a domain command (issue 42): (tx: Tx, ctx, input); eslint-rules/command-shape.js.
    files: ['src/domain/**/*.ts'],
    plugins: { tandem },
    rules: { 'tandem/command-shape': 'error' },
  },
  {
    // The layers under the domain (docs/architecture.md, "Layers"): the contract, the database, the
    // repositories and the transports are used by the domain and never use it, nor anything above it.
    // Migrations are frozen as they landed (one sanitises with the domain's html.ts).
    files: ['src/{db,schemas,repositories,realtime,mail,webhooks,queue,storage,chat,redis,client}/**/*.ts'],
    ignores: ['src/db/migrations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/domain/*', '**/domain', '**/http/*', '**/cli/*', '**/mcp/*', '**/jobs/*'],
              message:
                'A lower layer is handed what it needs (a function, a shape); it never imports the domain or above.',
            },
          ],
        },
      ],
    },
  },
  {
    // `tandem mcp` is started by the command line; what both need lives in src/client.
    files: ['src/mcp/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/cli/*'], message: 'Share through src/client (connection, exit codes).' }],
        },
      ],
    },
  },
  ...webImportBlocks(),
  {
    // Short functions (issue 31): a page is composed of named parts and hooks, not one long render.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
);
