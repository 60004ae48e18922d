import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries: the domain stays pure; features reach each other only through their api/ folders. */
/**
 * @param {string[]} files
 * @param {string} outside the relative import that leaves src/domain from those files
 * @returns {import('eslint').Linter.Config}
 */
const domainIsPure = (files, outside) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['react', 'react-*', '@mantine/*', '@tanstack/*'],
            message: 'The domain module has no UI.',
          },
          {
            group: ['firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', 'firebase-functions*'],
            message: 'The domain module has no Firebase.',
          },
          { group: [outside], message: 'The domain module imports only itself and zod.' },
        ],
      },
    ],
  },
});

/**
 * Another feature's components or internals: src/features/<group>/<feature>/..., reached with
 * ../../<feature>/components (same group) or ../../../<group>/<feature>/components.
 */
const otherFeaturesInsides = {
  regex: '^(\\.\\./){2,3}([^./][^/]*/)?[^./][^/]*/components',
  message: 'Use another feature only through its api/ folder.',
};

/** Shared code serves every feature, so it never depends on one (src/components, src/lib). */
/** @type {import('eslint').Linter.Config} */
const sharedCodeIsFeatureFree = {
  files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [{ regex: '(^|/)features/', message: 'Shared components and lib never import a feature.' }],
      },
    ],
  },
};

/** @type {import('eslint').Linter.Config} */
const featureBoundaries = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/domain/**', 'src/app/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [otherFeaturesInsides],
      },
    ],
  },
};

/** @type {import('eslint').Linter.Config} */
const componentsReadThroughApi = {
  files: ['src/**/components/**/*.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          otherFeaturesInsides,
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
  domainIsPure(['src/domain/*.ts'], '../*'),
  domainIsPure(['src/domain/*/**/*.ts'], '../../*'),
  featureBoundaries,
  componentsReadThroughApi,
  sharedCodeIsFeatureFree,
  oneZod,
);
