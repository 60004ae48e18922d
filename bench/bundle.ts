import { APP, readManifest, readPrecache } from './lib/manifest';

/**
 * `npm run bench:bundle` (after `npm run build`): gzip bytes of the JavaScript each screen needs before
 * it can paint — the entry, the app it loads, and the screen's lazily loaded chunk with their imports —
 * and whether the full Firestore SDK is among them; then what the service worker precaches for every
 * visitor and caches for each sign-in area (decision 029). Exits 1 when it misses a goal: the home page
 * paints within HOME_GOAL_KB, every visitor's precache within PRECACHE_GOAL_KB, each signed-in screen
 * (with what its gate waits for) and a signed-in customer's home (with the session's start) within
 * theirs (decision 077), no storefront page's first visit and no signed-in home loads the full Firestore
 * SDK, no back-office module reaches a customer's home, and every screen it names has its chunk.
 */
const { manifest, entry: entryKey, closure, measure, backOfficeModules } = readManifest();

/**
 * What the home page may load before it paints, in KB gzip (decisions 044 and 065), with room for its
 * messages in both languages (decision 072).
 */
const HOME_GOAL_KB = 175;
/** What the service worker may download for every visitor, in KB gzip (decisions 029 and 072). */
const PRECACHE_GOAL_KB = 700;
const misses: string[] = [];

const SCREENS: Record<string, string> = {
  'home (storefront)': 'src/features/storefront/catalog/components/home-page.tsx',
  'admin: users': 'src/app/screens/back-office/users-screens.tsx',
  'admin: orders board': 'src/features/back-office/orders/components/all-orders-page.tsx',
  'admin: archive': 'src/features/back-office/orders/components/archive-page.tsx',
  'admin: order': 'src/app/screens/back-office/orders-screens.tsx',
  'admin: items': 'src/app/screens/back-office/catalogue-screens.tsx',
};

/**
 * What the field's and the customers' signed-in screens may load before they paint, with what their gate
 * waits for, in KB gzip (issue 35, decision 077): a driver's or a farmer's phone paints from what it kept
 * before the full Firestore SDK, and before Firebase Auth, arrive. Every goal is judged (a miss fails the
 * bench).
 */
const SIGNED_IN_SCREENS: { label: string; source: string; goalKb: number }[] = [
  {
    label: 'driver: round',
    source: 'src/features/field/driver/components/driver-round-page.tsx',
    goalKb: 250,
  },
  { label: 'farmer: page', source: 'src/app/screens/farmer-screen.tsx', goalKb: 250 },
  {
    label: 'customer: account',
    source: 'src/features/storefront/account/components/user-page.tsx',
    goalKb: 300,
  },
  {
    label: 'checkout: payment',
    source: 'src/features/storefront/checkout/components/payment-page.tsx',
    goalKb: 300,
  },
];
/** A customer's home page with their session's start (issue 35). */
const SIGNED_IN_HOME_GOAL_KB = 300;

// What a storefront page loads on its first catalogue read: the route's loader (src/app/routes/public.ts)
// with the REST reads and the domain schemas it imports (decision 046). A device that already holds a
// saved catalogue and a cart also loads them from Dexie at start, and one where someone is signed in
// loads Auth and the session's reads (decisions 044 and 052).
const CATALOGUE_READS = ['src/features/storefront/catalog/api/prefetch.ts'];
const SAVED_ON_DEVICE = [
  'src/features/storefront/catalog/api/catalog-snapshot.ts',
  'src/features/storefront/cart/api/cart-db.ts',
];
const sessionChunk = Object.keys(manifest).find((key) =>
  manifest[key]?.file.startsWith('assets/session-store-'),
);
const SIGNED_IN = manifest[sessionChunk ?? '']?.dynamicImports ?? [];
if (SIGNED_IN.length === 0) throw new Error('No session chunk with its lazily loaded Auth in the manifest.');
// What the session loads (decision 077). On a device that keeps a signed-in user and the last role seen of
// them, the session starts from those: a gated screen's gate waits for nothing more, and the session reads
// its copy of the profile at once. Auth and the token's role load once the page has painted, to confirm
// it (a device that never saw the role waits for them, as a first visit did before), and the profile's
// live read (the full Firestore SDK) starts once Auth has confirmed.
const PROFILE_COPY = 'src/features/common/auth/api/profile-copy.ts';
const FOLLOW = 'src/features/common/auth/api/session-follow.ts';
const PROFILE_LISTENER = 'src/features/common/auth/api/session-reads.ts';
if (!SIGNED_IN.includes(PROFILE_COPY) || !manifest[FOLLOW]?.dynamicImports?.includes(PROFILE_LISTENER)) {
  throw new Error(
    'The session no longer loads the profile’s copy, and its listener after Auth, on their own.',
  );
}
const CONFIRMED_AFTER_PAINT = SIGNED_IN.filter((key) => key !== PROFILE_COPY);

