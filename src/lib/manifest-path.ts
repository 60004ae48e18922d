import { baseLocale, type Locale } from '../paraglide/runtime';

/** Where the web manifest in `locale` is served: the base language's is vite-plugin-pwa's own file. */
export const manifestPath = (locale: Locale): string =>
  locale === baseLocale ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`;
