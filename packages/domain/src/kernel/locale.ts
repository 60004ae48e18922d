import { z } from 'zod/mini';

/**
 * The languages the shop speaks, English first: it is what a device that asks for neither gets
 * (docs/decisions/072-translations.md). project.inlang/settings.json lists the same locales for the
 * compiler; the typecheck refuses a locale here that the compiled messages lack.
 */
export const LOCALES = ['en-KE', 'sw-KE'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;
export const BASE_LOCALE: Locale = 'en-KE';

/** Each language in its own words, as a switch between them says it. */
export const LOCALE_NAMES: Record<Locale, string> = { 'en-KE': 'English', 'sw-KE': 'Kiswahili' };

/**
 * The language a device speaks at start: the one chosen on it (`saved`, as its storage keeps it) if the
 * shop speaks that, else the first of its languages (most wanted first, like `navigator.languages`) that
 * the shop speaks: any Swahili (sw, sw-TZ, sw-KE) is Kenyan Kiswahili here, any English is Kenyan
 * English; else English. Self-contained, naming nothing outside its body: the build writes its source
 * into index.html's head, where it picks the prerendered frame in that language before any script has
 * loaded (decision 072). Its test holds it to LOCALES.
 */
export function startLocale(saved: unknown, languages: readonly string[]): Locale {
  if (saved === 'en-KE' || saved === 'sw-KE') return saved;
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'sw') return 'sw-KE';
    if (primary === 'en') return 'en-KE';
  }
  return 'en-KE';
}
