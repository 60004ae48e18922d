import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { z } from 'zod/mini';
import { optimizedSvg } from './optimized-svg';

/** Where the functions find the renderer and its template (functions/src/catalogue/served-page.ts). */
export const RENDERER_DIR = 'functions/lib/pages';
export const SERVED_TEMPLATE_FILE = 'template.html';
/** The headers the function serves its pages with, written beside them (./hosting-headers.ts). */
export const SERVED_HEADERS_FILE = 'headers.json';

/**
 * Whether a build writes the folder Hosting serves (firebase.json's `hosting.public`). Only such a build
 * writes what pairs with those files beside the functions (the served pages' renderer, template and
 * headers) and firebase.json's headers: a build into another folder, made to compare two builds, once
 * left the served pages naming another build's scripts, and every group's and item's page never started
 * (decision 084).
 */
export async function buildsHostedFolder(root: string, outDir: string): Promise<boolean> {
  const config = z
    .object({ hosting: z.object({ public: z.string() }) })
    .parse(JSON.parse(await readFile(path.join(root, 'firebase.json'), 'utf8')));
  return path.resolve(root, outDir) === path.resolve(root, config.hosting.public);
}

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
