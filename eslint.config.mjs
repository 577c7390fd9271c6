// One lint configuration for the whole workspace; each project runs `eslint .` against it.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/** What the no-Intl rules say, for each of their selectors. */
const NO_INTL =
  'No Intl here: groupDigits / formatDollars (contract/numbers.ts), formatDate (shared-ui/format.ts).';

/** react-router-dom's exports that the browser builds do not share (shared-ui/src/mf/react-router-browser.json). */
const ROUTER_LEFT_OUT = JSON.parse(
  readFileSync(new URL('./shared-ui/src/mf/react-router-browser.json', import.meta.url), 'utf8'),
).leftOut;

/** The no-restricted-imports paths of the browser builds (repeated where a later block sets the rule again). */
const ROUTER_PATHS = [
  {
    name: 'react-router-dom',
    importNames: ROUTER_LEFT_OUT,
    message:
      "Not in the browser builds' shared react-router-dom (shared-ui/src/mf/react-router-browser.json).",
  },
];

/** A boundaries selector of the elements of these types. */
const element = (...types) => ({ element: { types: { anyOf: types } } });

/** A boundaries selector of these API modules (the folders of api/src). */
const apiModules = (modules) => ({ element: { types: 'api-module', captured: { module: modules } } });

/** The API's folders, lowest layer first (also read by api/src/architecture.spec.ts, which says why). */
const API_LAYERS = JSON.parse(readFileSync(new URL('./api/src/layers.json', import.meta.url), 'utf8')).layers;

/** A feature's public file, the one file of it that another feature may import. */
const FEATURE_INDEX = {
  element: {
    types: 'feature',
    path: '{{from.element.captured.app}}/src/features/*',
    fileInternalPath: ['index.ts', 'index.tsx'],
  },
};

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
    // through their public file, index.ts, and each imports only modules of lower layers (api/src/layers.json).
    // Inside an app, a feature (src/features/<name>) imports another only through its index.ts, and nothing of
    // the app around it (its pages and routes import the features, not the other way round).
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'import/resolver': {
        typescript: { project: ['*/tsconfig.json', 'tools/*/tsconfig.json'], alwaysTryTypes: true },
      },
      'boundaries/elements': [
        { type: 'contract', pattern: 'contract', partialMatch: false },
        { type: 'shared-ui', pattern: 'shared-ui', partialMatch: false },
        // Before 'app' (the first match decides): each feature inside an app is an element of its own.
        { type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'], partialMatch: false },
        { type: 'app', pattern: ['shell', 'mf-*'], capture: ['app'], partialMatch: false },
        // Before 'api', which holds the rest of the API (its root files and tests): the first match decides.
        { type: 'api-module', pattern: 'api/src/*', capture: ['module'], partialMatch: false },
        { type: 'api', pattern: 'api', partialMatch: false },
        { type: 'web-server', pattern: 'tools/web-server', partialMatch: false },
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
            { from: element('app', 'feature'), allow: { to: element('contract', 'shared-ui') } },
            // An app's own files use its features; a feature another one only through its index.ts.
            {
              from: element('app'),
              allow: { to: { element: { types: 'feature', path: '{{from.element.path}}/src/features/*' } } },
            },
            {
              from: element('feature'),
              disallow: { to: element('app') },
              message:
                'A feature imports nothing of the app around it ({{to.element.fileInternalPath}}): the app imports ' +
                'the features',
            },
            {
              from: element('feature'),
              disallow: { to: element('feature') },
              message:
                'Import another feature of this app from its public file ' +
                '({{to.element.captured.feature}}/index.ts), not {{to.element.captured.feature}}/' +
                '{{to.element.fileInternalPath}}',
            },
            {
              from: element('feature'),
              allow: { to: FEATURE_INDEX },
            },
            {
              from: element('feature'),
              disallow: {
                to: { element: { types: 'feature', path: '!{{from.element.captured.app}}/src/features/*' } },
              },
              message: "An app's feature may not import another app's: apps meet only at run time",
            },
            // A feature's tests may render the app's pages and use its test helpers.
            {
              from: { element: { types: 'feature' }, file: { categories: 'test' } },
              allow: { to: { element: { types: 'app', path: '{{from.element.captured.app}}' } } },
            },
            { from: element('api', 'api-module'), allow: { to: element('contract') } },
            // The public pages' server types their heads by the contract and writes prices with its functions.
            { from: element('web-server'), allow: { to: element('contract') } },
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
              allow: { to: apiModules(['common', 'config']) },
            },
            // A module imports only modules of lower layers.
            ...API_LAYERS.map((modules, layer) => ({
              from: apiModules(modules),
              disallow: { to: apiModules(API_LAYERS.slice(layer).flat()) },
              message:
                'The API module {{from.element.captured.module}} may import only modules of lower layers ' +
                '(api/src/layers.json), not {{to.element.captured.module}}',
            })),
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
    // The browser's first Intl call loads its locale data (a long main-thread task): the public pages' code writes
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
    // The browser builds share react-router-dom without its server and data-router exports: in a page they would
    // be undefined. The server render (src/server/, server-entry.ts) has the whole package.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/server/**', '**/server-entry.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_PATHS,
        },
      ],
    },
  },
  {
    // shared-ui imports its own modules by package name: Module Federation shares the ones with state
    // (SHARED_UI_SINGLE_INSTANCE in mf/shared.ts) by that name, and a relative import would bundle a private copy
    // into the app that made it (a second auth store, another ApiError class). Its tests import what they test
    // (jest maps the package name to the same file), and mf/ is the builds' configuration and plain data.
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/**/*.test.{ts,tsx}', 'shared-ui/src/mf/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // After the browser builds' block, which sets this rule too: the last block's options win.
          paths: ROUTER_PATHS,
          patterns: [
            {
              regex: '^\\.',
              message:
                "Import shared-ui's own modules by package name ('@usedcars/shared-ui/...'), not by a relative path.",
            },
          ],
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
