import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { z } from 'zod/mini';

/**
 * Written by the app's build (scripts/build/served-pages.ts): the app's renderer of the storefront's
 * pages, the page template with the build's hashed scripts and stylesheets, and the headers every page
 * is served with (scripts/build/hosting-headers.ts: firebase.json's, whose policy allows the template's
 * inline scripts).
 */
const RENDERER_DIR = path.join(__dirname, 'pages');

const rendererSchema = z.object({
  renderServedPage: z.custom<(path: string, template: string) => Promise<unknown>>(
    (value) => typeof value === 'function',
  ),
});
const servedPageSchema = z.object({ status: z.int(), html: z.string() });
const headersSchema = z.array(z.object({ key: z.string(), value: z.string() }));

type Renderer = (path: string) => Promise<z.infer<typeof servedPageSchema>>;
type Loaded = { render: Renderer; fallback: string; headers: Record<string, string> };
type Rendered = { status: number; html: string; gzipped: Buffer; renderedAtMs: number };

let loaded: Promise<Loaded> | undefined;

/**
 * How long an instance serves a page it rendered: as long as Hosting's CDN keeps it (s-maxage), and as
 * long as a phone keeps a group's items before reading them again. A rush on one page costs a render
 * and its reads a minute per instance, not one per visitor, whichever CDN location they come through.
 */
const FRESH_MS = 60_000;
/** Addresses are the visitor's to choose: the instance keeps at most this many pages. */
const KEPT_PAGES = 200;
const rendered = new Map<string, Rendered>();

async function pageAt(path: string, renderer: Loaded): Promise<Rendered> {
  const kept = rendered.get(path);
  if (kept && Date.now() - kept.renderedAtMs < FRESH_MS) return kept;
  const { status, html } = await renderer.render(path);
  const page = { status, html, gzipped: gzipSync(html), renderedAtMs: Date.now() };
  rendered.delete(path);
  rendered.set(path, page);
  // A Map keeps insertion order: the first key is the page rendered longest ago.
  const oldest = rendered.keys().next().value;
  if (rendered.size > KEPT_PAGES && oldest !== undefined) rendered.delete(oldest);
  return page;
}

/**
 * Loaded on the first request, not with the other functions: the renderer is the storefront's code
 * (React, Mantine, the router), which no other function needs at its start.
 */
async function loadRenderer(): Promise<Loaded> {
  const [module, template, headers] = await Promise.all([
    import(pathToFileURL(path.join(RENDERER_DIR, 'render.mjs')).href),
    readFile(path.join(RENDERER_DIR, 'template.html'), 'utf8'),
    readFile(path.join(RENDERER_DIR, 'headers.json'), 'utf8'),
  ]);
  const { renderServedPage } = rendererSchema.parse(module);
  return {
    render: async (pagePath) => servedPageSchema.parse(await renderServedPage(pagePath, template)),
    // The template without a page: the app renders it on the phone, as on any address without a frame.
    fallback: template,
    headers: Object.fromEntries(
      headersSchema.parse(JSON.parse(headers)).map(({ key, value }) => [key, value]),
    ),
  };
}

/**
 * A group's or an item's page with its catalogue, behind Hosting's `/shop/**` (decision 048), kept for a
 * minute by the instance and by Hosting's CDN. A render that fails serves the page without its data: the
 * app on the phone reads the catalogue itself.
 */
export const servedPage = onRequest({ memory: '512MiB' }, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.sendStatus(405);
    return;
  }
  loaded ??= loadRenderer();
  let renderer: Loaded;
  try {
    renderer = await loaded;
  } catch (error) {
    loaded = undefined;
    logger.error('The storefront renderer could not be loaded; run the app build.', error);
    res.status(503).type('text').send('The shop is starting. Try again in a moment.');
    return;
  }
  // Set here as well as in firebase.json: the function's answer must not depend on whether Hosting adds
  // its own headers to a rewrite's (its emulator does, with the same values).
  res.set(renderer.headers);
  try {
    const page = await pageAt(req.path, renderer);
    res
      .status(page.status)
      .set('Cache-Control', `public, max-age=0, s-maxage=${FRESH_MS / 1000}`)
      .set('Vary', 'Accept-Encoding');
    res.type('html');
    // Compressed here: the page is the first thing a phone on a slow line waits for.
    if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(page.gzipped);
    else res.send(page.html);
  } catch (error) {
    logger.error(`The page ${req.path} was not rendered with its data.`, error);
    res.status(200).set('Cache-Control', 'no-store').type('html').send(renderer.fallback);
  }
});
