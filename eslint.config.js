import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The domain package (packages/domain, docs/decisions/060-the-house-plan.md) is pure, and its bounded
 * contexts stand in layers: each may use only the contexts named here, so no two contexts lean on each
 * other. The callable contracts sit on top of every context; test fixtures on top of all.
 * @type {Record<string, string[]>}
 */
const DOMAIN_CONTEXTS = {
  kernel: [],
  catalogue: ['kernel'],
  delivery: ['kernel'],
  people: ['kernel', 'catalogue'],
  inventory: ['kernel', 'catalogue', 'delivery'],
  suppliers: ['kernel', 'catalogue', 'inventory'],
  orders: ['kernel', 'catalogue', 'delivery', 'inventory', 'people'],
  payments: ['kernel', 'catalogue', 'delivery', 'orders'],
  callables: ['kernel', 'catalogue', 'delivery', 'people', 'inventory', 'suppliers', 'orders', 'payments'],
  fixtures: ['kernel', 'catalogue', 'delivery', 'people', 'inventory', 'suppliers', 'orders', 'payments'],
};

/** @returns {import('eslint').Linter.Config[]} */
const domainIsPureAndLayered = () =>
  Object.entries(DOMAIN_CONTEXTS).map(([context, uses]) => {
    const unused = Object.keys(DOMAIN_CONTEXTS).filter((other) => other !== context && !uses.includes(other));
    return {
      files: [`packages/domain/src/${context}/**/*.ts`],
      ignores: ['packages/domain/src/**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: ['react', 'react-*', '@mantine/*', '@tanstack/*'], message: 'The domain has no UI.' },
              {
                group: [
                  'firebase',
                  'firebase/*',
                  'firebase-admin',
                  'firebase-admin/*',
                  'firebase-functions*',
                ],
                message: 'The domain has no Firebase.',
              },
              {
                group: ['@nyama/domain/*'],
                message: 'Inside the domain, import a module by its relative path.',
              },
              { regex: '^(\\.\\./){2,}', message: 'The domain imports only itself and zod.' },
              { regex: '^(?![.]|zod(/|$)|@nyama/)', message: 'The domain imports only itself and zod.' },
              ...(unused.length > 0
                ? [
                    {
                      regex: `^\\.\\./(${unused.join('|')})/`,
                      message: `The ${context} context uses only ${uses.join(', ') || 'itself'} (docs/decisions/060-the-house-plan.md).`,
                    },
                  ]
                : []),
            ],
          },
        ],
      },
    };
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
  ignores: ['src/app/**'],
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
  ...domainIsPureAndLayered(),
  featureBoundaries,
  componentsReadThroughApi,
  sharedCodeIsFeatureFree,
  oneZod,
);
