import { createServer, type Plugin, type Rolldown } from 'vite';
import { z } from 'zod/mini';
import { SERVED_PAGE_MARKER, SHARED_HEAD } from '../../src/app/frame-markup';
import { buildPageRenderer, buildsHostedFolder } from './served-pages';
import { optimizedSvg } from './optimized-svg';

/**
 * What src/app/prerender.tsx renders: each frame, the address it is shown at (null: any other) and its
 * language; and how the head picks the device's language (decision 072).
 */
const frameSchema = z.object({
  name: z.string(),
  path: z.nullable(z.string()),
  locale: z.optional(z.string()),
  html: z.string(),
});
const renderedSchema = z.object({
  frames: z.array(frameSchema),
  savedLocaleKey: z.string(),
  startLocale: z.string().check(z.startsWith('function')),
});
type Frame = z.infer<typeof frameSchema>;

/** How the head finds the device's language: the key its choice is saved under, and the domain's startLocale. */
type LocalePicker = Omit<z.infer<typeof renderedSchema>, 'frames'>;

/** Where the frames go in index.html, inside #root (React's first render replaces them). */
export const FRAMES_MARKER = '<!-- prerendered frames -->';

/** The head's pick: the frame of the address, in the device's language, which the page's `lang` says too. */
function pickerScript(byPath: Record<string, string>, fallback: string, picker: LocalePicker | null): string {
  const frame = `d.setAttribute('data-boot-frame', ${JSON.stringify(byPath)}[location.pathname] || ${JSON.stringify(fallback)});`;
  if (picker === null) return `<script>var d = document.documentElement; ${frame}</script>`;
  // Storage may be turned off, and then throws: the device's languages decide.
  const locale = `var s = null; try { s = localStorage.getItem(${JSON.stringify(picker.savedLocaleKey)}); } catch (e) {} var l = (${picker.startLocale})(s, navigator.languages || []); d.lang = l; d.setAttribute('data-boot-locale', l);`;
  return `<script>(function () { var d = document.documentElement; ${locale} ${frame} })();</script>`;
}

/**
 * index.html with the frames in #root, each shown only at its address and in the device's language (a
 * script in the head picks them before the body is parsed), and the app's stylesheets and theme in the
 * head: the frames are the app's markup and paint with its CSS. Each frame keeps the styles its
 * components wrote (a layout's state), so nothing of a frame outlives React's first render, which
 * replaces #root. Frames in more than one language need the `picker` of the language.
 */
export function withFrames(
  indexHtml: string,
  frames: readonly Frame[],
  { stylesheets, fonts }: { stylesheets: readonly string[]; fonts: readonly string[] },
  picker: LocalePicker | null = null,
): string {
  if (!indexHtml.includes(FRAMES_MARKER)) throw new Error(`index.html has no ${FRAMES_MARKER}`);
  const fallback = frames.find((frame) => frame.path === null);
  if (!fallback) throw new Error('No frame for the addresses without one of their own');
  // Inert until the app replaces it: a tap on the frame's menu button would otherwise do nothing.
  const locales = [...new Set(frames.flatMap(({ locale }) => (locale === undefined ? [] : [locale])))];
  if (locales.length > 1 && picker === null) throw new Error('Frames in several languages need a picker');
  const bodies = frames.map(
    ({ name, locale, html }) =>
      `<div data-frame="${name}"${locale === undefined ? '' : ` data-locale="${locale}" lang="${locale}"`} inert>${html.replace(SHARED_HEAD, '')}</div>`,
  );
  const shared = frames[0]?.html.match(SHARED_HEAD) ?? [];
  const byPath = Object.fromEntries(
    frames.flatMap(({ name, path }) => (path === null ? [] : [[path, name]])),
  );
  const choose = pickerScript(byPath, fallback.name, locales.length > 1 ? picker : null);
  const hide = [
    ...new Set(
      frames.map(({ name }) => `html:not([data-boot-frame="${name}"]) [data-frame="${name}"]{display:none}`),
    ),
    ...(locales.length > 1
      ? locales.map(
          (locale) => `html:not([data-boot-locale="${locale}"]) [data-locale="${locale}"]{display:none}`,
        )
      : []),
  ].join('');
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
/**
 * The pages a function serves with their data (decision 048): a group's, and an item's (the app's screen
 * that puts the catalogue's item page and the cart's form together).
 */
const SERVED_PAGES =
  /src\/(app\/start|app\/screens\/item-screen|features\/storefront\/catalog\/components\/group-page)\.tsx$/;

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
  let outDir = '';
  let servedTemplate: string | undefined;
  return {
    name: 'nyama-prerender-frames',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ({ root, mode, base } = config);
      outDir = config.build.outDir;
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
        const { frames, ...picker } = renderedSchema.parse(await render());
        const fonts = frameFonts(bundle, base);
        servedTemplate = withFrames(index.source, [servedPageFrame(frames)], {
          stylesheets: frameStylesheets(bundle, base, SERVED_PAGES),
          fonts,
        });
        index.source = withFrames(
          index.source,
          frames,
          { stylesheets: frameStylesheets(bundle, base, FRAMED_PAGES), fonts },
          picker,
        );
      } finally {
        await server.close();
      }
    },
    async writeBundle() {
      if (servedTemplate === undefined || !(await buildsHostedFolder(root, outDir))) return;
      await buildPageRenderer({ root, mode, template: servedTemplate });
    },
  };
}
