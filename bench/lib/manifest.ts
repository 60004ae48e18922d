import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a screen downloads, read from the production build's Vite manifest (`npm run build`). */
type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

const DIST = process.env['DIST_DIR'] ?? 'dist';
const MANIFEST = join(DIST, '.vite/manifest.json');

/** The entry lets index.html's prerendered frame paint, then loads the app (src/app/start.tsx). */
export const APP = 'src/app/start.tsx';
const BACK_OFFICE_LAYOUT = 'src/app/layout/back-office-layout.tsx';

export function readManifest() {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, Chunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest; run `npm run build` first.');

  /** The modules in a chunk, as its source map names them (paths from the project's root). */
  function sourcesOf(key: string): string[] {
    const map = join(DIST, `${manifest[key]?.file ?? ''}.map`);
    // CSS, and the bundler's own runtime, have no source map.
    if (!existsSync(map)) return [];
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    return sources.map((path) => path.replace(/^(\.\.\/)+/, ''));
  }

  /**
   * A module's chunk: the one it is the facade of, or else the one chunk whose source map holds it (a
   * module also imported statically shares a chunk named after it, `_cart-db-….js`). A module in no
   * chunk, or in several, would make a figure silently wrong.
   */
  function chunkOf(source: string): string {
    if (manifest[source]) return source;
    const holders = Object.keys(manifest).filter((key) => sourcesOf(key).includes(source));
    if (holders.length !== 1 || holders[0] === undefined)
      throw new Error(`${source} is in ${holders.length} chunks of the build, not one`);
    return holders[0];
  }

  /** The chunks these modules (or chunks) load, with everything they import. */
  function closure(sources: string[], seen = new Set<string>()): Set<string> {
    for (const key of sources.map(chunkOf)) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  }

  /** Gzip KB of these chunks, and whether the full Firestore SDK is among them. */
  function measure(keys: Set<string>) {
    let gzip = 0;
    let firestore = false;
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) continue;
      const code = readFileSync(join(DIST, chunk.file));
      gzip += gzipSync(code, { level: 9 }).length;
      // A string of the full SDK's IndexedDB cache, which the lite SDK lacks (a name such as
      // clearIndexedDbPersistence also appears where the app merely imports the SDK lazily).
      if (code.includes('remoteDocumentsV14')) firestore = true;
    }
    return { kb: (gzip / 1024).toFixed(1), firestore };
  }

  /**
   * Back-office modules among these chunks: none may be in a customer's download. Read from the source
   * maps, so a module the bundler put into a shared chunk counts too, not only a chunk of its own.
   */
  const backOfficeModules = (keys: Set<string>) =>
    [...keys]
      .flatMap(sourcesOf)
      .filter((path) => path.startsWith('src/features/back-office/') || path === BACK_OFFICE_LAYOUT);

  return { manifest, entry, closure, measure, backOfficeModules };
}

/** Raw and gzip KB of these files of the build (paths from its root, with or without the leading /). */
function sizeOf(files: string[]): { raw: string; gzip: string } {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(DIST, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw: (raw / 1024).toFixed(0), gzip: (gzip / 1024).toFixed(0) };
}

/**
 * What the service worker precaches on a visitor's first visit (the list workbox injected into sw.js),
 * and what it caches for each sign-in area (area-screens.json, decision 029).
 */
export function readPrecache() {
  const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
  const areas = JSON.parse(readFileSync(join(DIST, 'area-screens.json'), 'utf8')) as Record<string, string[]>;
  return {
    precache: { files: precached.length, ...sizeOf(precached) },
    areas: Object.entries(areas).map(([area, files]) => ({ area, files: files.length, ...sizeOf(files) })),
  };
}
