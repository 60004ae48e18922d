import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * A font with every glyph, kerning and ligature it had, without its TrueType hinting: the instructions
 * that fit outlines to a low-resolution screen's pixel grid, which the browsers of phones, Macs and
 * ChromeOS do not run (docs/decisions/085-unhinted-fonts.md).
 */
export async function unhinted(woff2: Uint8Array): Promise<Uint8Array> {
  return subsetFont(woff2, '', { targetFormat: 'woff2', noHinting: true, keepAllGlyphs: true });
}

/**
 * The build writes the shop's fonts unhinted: Ubuntu's two files, preloaded by every page's first paint,
 * carry 35 and 30 KB of which hinting is more than half (decision 085). The dev server serves them as
 * they are.
 */
export function unhintedFonts(): Plugin {
  return {
    name: 'nyama-unhinted-fonts',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.woff2') && typeof file.source !== 'string') {
          file.source = await unhinted(file.source);
        }
      }
    },
  };
}
