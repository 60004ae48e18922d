import { relative } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { AREA_SCREENS_FILE, type AreaScreens, type SignInArea } from '@nyama/domain/people/area-screens';

/**
 * Where each sign-in area's screens live in the source. The back office is one frame for Admin and Inner
 * staff (its routes' gates tell them apart), so both keep all of it.
 */
const BACK_OFFICE = [
  'src/features/back-office/',
  'src/app/layout/back-office-layout.tsx',
  'src/app/screens/back-office/',
];
const AREA_SOURCES: Record<SignInArea, string[]> = {
  // A customer's signed-in screens, checkout's steps and the account: a visitor who never signs in never
  // pays and has no account (decision 029, amended).
  checkout: [
    'src/features/storefront/account/components/user-page.tsx',
    'src/features/storefront/account/components/new-address-page.tsx',
    'src/features/storefront/checkout/components/checkout-address-page.tsx',
    'src/features/storefront/checkout/components/payment-page.tsx',
    'src/features/storefront/checkout/components/mpesa-prompt-page.tsx',
    'src/features/storefront/checkout/components/payment-process-page.tsx',
    'src/app/screens/open-order-screen.tsx',
  ],
  admin: BACK_OFFICE,
  inner: BACK_OFFICE,
  driver: ['src/features/field/driver/'],
  farmer: ['src/features/field/farmer/', 'src/app/screens/farmer-screen.tsx'],
};

type Graph = Map<string, { source: string | null; next: string[]; css: string[] }>;

/**
 * The build's chunks by file, with what each loads (statically or lazily) and its CSS. A web worker is
 * emitted as an asset that its chunk names by URL (`new Worker(new URL(…))`), so it is found in the code.
 */
function graphOf(bundle: Rollup.OutputBundle, root: string): { graph: Graph; entries: string[] } {
  const graph: Graph = new Map();
  const entries: string[] = [];
  const workers = Object.values(bundle)
    .filter((output) => output.type === 'asset' && output.fileName.endsWith('.js'))
    .map((output) => output.fileName);
  for (const worker of workers) graph.set(worker, { source: null, next: [], css: [] });
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    if (output.isEntry) entries.push(output.fileName);
    graph.set(output.fileName, {
      source: output.facadeModuleId ? relative(root, output.facadeModuleId) : null,
      next: [
        ...output.imports,
        ...output.dynamicImports,
        ...workers.filter((worker) => output.code.includes(worker.slice(worker.lastIndexOf('/') + 1))),
      ],
      css: [...(output.viteMetadata?.importedCss ?? [])],
    });
  }
  return { graph, entries };
}

/** Files reachable from `starts`, not going into chunks `stop` refuses; each chunk with its CSS. */
function reach(graph: Graph, starts: string[], stop: (file: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const chunk = graph.get(file);
    if (seen.has(file) || !chunk || stop(file)) continue;
    seen.add(file);
    for (const css of chunk.css) seen.add(css);
    pending.push(...chunk.next);
  }
  return seen;
}

/**
 * Splits the build in two (docs/decisions/029-precache-by-area.md): what the storefront can reach without
 * entering a sign-in area's screen is precached for every visitor; each area's other files are listed in
 * AREA_SCREENS_FILE for the service worker to cache when someone who may enter that area signs in.
 * `precached` is the workbox manifest transform that leaves those files out of the precache.
 */
export function areaScreens(): {
  plugin: Plugin;
  precached: <Entry extends { url: string }>(entries: Entry[]) => { manifest: Entry[] };
} {
  const areaOnly = new Set<string>();
  const plugin: Plugin = {
    name: 'nyama:area-screens',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { graph, entries } = graphOf(bundle, process.cwd());
      const inArea = (area: SignInArea) => (file: string) => {
        const source = graph.get(file)?.source;
        return (
          source !== null &&
          source !== undefined &&
          AREA_SOURCES[area].some((prefix) => source.startsWith(prefix))
        );
      };
      const inAnyArea = (file: string) =>
        Object.keys(AREA_SOURCES).some((area) => inArea(area as SignInArea)(file));
      const storefront = reach(graph, entries, inAnyArea);
      const screens: AreaScreens = {};
      for (const area of Object.keys(AREA_SOURCES) as SignInArea[]) {
        const starts = [...graph.keys()].filter(inArea(area));
        const files = [...reach(graph, starts, (file) => storefront.has(file))].sort();
        for (const file of files) areaOnly.add(file);
        screens[area] = files.map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: AREA_SCREENS_FILE.slice(1),
        source: `${JSON.stringify(screens, null, 2)}\n`,
      });
    },
  };
  return {
    plugin,
    precached: (entries) => ({ manifest: entries.filter((entry) => !areaOnly.has(entry.url)) }),
  };
}
