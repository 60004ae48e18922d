// The house plan's borders (docs/decisions/060-the-house-plan.md), checked by `npm run check`: layers
// that import only downwards (the domain package, src/lib and src/components, the features, the app), the
// domain's bounded contexts in their own layers, features that use only the features their feature.json
// declares and only through those features' public.ts, and no import cycle between files or features.
const fs = require('node:fs');
const path = require('node:path');

const FEATURES_DIR = 'src/features';
const TESTS = '\\.test\\.tsx?$';

/** Every feature folder (src/features/<group>/<feature>) with the features its feature.json declares. */
function readFeatures() {
  const features = new Map();
  for (const group of fs.readdirSync(FEATURES_DIR)) {
    for (const name of fs.readdirSync(path.join(FEATURES_DIR, group))) {
      const manifest = path.join(FEATURES_DIR, group, name, 'feature.json');
      if (!fs.existsSync(manifest))
        throw new Error(`${manifest} is missing: every feature declares what it uses.`);
      features.set(`${group}/${name}`, JSON.parse(fs.readFileSync(manifest, 'utf8')).uses);
    }
  }
  for (const [feature, uses] of features) {
    for (const used of uses) {
      if (!features.has(used))
        throw new Error(`${feature}/feature.json uses ${used}, which is not a feature.`);
    }
  }
  return features;
}

/** The declared graph itself must have no cycle: features stand in layers like the domain's contexts. */
function refuseCycles(features) {
  const state = new Map();
  const visit = (feature, trail) => {
    if (state.get(feature) === 'done') return;
    if (state.get(feature) === 'open') {
      throw new Error(`The features' declared uses form a cycle: ${[...trail, feature].join(' -> ')}`);
    }
    state.set(feature, 'open');
    for (const used of features.get(feature)) visit(used, [...trail, feature]);
    state.set(feature, 'done');
  };
  for (const feature of features.keys()) visit(feature, []);
}

/**
 * The domain's bounded contexts (packages/domain/src/<context>), each with the contexts it may use: the
 * callable contracts sit on top of every context, the tests' fixtures on top of all.
 */
const ABOVE_THE_CONTEXTS = [
  'kernel',
  'catalogue',
  'delivery',
  'people',
  'inventory',
  'suppliers',
  'orders',
  'payments',
  'tax',
];
const DOMAIN_CONTEXTS = {
  kernel: [],
  catalogue: ['kernel'],
  delivery: ['kernel'],
  people: ['kernel', 'catalogue'],
  inventory: ['kernel', 'catalogue', 'delivery'],
  suppliers: ['kernel', 'catalogue', 'inventory'],
  orders: ['kernel', 'catalogue', 'delivery', 'inventory', 'people'],
  payments: ['kernel', 'catalogue', 'delivery', 'orders'],
  tax: ['kernel', 'catalogue', 'delivery', 'inventory', 'people', 'orders'],
  callables: ABOVE_THE_CONTEXTS,
  fixtures: ABOVE_THE_CONTEXTS,
};

const contextRules = Object.entries(DOMAIN_CONTEXTS).map(([context, uses]) => ({
  name: `domain-${context}`,
  comment: `The ${context} context uses only ${uses.join(', ') || 'itself'}.`,
  severity: 'error',
  from: { path: `^packages/domain/src/${context}/`, pathNot: TESTS },
  to: {
    path: '^packages/domain/src/',
    pathNot: [context, ...uses].map((used) => `^packages/domain/src/${used}/`),
  },
}));

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const features = readFeatures();
refuseCycles(features);

const featureRules = [...features].map(([feature, uses]) => ({
  name: `feature-${feature.replace('/', '-')}`,
  comment: `${feature} uses only ${uses.join(', ') || 'no other feature'} (its feature.json), through their public.ts.`,
  severity: 'error',
  from: { path: `^${FEATURES_DIR}/${escapeRegExp(feature)}/`, pathNot: TESTS },
  to: {
    path: `^${FEATURES_DIR}/`,
    pathNot: [
      `^${FEATURES_DIR}/${escapeRegExp(feature)}/`,
      ...uses.map((used) => `^${FEATURES_DIR}/${escapeRegExp(used)}/public\\.ts$`),
    ],
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files that import each other cannot be understood, tested or moved one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment: 'The domain package is TypeScript and zod: no app, no functions, no UI, no Firebase.',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: TESTS },
      to: { pathNot: ['^packages/domain/', 'node_modules/zod/'] },
    },
    {
      name: 'shared-code-is-feature-free',
      comment: 'src/lib and src/components serve every feature, so they never depend on one or on the app.',
      severity: 'error',
      from: { path: '^src/(lib|components)/', pathNot: TESTS },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'features-below-the-app',
      comment: 'The app composes the features; a feature never reaches back up into it.',
      severity: 'error',
      from: { path: `^${FEATURES_DIR}/` },
      to: { path: '^src/app/' },
    },
    {
      name: 'functions-use-the-domain-only',
      comment: 'The functions share the domain package with the PWA, nothing else of it.',
      severity: 'error',
      from: { path: '^functions/src/' },
      to: { path: '^(src|sw)/' },
    },
    {
      name: 'service-worker-is-feature-free',
      comment: 'The service worker runs without the app: it shares only the domain and src/lib.',
      severity: 'error',
      from: { path: '^sw/' },
      to: { path: '^src/(features|app|components)/' },
    },
    {
      name: 'pages-call-their-areas-callables',
      comment:
        "The registry of every callable builds every area's schemas as it loads: a page imports its area's " +
        'own (customer-callables, door-callables, …; decision 077). The functions and tests use the registry.',
      severity: 'error',
      from: { path: '^(src|sw)/' },
      to: { path: '^packages/domain/src/callables/registry\\.ts$' },
    },
    {
      name: 'refusals-without-documents',
      comment:
        'Every page that calls a function parses its refusals (callable-error.ts): the union of refusals imports ' +
        "each context's refusals and the small rule modules that decide them, never a module of documents, " +
        'whose schemas each such page would build as it loads (decision 082).',
      severity: 'error',
      from: { path: '^packages/domain/src/callables/refusal\\.ts$' },
      to: {
        pathNot:
          '(^|/)node_modules/|^packages/domain/src/(kernel/[^/]+|[^/]+/[^/]+-refusals|catalogue/quantity|delivery/(slots|delivery-day))\\.ts$',
      },
    },
    {
      name: 'no-firestore-pipelines',
      comment:
        "The app's build leaves out the regular-expression engine Firestore's pipelines evaluate with " +
        '(decision 080): pages read with classic queries.',
      severity: 'error',
      from: { path: '^(src|sw)/' },
      to: { path: '(^|/)(@?firebase)/firestore/(dist/)?pipelines' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
    ...contextRules,
    ...featureRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^functions/lib/|^(dist|dev-dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
