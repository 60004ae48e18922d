import { readFile } from 'node:fs/promises';
import { optimize } from 'svgo';
import type { Plugin } from 'vite';

/**
 * Coordinates to two decimals: an illustration's 36 units drawn at 256 px then move by at most 0.07 px
 * (one pixel of 983,040 differed in Chromium), where one decimal moved edges and small shapes visibly
 * (docs/decisions/053-svg-and-hooks-off-the-start.md).
 */
const FLOAT_PRECISION = 2;

/** The markup of an SVG file with what only its editor needed left out, and coordinates rounded. */
export function optimizeSvg(markup: string): string {
  return optimize(markup, { multipass: true, floatPrecision: FLOAT_PRECISION }).data;
}

/**
 * SVG files imported as markup (`?raw`: the illustrations and the logo, drawn inline by decision 050)
 * become JavaScript strings, so each byte of them is one the start downloads and parses. The app's build,
 * its frames and its served pages all draw them through this plugin, so their markup is the same.
 */
export function optimizedSvg(): Plugin {
  return {
    name: 'nyama-optimized-svg',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      if (query !== 'raw' || !file?.endsWith('.svg')) return null;
      return `export default ${JSON.stringify(optimizeSvg(await readFile(file, 'utf8')))};`;
    },
  };
}
