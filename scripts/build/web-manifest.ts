import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { m } from '../../src/paraglide/messages.js';
import { locales, type Locale } from '../../src/paraglide/runtime.js';
import { manifestPath } from '../../src/lib/manifest-path';

/**
 * The web manifest in one language (decision 072): what a phone offers to install and names on its home
 * screen. The brand (`short_name`) is one in every language; the name and description are the catalogue's.
 */
export function webManifest(locale: Locale): Partial<ManifestOptions> {
  return {
    name: m.shell_manifest_name({}, { locale }),
    short_name: 'Nyama Shop',
    description: m.shell_manifest_description({}, { locale }),
    lang: locale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#27272a',
    background_color: '#27272a',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // Made by scripts/screenshots.ts from the demo shop.
    screenshots: [
      { src: '/screenshots/home-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow' },
      { src: '/screenshots/home-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide' },
    ],
  };
}

/**
 * The manifests of the languages besides the first, which vite-plugin-pwa writes: one file each, which
 * the page names once it speaks that language (src/lib/locale.ts).
 */
export function otherManifests(first: Locale): Plugin {
  return {
    name: 'nyama-other-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of locales.filter((candidate) => candidate !== first)) {
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(locale).slice(1),
          source: JSON.stringify(webManifest(locale)),
        });
      }
    },
  };
}
