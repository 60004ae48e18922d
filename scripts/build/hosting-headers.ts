import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Plugin } from 'vite';
import { z } from 'zod/mini';
import { FUNCTIONS_REGION } from '@nyama/domain/callables/region';
import { emulatorHostFor, firebaseOrigins } from '../../src/lib/firebase/origins';
import { buildsHostedFolder, RENDERER_DIR, SERVED_HEADERS_FILE, SERVED_TEMPLATE_FILE } from './served-pages';

/**
 * The response headers of every page, the served `/shop/**` pages and the service worker, in one place
 * (docs/decisions/061-security-headers.md). The build writes them where they are served from:
 * firebase.json's `hosting.headers` (Hosting and its emulator) and, beside the served pages' template,
 * the file the function sets them from. Both come from one computation over the pages the build wrote,
 * so neither can hold a policy that does not match them.
 */

const headerSchema = z.object({ key: z.string(), value: z.string() });
const headersSchema = z.array(headerSchema);
const ruleSchema = z.object({ source: z.string(), headers: headersSchema });
export type Header = z.infer<typeof headerSchema>;
export type HeaderRule = z.infer<typeof ruleSchema>;

/** The rule for every address: its headers are also the served pages'. */
export const EVERY_PAGE = '**';

const policy = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * Powerful features no page uses, refused to the shop's pages and anything they would embed. The camera
 * stays the shop's own, for the driver's proof photo: one document runs every screen of the app (the
 * service worker answers every address with index.html), so it cannot be narrowed to the driver's.
 */
const PERMISSIONS = {
  accelerometer: '()',
  autoplay: '()',
  camera: '(self)',
  'display-capture': '()',
  geolocation: '()',
  gyroscope: '()',
  magnetometer: '()',
  microphone: '()',
  midi: '()',
  payment: '()',
  usb: '()',
};

/**
 * The headers of every page. Scripts: the app's files, and the pages' inline scripts by their hashes
 * (they pick the colour scheme and the frame before the first paint: a file would be one more request
 * in front of it). Styles may be inline: the prerendered frames carry Mantine's `<style>` elements and
 * `style` attributes, and Mantine writes more at runtime from props; no list of hashes covers those, and
 * a nonce needs a server per response. Images: the shop's, the delivery photos' data URLs, and item
 * photos from any https address (an admin gives their URL). Connections: the page's own origin and the
 * Firebase project's (src/lib/firebase/origins.ts).
 */
export function pageHeaders({
  scriptHashes,
  connectOrigins,
}: {
  scriptHashes: readonly string[];
  connectOrigins: readonly string[];
}): Header[] {
  const csp = policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, "'report-sample'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'", ...connectOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // For browsers that predate frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: Object.entries(PERMISSIONS)
        .map(([feature, allowed]) => `${feature}=${allowed}`)
        .join(', '),
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/**
 * The service worker's own policy (a worker's comes from its script's response, not from the page): it
 * fetches the item photos it keeps for offline use, from whatever https address they have.
 */
export const SERVICE_WORKER_CSP = policy({
  'default-src': ["'self'"],
  'connect-src': ["'self'", 'https:'],
});

/**
 * firebase.json's `hosting.headers`. Where two rules set the same header, the later one wins, on Hosting
 * as in its emulator: the service worker's rule comes after the pages'.
 */
export function hostingHeaders(pages: readonly Header[]): HeaderRule[] {
  return [
    { source: EVERY_PAGE, headers: [...pages] },
    {
      source: '/sw.js',
      headers: [
        { key: 'Cache-Control', value: 'no-cache' },
        { key: 'Content-Security-Policy', value: SERVICE_WORKER_CSP },
      ],
    },
    {
      source: '/assets/**',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
  ];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]*)/i;
const SRC = /\bsrc\s*=/i;
/** Types a browser runs; any other type is a data block (a served page's catalogue), which CSP leaves alone. */
const RUN_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
]);

/** The CSP source allowing each inline script a page runs: the SHA-256 of its text, as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(SCRIPT)].flatMap(([, attributes = '', text = '']) => {
    const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (SRC.test(attributes) || !RUN_TYPES.has(type)) return [];
    return [`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`];
  });
}

/** The sources of one directive of a policy (none if it is absent). */
export function directive(csp: string, name: string): string[] {
  for (const part of csp.split(';')) {
    const [directiveName, ...sources] = part.trim().split(/\s+/);
    if (directiveName === name) return sources;
  }
  return [];
}

const cspOf = (headers: readonly Header[]) =>
  headers.find((header) => header.key.toLowerCase() === 'content-security-policy')?.value ?? '';

/**
 * What is wrong with the headers the pages are served with: an inline script of a page that a policy
 * does not allow, or the served pages' headers differing from firebase.json's for every page.
 */
