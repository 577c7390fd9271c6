// One lint configuration for the whole workspace; each project runs `eslint .` against it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // Boundaries: no app imports another app (the shell loads remotes at run time through Module Federation, and
    // what two apps share lives in shared-ui); the API stays apart from the front ends.
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared-ui/**/*.{ts,tsx}', 'api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@usedcars/shell',
                '@usedcars/shell/*',
                '@usedcars/mf-*',
                '@usedcars/api',
                '@usedcars/api/*',
                '**/shell/src/**',
                '**/mf-storefront/**',
                '**/mf-seller/**',
                '**/mf-admin/**',
                '**/api/src/**',
              ],
              message:
                'Apps do not import each other: share through shared-ui, or load a remote at run time through Module Federation.',
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
