import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { TRANSLATED_FILES } from './scripts/lib/translated-files.js';

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
 * One way per thing, where a second way is one import away. One zod for the PWA, the service worker and the
 * functions: the tree-shakable zod/mini (decision 051); one way from a schema to a form's rules, which loads
 * the English they speak (decision 053); one declaration of a device database, and server state in
 * TanStack Query rather than a store of one's own (decision 070).
 */
const ONE_ZOD = [
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
];
const ONE_DEVICE_DATABASE = [
  {
    selector: "NewExpression[callee.name='Dexie'], ClassDeclaration[superClass.name='Dexie']",
    message: 'Declare a device database with deviceDatabase (src/lib/device-database.ts, decision 070).',
  },
];
const ONE_STORE = [
  {
    selector: "CallExpression[callee.name='useSyncExternalStore']",
    message:
      'Keep server state in TanStack Query (useLive for a listener) and device state in Dexie (decision 070).',
  },
];

/**
 * Words a person reads, written in a translated file's JSX rather than taken from the message catalogue
 * (decision 072): text between tags, a string or template as a child (alone or in a condition), and the
 * attributes a person reads or hears. Props that pick a look ("md", "subtle") are not words.
 */
const READ_ATTRIBUTES =
  'JSXAttribute[name.name=/^(aria-label|title|placeholder|label|alt|description|message|what)$/]';
const SAID = [
  'JSXElement > JSXExpressionContainer',
  `${READ_ATTRIBUTES} > JSXExpressionContainer`,
  `${READ_ATTRIBUTES} > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression)`,
  'JSXElement > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression)',
].join(', ');
const NO_BARE_WORDS = [
  'JSXText[value=/[A-Za-z]/]',
  `${READ_ATTRIBUTES} > Literal[value=/[A-Za-z]/]`,
  `:matches(${SAID}) > Literal[value=/[A-Za-z]/]`,
  `:matches(${SAID}) > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]`,
].map((selector) => ({
  selector,
  message: 'Say it through the message catalogue: m.<message>() from src/paraglide/messages (decision 072).',
}));

/** @type {import('eslint').Linter.Config[]} */
const oneWayPerThing = [
  { rules: { 'no-restricted-syntax': ['error', ...ONE_ZOD, ...ONE_DEVICE_DATABASE, ...ONE_STORE] } },
  {
    files: ['src/lib/device-database.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_ZOD, ...ONE_STORE] },
  },
  {
    // The two stores decision 070 keeps: the session (the router's gates wait on it outside React) and the
    // cart (it must answer before Dexie loads, decision 052).
    files: ['src/features/common/auth/api/use-session.ts', 'src/features/storefront/cart/api/use-cart.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_ZOD, ...ONE_DEVICE_DATABASE] },
  },
  {
    files: TRANSLATED_FILES.map((entry) => (entry.endsWith('/') ? `${entry}**/*.tsx` : entry)),
    // A test's stand-in pages and fixtures are not the shop's words.
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...ONE_ZOD, ...ONE_DEVICE_DATABASE, ...ONE_STORE, ...NO_BARE_WORDS],
    },
  },
];

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
      'src/paraglide',
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
  ...oneWayPerThing,
  {
    // dependency-cruiser reads its configuration with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