export function headerProblems({
  pages,
  hosting,
  served,
}: {
  pages: readonly { name: string; html: string }[];
  hosting: readonly HeaderRule[];
  served: readonly Header[];
}): string[] {
  const everyPage = hosting.find((rule) => rule.source === EVERY_PAGE);
  if (!everyPage) return [`firebase.json has no headers for "${EVERY_PAGE}"`];
  const policies = { 'firebase.json': everyPage.headers, 'the served pages': served };
  const unhashed = Object.entries(policies).flatMap(([where, headers]) => {
    const scripts = directive(cspOf(headers), 'script-src');
    return pages.flatMap(({ name, html }) =>
      inlineScriptHashes(html)
        .filter((hash) => !scripts.includes(hash))
        .map((hash) => `${name}: an inline script (${hash}) is not allowed by ${where}' script-src`),
    );
  });
  const differ =
    JSON.stringify(everyPage.headers) === JSON.stringify(served)
      ? []
      : [`The served pages' headers differ from firebase.json's for "${EVERY_PAGE}"`];
  return [...unhashed, ...differ];
}

/** The configuration the app is built with, as Vite loaded it (.env, then the mode's files). */
const buildEnvSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().check(z.minLength(1)),
  VITE_EMULATOR_HOST: z._default(z.string(), '127.0.0.1'),
});

/** Every page the build wrote: its HTML files and the served pages' template. */
export async function builtPages(root: string, outDir: string): Promise<{ name: string; html: string }[]> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  const template = path.join(root, RENDERER_DIR, SERVED_TEMPLATE_FILE);
  return Promise.all(
    [...files.map((file) => path.join(outDir, file)), template].map(async (file) => ({
      name: path.relative(root, file),
      html: await readFile(file, 'utf8'),
    })),
  );
}

// Records, not objects: they keep the file's order of keys.
const jsonObjectSchema = z.record(z.string(), z.unknown());

/**
 * The Firebase configuration a build's headers go in: the committed firebase.json for the demo project
 * (the emulators serve it), and for a real project a git-ignored copy named after it, which deploys it
 * (`firebase deploy --config firebase.<project>.json`), so a production build never leaves its origins in
 * a file somebody commits.
 */
export function firebaseConfigFile(projectId: string, emulated: boolean): string {
  return emulated ? 'firebase.json' : `firebase.${projectId}.json`;
}

/** firebase.json with these rules as its `hosting.headers`, formatted as `npm run check` wants it. */
async function writeFirebaseJson(root: string, target: string, rules: HeaderRule[]): Promise<void> {
  const current = await readFile(path.join(root, 'firebase.json'), 'utf8');
  const file = path.join(root, target);
  const config = jsonObjectSchema.parse(JSON.parse(current));
  const next = { ...config, hosting: { ...jsonObjectSchema.parse(config['hosting']), headers: rules } };
  const formatted = await format(JSON.stringify(next), { ...(await resolveConfig(file)), filepath: file });
  if (target !== 'firebase.json' || formatted !== current) await writeFile(file, formatted);
}

/**
 * Writes the headers once the build has written its pages (closeBundle: after every plugin's
 * writeBundle, the served pages' template included): the policy allows exactly their inline scripts
 * and the origins of the Firebase project the app was built for.
 */
export function hostingHeadersPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let projectId = '';
  let emulatorHost: string | null = null;
  let wrotePages = false;
  return {
    name: 'nyama-hosting-headers',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
      const env = buildEnvSchema.parse(config.env);
      projectId = env.VITE_FIREBASE_PROJECT_ID;
      emulatorHost = emulatorHostFor(projectId, env.VITE_EMULATOR_HOST);
    },
    generateBundle(_options, bundle) {
      // Only a build of the app's pages has a policy to write.
      if (bundle['index.html'] !== undefined) wrotePages = true;
    },
    async closeBundle() {
      if (!wrotePages || !(await buildsHostedFolder(root, outDir))) return;
      const pages = await builtPages(root, outDir);
      const headers = pageHeaders({
        scriptHashes: [...new Set(pages.flatMap(({ html }) => inlineScriptHashes(html)))],
        connectOrigins: firebaseOrigins(projectId, emulatorHost, FUNCTIONS_REGION),
      });
      await writeFile(
        path.join(root, RENDERER_DIR, SERVED_HEADERS_FILE),
        `${JSON.stringify(headers, null, 2)}\n`,
      );
      await writeFirebaseJson(
        root,
        firebaseConfigFile(projectId, emulatorHost !== null),
        hostingHeaders(headers),
      );
    },
  };
}

/** The served pages' headers as the build wrote them for the function. */
export async function readServedHeaders(root: string): Promise<Header[]> {
  const file = path.join(root, RENDERER_DIR, SERVED_HEADERS_FILE);
  return headersSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/** firebase.json's `hosting.headers`. */
export async function readHostingHeaders(root: string): Promise<HeaderRule[]> {
  const config = z
    .object({ hosting: z.object({ headers: z.array(ruleSchema) }) })
    .parse(JSON.parse(await readFile(path.join(root, 'firebase.json'), 'utf8')));
  return config.hosting.headers;
}
