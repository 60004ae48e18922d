import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npm run bench:bundle` (after `npm run build`): gzip bytes of the JavaScript each screen needs before
 * it can paint — the entry, its static imports, and the screen's lazily loaded chunk with its imports —
 * and whether the full Firestore SDK is among them.
 */
type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
const DIST = process.env['DIST_DIR'] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const SCREENS: Record<string, string> = {
  'home (storefront)': 'src/features/catalog/components/home-page.tsx',
  'customer: account': 'src/features/account/components/user-page.tsx',
  'admin: users': 'src/features/admin-users/components/all-users-page.tsx',
};
// Other role entries appear as their screens land (driver, inventory, farmer).
for (const [label, source] of [
  ['driver: round', 'src/features/driver/components/driver-round-page.tsx'],
  ['checkout: payment', 'src/features/checkout/components/payment-page.tsx'],
] as const) {
  if (manifest[source]) SCREENS[label] = source;
}

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest; run `npm run build` first.');

function measure(keys: Set<string>) {
  let gzip = 0;
  let firestore = false;
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    const code = readFileSync(join(DIST, chunk.file));
    gzip += gzipSync(code, { level: 9 }).length;
    // The full SDK's persistence layer; the lite SDK has none.
    if (code.includes('IndexedDbPersistence') || code.includes('persistentMultipleTabManager'))
      firestore = true;
  }
  return { kb: (gzip / 1024).toFixed(1), firestore };
}

const entry = measure(closure([entryKey]));
console.log(
  `entry (shell before any screen): ${entry.kb} KB gzip, full Firestore SDK: ${entry.firestore ? 'yes' : 'no'}`,
);
for (const [label, source] of Object.entries(SCREENS)) {
  if (!manifest[source]) {
    console.log(`${label}: no chunk for ${source}`);
    continue;
  }
  const result = measure(closure([entryKey, source]));
  console.log(
    `${label}: ${result.kb} KB gzip to paint, full Firestore SDK: ${result.firestore ? 'yes' : 'no'}`,
  );
}