/** Prints a figure against its goal, and counts a miss. */
function judge(label: string, kb: string, goalKb: number, note: string) {
  const met = Number(kb) <= goalKb;
  if (!met) misses.push(`${label} paints after ${kb} KB gzip, over its goal of ${goalKb}`);
  console.log(`${label}: ${kb} KB gzip (goal ${goalKb}: ${met ? 'met' : 'MISSED'}), ${note}`);
}
const boot = measure(closure([entryKey]));
console.log(`boot entry (after the prerendered frame paints): ${boot.kb} KB gzip`);
const shell = measure(closure([entryKey, APP]));
console.log(
  `app shell (before any screen): ${shell.kb} KB gzip, full Firestore SDK: ${shell.firestore ? 'yes' : 'no'}`,
);
for (const [label, source] of Object.entries(SCREENS)) {
  if (!manifest[source]) {
    misses.push(`${label}: no chunk for ${source}`);
    continue;
  }
  const result = measure(closure([entryKey, APP, source]));
  if (label === 'home (storefront)' && Number(result.kb) > HOME_GOAL_KB) {
    misses.push(`home paints after ${result.kb} KB gzip, over its goal of ${HOME_GOAL_KB}`);
  }
  console.log(
    `${label}: ${result.kb} KB gzip to paint, full Firestore SDK: ${result.firestore ? 'yes' : 'no'}`,
  );
}
for (const screen of SIGNED_IN_SCREENS) {
  if (!manifest[screen.source]) {
    misses.push(`${screen.label}: no chunk for ${screen.source}`);
    continue;
  }
  const own = measure(closure([entryKey, APP, screen.source]));
  const toPaint = measure(closure([entryKey, APP, screen.source, PROFILE_COPY]));
  const withAuth = measure(closure([entryKey, APP, screen.source, PROFILE_COPY, ...CONFIRMED_AFTER_PAINT]));
  judge(
    `${screen.label} to paint with what its gate waits for`,
    toPaint.kb,
    screen.goalKb,
    `full Firestore SDK: ${toPaint.firestore ? 'yes' : 'no'}; the screen's own chunks ${own.kb} KB; ` +
      `with Auth, which confirms after the paint (and which a gate waits for where the device never saw the role): ${withAuth.kb} KB`,
  );
}
// The storefront's pages with the catalogue reads they load on first use (decisions 044 and 046).
const STOREFRONT_PAGES: Record<string, string> = {
  home: 'src/features/storefront/catalog/components/home-page.tsx',
  'a group': 'src/features/storefront/catalog/components/group-page.tsx',
  'an item': 'src/app/screens/item-screen.tsx',
  cart: 'src/features/storefront/cart/components/cart-page.tsx',
};
for (const [label, source] of Object.entries(STOREFRONT_PAGES)) {
  const result = measure(closure([entryKey, APP, source, ...CATALOGUE_READS]));
  if (result.firestore) misses.push(`${label}'s first visit loads the full Firestore SDK`);
  console.log(
    `${label}, a first visit, with its catalogue reads: ${result.kb} KB gzip, full Firestore SDK: ${result.firestore ? 'yes' : 'no'}`,
  );
}
const home = [entryKey, APP, STOREFRONT_PAGES['home'] ?? '', ...CATALOGUE_READS];
const returning = measure(closure([...home, ...SAVED_ON_DEVICE]));
console.log(`home, a returning visit (saved catalogue and cart): ${returning.kb} KB gzip`);
const signedIn = measure(closure([...home, ...SAVED_ON_DEVICE, PROFILE_COPY, ...CONFIRMED_AFTER_PAINT]));
if (signedIn.firestore) misses.push("a signed-in home loads the full Firestore SDK with the session's start");
judge(
  "home, someone signed in (the profile's copy, Auth confirming)",
  signedIn.kb,
  SIGNED_IN_HOME_GOAL_KB,
  `full Firestore SDK: ${signedIn.firestore ? 'yes' : 'no'}`,
);
const backOffice = backOfficeModules(closure([...home, ...SAVED_ON_DEVICE, ...SIGNED_IN, PROFILE_LISTENER]));
if (backOffice.length > 0) misses.push('back-office modules reach a customer’s home');
console.log(
  `back-office modules a customer runs to see home: ${backOffice.length === 0 ? 'none' : backOffice.join(', ')}`,
);

const { precache, areas } = readPrecache();
console.log(
  `precache for every visitor: ${precache.files} files, ${precache.gzip} KB gzip (${precache.raw} KB raw)`,
);
if (Number(precache.gzip) > PRECACHE_GOAL_KB) {
  misses.push(`every visitor precaches ${precache.gzip} KB gzip, over its goal of ${PRECACHE_GOAL_KB}`);
}
for (const { area, files, gzip, raw } of areas) {
  console.log(
    `cached when someone of the ${area} area signs in: ${files} files, ${gzip} KB gzip (${raw} KB raw)`,
  );
}

for (const miss of misses) console.error(`Missed: ${miss}`);
if (misses.length > 0) process.exit(1);
const judged = SIGNED_IN_SCREENS.map((screen) => `${screen.label} ≤ ${screen.goalKb}`).join(', ');
console.log(
  `Every goal met (home to paint ≤ ${HOME_GOAL_KB} KB gzip, ${judged}, a signed-in home ≤ ${SIGNED_IN_HOME_GOAL_KB}, every visitor's precache ≤ ${PRECACHE_GOAL_KB}).`,
);
