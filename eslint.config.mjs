// One lint configuration for the whole workspace; each project runs `eslint .` against it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/** What the no-Intl rules say, for each of their selectors. */
const NO_INTL =
  'No Intl here: groupDigits / formatDollars (contract/numbers.ts), formatDate (shared-ui/format.ts).';

/** A boundaries selector of the elements of these types. */
const element = (...types) => ({ element: { types: { anyOf: types } } });

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'reports/**',
      '**/test-results/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared-ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Boundaries between packages: the apps (shell and remotes) meet only at run time through Module Federation, so
    // none imports another; what they share is shared-ui (UI) and the contract (the wire types and messages, no UI),
    // which is also all the API shares with them. Inside the API, its modules (the folders of api/src) meet only
    // through their public file, index.ts.
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { typescript: { project: ['*/tsconfig.json'], alwaysTryTypes: true } },
      'boundaries/elements': [
        { type: 'contract', pattern: 'contract', partialMatch: false },
        { type: 'shared-ui', pattern: 'shared-ui', partialMatch: false },
        { type: 'app', pattern: ['shell', 'mf-*'], capture: ['app'], partialMatch: false },
        // Before 'api', which holds the rest of the API (its root files and tests): the first match decides.
        { type: 'api-module', pattern: 'api/src/*', capture: ['module'], partialMatch: false },
        { type: 'api', pattern: 'api', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.type}} may not import {{to.type}}: see the layers in the README',
          policies: [
            { from: element('shared-ui'), allow: { to: element('contract') } },
            { from: element('app'), allow: { to: element('contract', 'shared-ui') } },
            { from: element('api', 'api-module'), allow: { to: element('contract') } },
            // The last matching policy decides: another API module only through its index.ts; common and config
            // (the shared bottom layers) file by file. Within a module, its files import each other freely.
            {
              from: element('api', 'api-module'),
              disallow: { to: element('api-module') },
              message:
                'Import another API module from its public file ({{to.element.captured.module}}/index.ts), not ' +
                '{{to.element.captured.module}}/{{to.element.fileInternalPath}}',
            },
            {
              from: element('api', 'api-module'),
              allow: { to: { element: { types: 'api-module', fileInternalPath: 'index.ts' } } },
            },
            {
              from: element('api', 'api-module'),
              allow: { to: { element: { types: 'api-module', captured: { module: ['common', 'config'] } } } },
            },
            // Except the API's tests, which may reach into a module to test what it keeps to itself.
            {
              from: { element: { types: 'api', fileInternalPath: 'test/**' } },
              allow: { to: element('api-module') },
            },
          ],
        },
      ],
    },
  },
  {
    // The contract is plain types, values and rules that the API and every browser app load: no package at all.
    files: ['contract/src/**/*.ts'],
    ignores: ['contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^[^.]', message: 'The contract imports no package (no React, antd or Nest).' },
          ],
        },
      ],
    },
  },
  {
    // The browser's first Intl call loads its locale data (30-80 ms of main thread): the public pages' code writes
    // numbers with contract/numbers.ts and dates with shared-ui's format.ts. The consoles may (charts, compact money).
    files: [
      'shell/src/**/*.{ts,tsx}',
      'mf-storefront/src/**/*.{ts,tsx}',
      'shared-ui/src/**/*.{ts,tsx}',
      'contract/src/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/src/server/**', '**/server-entry.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message: NO_INTL,
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(toLocaleString|toLocaleDateString|toLocaleTimeString|localeCompare)$/]',
          message: NO_INTL,
        },
      ],
    },
  },
  {
    // Nest injects by the runtime type of constructor parameters: those imports must stay value imports.
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
