import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { optimizedSvg } from './optimized-svg';

/** Where the functions find the renderer and its template (functions/src/catalogue/served-page.ts). */
export const RENDERER_DIR = 'functions/lib/pages';
export const SERVED_TEMPLATE_FILE = 'template.html';
/** The headers the function serves its pages with, written beside them (./hosting-headers.ts). */
export const SERVED_HEADERS_FILE = 'headers.json';

/**
 * The renderer of the pages served with their data (decision 048): src/app/served-page.tsx bundled with
 * everything it imports into one folder of ES modules (`.mjs`: the functions' package is CommonJS),
 * beside the template the app's build wrote (its hashed scripts and stylesheets, the theme's head).
 * Asset addresses are computed as in the app's build, so the page links the same files.
 */
export async function buildPageRenderer({
  root,
  mode,
  template,
}: {
  root: string;
  mode: string;
  template: string;
}): Promise<void> {
  const outDir = path.join(root, RENDERER_DIR);
  await build({
    root,
    mode,
    configFile: false,
    plugins: [optimizedSvg()],
    logLevel: 'warn',
    // The app's public files are Hosting's, not the function's.
    publicDir: false,
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/app/served-page.tsx',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: 'render.mjs', chunkFileNames: '[name]-[hash].mjs' } },
    },
  });
  await writeFile(path.join(outDir, SERVED_TEMPLATE_FILE), template);
}
