import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  firebaseConfigFile,
  directive,
  EVERY_PAGE,
  headerProblems,
  hostingHeaders,
  inlineScriptHashes,
  pageHeaders,
  SERVICE_WORKER_CSP,
  type Header,
} from './hosting-headers';

const COLOUR = "document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');";
const FRAME = `document.documentElement.setAttribute('data-boot-frame', 'home');`;
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (...scripts: string[]) =>
  `<!doctype html><html><head>${scripts.join('')}<script type="module" crossorigin src="/assets/index.js"></script></head><body></body></html>`;
const csp = (headers: readonly Header[]) =>
  headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
const LOCAL = ['http://127.0.0.1:9099', 'http://127.0.0.1:8080', 'http://127.0.0.1:5001'];

describe('inlineScriptHashes', () => {
  it('hashes each script the browser runs from the page itself, as the browser hashes it', () => {
    const html = page(`<script>${COLOUR}</script>`, `<script type="module">${FRAME}</script>`);
    expect(inlineScriptHashes(html)).toEqual([hashOf(COLOUR), hashOf(FRAME)]);
    // The text between the tags, whitespace and all: a reformatted script needs a new hash.
    expect(inlineScriptHashes(page(`<script>\n  ${COLOUR}\n</script>`))).toEqual([hashOf(`\n  ${COLOUR}\n`)]);
  });

  it('leaves out scripts loaded from a file and data the page carries (a served page’s catalogue)', () => {
    const html = page(
      '<script src="/assets/boot.js"></script>',
      '<script type="application/json" id="served-catalogue">{"queries":[]}</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('pageHeaders', () => {
  const headers = pageHeaders({ scriptHashes: [hashOf(COLOUR)], connectOrigins: LOCAL });
  const policy = csp(headers);

  it('runs no script but the app’s files and the hashed inline ones, never one injected into a page', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", hashOf(COLOUR), "'report-sample'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval/);
  });

  it('connects only to its own origin and the given ones, and is framed by nobody', () => {
    expect(directive(policy, 'connect-src')).toEqual(["'self'", ...LOCAL]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
  });

  it('sends the transport, sniffing, framing, referrer, feature and opener policies', () => {
    const byKey = Object.fromEntries(headers.map(({ key, value }) => [key, value]));
    expect(byKey).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    const permissions = byKey['Permissions-Policy']?.split(', ') ?? [];
    expect(permissions).toContain('camera=(self)');
    expect(permissions).toEqual(
      expect.arrayContaining(['geolocation=()', 'microphone=()', 'payment=()', 'usb=()']),
    );
  });
});

describe('hostingHeaders', () => {
  it('gives every address the pages’ headers, and the service worker its own policy after them', () => {
    const pages = pageHeaders({ scriptHashes: [], connectOrigins: [] });
    const rules = hostingHeaders(pages);
    expect(rules[0]).toEqual({ source: EVERY_PAGE, headers: pages });
    const worker = rules.findIndex((rule) => rule.source === '/sw.js');
    expect(worker).toBeGreaterThan(0);
    expect(csp(rules[worker]?.headers ?? [])).toBe(SERVICE_WORKER_CSP);
    expect(directive(SERVICE_WORKER_CSP, 'connect-src')).toEqual(["'self'", 'https:']);
  });
});

describe('headerProblems', () => {
  const pages = [
    { name: 'dist/index.html', html: page(`<script>${COLOUR}</script>`, `<script>${FRAME}</script>`) },
    { name: 'functions/lib/pages/template.html', html: page(`<script>${COLOUR}</script>`) },
  ];
  const headers = pageHeaders({ scriptHashes: [hashOf(COLOUR), hashOf(FRAME)], connectOrigins: LOCAL });

  it('finds nothing when both places allow every inline script and agree', () => {
    expect(headerProblems({ pages, hosting: hostingHeaders(headers), served: headers })).toEqual([]);
  });

  it('names a built page whose inline script has no hash in the policy', () => {
    const stale = pageHeaders({ scriptHashes: [hashOf(COLOUR)], connectOrigins: LOCAL });
    expect(headerProblems({ pages, hosting: hostingHeaders(stale), served: stale })).toEqual([
      `dist/index.html: an inline script (${hashOf(FRAME)}) is not allowed by firebase.json' script-src`,
      `dist/index.html: an inline script (${hashOf(FRAME)}) is not allowed by the served pages' script-src`,
    ]);
  });

  it('fails when firebase.json and the served pages disagree', () => {
    const served = headers.filter((header) => header.key !== 'Cross-Origin-Opener-Policy');
    expect(headerProblems({ pages, hosting: hostingHeaders(headers), served })).toEqual([
      `The served pages' headers differ from firebase.json's for "${EVERY_PAGE}"`,
    ]);
  });

  it('fails when firebase.json has no headers for every page', () => {
    expect(headerProblems({ pages, hosting: [], served: headers })).toEqual([
      `firebase.json has no headers for "${EVERY_PAGE}"`,
    ]);
  });
});

describe('firebaseConfigFile', () => {
  it('writes the demo project’s headers into the committed firebase.json', () => {
    expect(firebaseConfigFile('demo-nyama', true)).toBe('firebase.json');
  });

  it('writes a real project’s headers into a file of its own, never the committed one', () => {
    expect(firebaseConfigFile('nyama-prod', false)).toBe('firebase.nyama-prod.json');
  });
});
