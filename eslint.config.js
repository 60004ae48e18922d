import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Components read data through their feature's api/ folder. The borders between layers, the domain's
 * contexts and the features are dependency-cruiser's (.dependency-cruiser.cjs).
 * @type {import('eslint').Linter.Config}
 */
const componentsReadThroughApi = {
  files: ['src/**/components/**/*.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['firebase/firestore'], message: 'Components read data through a feature api/ module.' },
        ],
      },
    ],
  },
};

/**
 * One zod for the PWA, the service worker and the functions: the tree-shakable zod/mini (decision 051);
 * and one way from a schema to a form's rules, which loads the English they speak (decision 053).
 */
/** @type {import('eslint').Linter.Config} */
const oneZod = {
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        // The selector's regex cannot hold a bare slash: \u002F is the one in zod/v4.
        selector: 'ImportDeclaration[source.value=/^zod(\\u002Fv4)?$/]',
        message: 'Write schemas with zod/mini (docs/decisions/051-zod-mini.md).',
      },
      {
        selector:
          "ImportDeclaration[source.value='@mantine/form'] ImportSpecifier[imported.name='schemaResolver']",
        message: 'Use formRules (src/lib/schema-sentences.ts): it loads the English the rules speak.',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      'functions/lib',
      'functions/node_modules',
      'node_modules',
      'playwright-report',
      'test-results',
      '.emulators',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  componentsReadThroughApi,
  oneZod,
  {
    // dependency-cruiser reads its configuration with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
