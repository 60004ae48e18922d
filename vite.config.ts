import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { areaScreens } from './scripts/build/area-screens';
import { prerenderFrames } from './scripts/build/prerender-frames';
import { sharePages } from './scripts/build/share-pages';
import { calendarChunk, frameworkChunk } from './scripts/build/framework-chunk';
import { hostingHeadersPlugin } from './scripts/build/hosting-headers';
import { mantineIdsFromReact } from './scripts/build/mantine-ids';
import { optimizedSvg } from './scripts/build/optimized-svg';
import { otherManifests, webManifest } from './scripts/build/web-manifest';
import { unhintedFonts } from './scripts/build/unhinted-fonts';
import { baseLocale } from './src/paraglide/runtime.js';

// Staff and field screens are cached at sign-in, not precached for every visitor (decision 029).
const screens = areaScreens();

export default defineConfig({
  plugins: [
    optimizedSvg(),
    unhintedFonts(),
    mantineIdsFromReact(),
    react(),
    screens.plugin,
    // Before the share pages, which copy index.html with its frames.
    prerenderFrames(),
    sharePages(),
    // After the pages are written: the policy allows their inline scripts.
    hostingHeadersPlugin(),
    otherManifests(baseLocale),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // Code and markup only: the plugin adds the web manifest itself (see firebase-offline notes); the
      // icons are fetched by the browser when it offers the install, not by every visitor's precache.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,ico}'],
        manifestTransforms: [screens.precached],
      },
      manifest: webManifest(baseLocale),
    }),
  ],
  // Firestore's SDK brings a regular-expression engine for Pipeline queries, which the app never runs
  // (decision 080).
  resolve: {
    alias: [
      {
        find: /^re2js$/,
        replacement: fileURLToPath(new URL('./src/lib/firebase/re2js-absent.ts', import.meta.url)),
      },
    ],
  },
  // The manifest lets bench/bundle.ts follow each screen's chunk graph.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // A lazy chunk's imports are fetched when the browser reads it, not announced by a `modulepreload`
    // link per import: inserting those links cost the start's longest tasks 15-30 ms a page
    // (docs/decisions/049-no-preload-links.md).
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: { groups: [frameworkChunk, calendarChunk] } } },
  },
});
