import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npm run bench:bundle` (after `npm run build`): gzip bytes of the JavaScript each screen needs before
 * it can paint — the entry, the app it loads, and the screen's lazily loaded chunk with their imports —
 * and whether the full Firestore SDK is among them.
 */
type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
const DIST = process.env['DIST_DIR'] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const SCREENS: Record<string, string> = {
  'home (storefront)': 'src/features/storefront/catalog/components/home-page.tsx',
  'customer: account': 'src/features/storefront/account/components/user-page.tsx',
  'admin: users': 'src/features/back-office/users/components/all-users-page.tsx',
  'admin: orders board': 'src/features/back-office/orders/components/all-orders-page.tsx',
  'admin: order': 'src/app/screens/orders-screens.tsx',
  'admin: items': 'src/app/screens/catalogue-screens.tsx',
};
// Other role entries appear as their screens land (driver, inventory, farmer).
for (const [label, source] of [
  ['driver: round', 'src/features/field/driver/components/driver-round-page.tsx'],
  ['checkout: payment', 'src/features/storefront/checkout/components/payment-page.tsx'],
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
    // A string of the full SDK's IndexedDB cache, which the lite SDK lacks (a name such as
    // clearIndexedDbPersistence also appears where the app merely imports the SDK lazily).
    if (code.includes('remoteDocumentsV14')) firestore = true;
  }
  return { kb: (gzip / 1024).toFixed(1), firestore };
}

// The entry paints index.html's boot shell and then loads the app (src/app/start.tsx) after one frame.
const APP = 'src/app/start.tsx';
const STOREFRONT_DATA = 'src/lib/firebase/storefront-firestore.ts';
const boot = measure(closure([entryKey]));
console.log(`boot entry (paints the boot shell): ${boot.kb} KB gzip`);
const shell = measure(closure([entryKey, APP]));
console.log(
  `app shell (before any screen): ${shell.kb} KB gzip, full Firestore SDK: ${shell.firestore ? 'yes' : 'no'}`,
);
for (const [label, source] of Object.entries(SCREENS)) {
  if (!manifest[source]) {
    console.log(`${label}: no chunk for ${source}`);
    continue;
  }
  const result = measure(closure([entryKey, APP, source]));
  console.log(
    `${label}: ${result.kb} KB gzip to paint, full Firestore SDK: ${result.firestore ? 'yes' : 'no'}`,
  );
}
const homeData = measure(closure([entryKey, APP, SCREENS['home (storefront)'] ?? '', STOREFRONT_DATA]));
console.log(
  `home with its catalogue reads (Firestore Lite): ${homeData.kb} KB gzip, full Firestore SDK: ${homeData.firestore ? 'yes' : 'no'}`,
);
const homeKeys = closure([entryKey, APP, SCREENS['home (storefront)'] ?? '', STOREFRONT_DATA]);
const backOffice = [...homeKeys].filter(
  (key) => key.startsWith('src/features/back-office/') || key === 'src/app/layout/back-office-layout.tsx',
);
console.log(
  `back-office modules a customer runs to see home: ${backOffice.length === 0 ? 'none' : backOffice.join(', ')}`,
);
