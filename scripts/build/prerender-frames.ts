import { createServer, type Plugin, type Rolldown } from 'vite';
import { z } from 'zod/mini';
import { SERVED_PAGE_MARKER, SHARED_HEAD } from '../../src/app/frame-markup';
import { buildPageRenderer } from './served-pages';
import { optimizedSvg } from './optimized-svg';

/** What src/app/prerender.tsx renders: each frame and the address it is shown at (null: any other). */
const framesSchema = z.array(z.object({ name: z.string(), path: z.nullable(z.string()), html: z.string() }));
type Frame = z.infer<typeof framesSchema>[number];

/** Where the frames go in index.html, inside #root (React's first render replaces them). */
export const FRAMES_MARKER = '<!-- prerendered frames -->';

/**
 * index.html with the frames in #root, each shown only at its address (a script in the head picks it
 * before the body is parsed), and the app's stylesheets and theme in the head: the frames are the app's
 * markup and paint with its CSS. Each frame keeps the styles its components wrote (a layout's state), so
 * nothing of a frame outlives React's first render, which replaces #root.
 */
export function withFrames(
  indexHtml: string,
  frames: readonly Frame[],
  { stylesheets, fonts }: { stylesheets: readonly string[]; fonts: readonly string[] },
): string {
  if (!indexHtml.includes(FRAMES_MARKER)) throw new Error(`index.html has no ${FRAMES_MARKER}`);
  const fallback = frames.find((frame) => frame.path === null);
  if (!fallback) throw new Error('No frame for the addresses without one of their own');
  // Inert until the app replaces it: a tap on the frame's menu button would otherwise do nothing.
  const bodies = frames.map(
    ({ name, html }) => `<div data-frame="${name}" inert>${html.replace(SHARED_HEAD, '')}</div>`,
  );
  const shared = frames[0]?.html.match(SHARED_HEAD) ?? [];
  const byPath = Object.fromEntries(
    frames.flatMap(({ name, path }) => (path === null ? [] : [[path, name]])),
  );
  const choose = `<script>document.documentElement.setAttribute('data-boot-frame', ${JSON.stringify(byPath)}[location.pathname] || ${JSON.stringify(fallback.name)});</script>`;
  const hide = frames
    .map(({ name }) => `html:not([data-boot-frame="${name}"]) [data-frame="${name}"]{display:none}`)
    .join('');
  // A page of one frame (a served page's template) has nothing to choose, and shows it without script.
  const choice = frames.length > 1 ? [choose, `<style>${hide}</style>`] : [];
  const head = [
    ...choice,
    ...stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`),
    // After the stylesheets: the theme's variables override Mantine's defaults in them.
    ...shared,
  ].join('\n    ');
  return indexHtml.replace('</head>', `    ${head}\n  </head>`).replace(FRAMES_MARKER, bodies.join(''));
}

/** The pages index.html's frames draw: the home page and the cart. */
const FRAMED_PAGES =
  /src\/(app\/start|features\/storefront\/catalog\/components\/home-page|features\/storefront\/cart\/components\/cart-page)\.tsx$/;
/** The pages a function serves with their data (decision 048): a group's and an item's. */
const SERVED_PAGES =
  /src\/(app\/start|features\/storefront\/catalog\/components\/(group-page|item-page))\.tsx$/;

/**
 * The CSS of the app's start (Mantine's styles, the fonts) and of the pages a template draws before the
 * app runs: their markup needs it when it first paints, not when the page's script arrives.
 */
function frameStylesheets(bundle: Rolldown.OutputBundle, base: string, framed: RegExp): string[] {
  const css = new Set<string>();
  const visited = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    // Chunks may import each other in a cycle.
    if (chunk?.type !== 'chunk' || visited.has(fileName)) return;
    visited.add(fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(`${base}${file}`);
    chunk.imports.forEach(visit);
  };
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && chunk.facadeModuleId && framed.test(chunk.facadeModuleId))
      visit(chunk.fileName);
  return [...css];
}

/**
 * The fonts of the frames' first screen (body text, headings and the brand, buttons): preloaded, so they
 * can be there when it first paints rather than not at all (they are `optional`, src/app/fonts.css).
 */
const FRAME_FONTS = /^assets\/(ubuntu-latin-(400|700)-normal|league-spartan-latin-700-normal)-[\w-]+\.woff2$/;

function frameFonts(bundle: Rolldown.OutputBundle, base: string): string[] {
  return Object.keys(bundle)
    .filter((fileName) => FRAME_FONTS.test(fileName))
    .map((fileName) => `${base}${fileName}`);
}

/**
 * The one frame of a served page's template: the function puts the page, rendered with its data, where
 * the marker is (decision 048); the theme's shared head comes from the frames.
 */
function servedPageFrame(frames: readonly Frame[]): Frame {
  const shared = frames[0]?.html.match(SHARED_HEAD) ?? [];
  return { name: 'page', path: null, html: `${shared.join('')}${SERVED_PAGE_MARKER}` };
}

/**
 * The storefront's first paint, prerendered at build time from the app's own components
 * (docs/decisions/046-storefront-first-paint.md) instead of a hand-kept copy in index.html; and, once
 * the app is written, the renderer of the pages served with their data (decision 048).
 */
export function prerenderFrames(): Plugin {
  let root = '';
  let mode = '';
  let base = '/';
  let servedTemplate: string | undefined;
  return {
    name: 'nyama-prerender-frames',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ({ root, mode, base } = config);
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      // The service worker's build has no page.
      if (index?.type !== 'asset' || typeof index.source !== 'string') return;
      const server = await createServer({
        root,
        mode,
        configFile: false,
        plugins: [optimizedSvg()],
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const prerender = await server.ssrLoadModule('/src/app/prerender.tsx');
        const render: unknown = prerender['renderFrames'];
        if (typeof render !== 'function') throw new Error('src/app/prerender.tsx exports no renderFrames');
        const frames = framesSchema.parse(await render());
        const fonts = frameFonts(bundle, base);
        servedTemplate = withFrames(index.source, [servedPageFrame(frames)], {
          stylesheets: frameStylesheets(bundle, base, SERVED_PAGES),
          fonts,
        });
        index.source = withFrames(index.source, frames, {
          stylesheets: frameStylesheets(bundle, base, FRAMED_PAGES),
          fonts,
        });
      } finally {
        await server.close();
      }
    },
    async writeBundle() {
      if (servedTemplate !== undefined) await buildPageRenderer({ root, mode, template: servedTemplate });
    },
  };
}
