import { describe, expect, it } from 'vitest';
import { BASE_LOCALE, LOCALES, startLocale } from './locale';

describe('startLocale', () => {
  it('takes the first language the shop speaks, whatever its region', () => {
    expect(startLocale(null, ['sw-TZ', 'en-GB'])).toBe('sw-KE');
    expect(startLocale(null, ['SW'])).toBe('sw-KE');
    expect(startLocale(null, ['fr-FR', 'en-US', 'sw'])).toBe('en-KE');
    expect(startLocale(null, ['fr-FR', 'sw-KE'])).toBe('sw-KE');
  });

  it('speaks English to a device that asks for neither language, or for none', () => {
    expect(startLocale(null, ['fr-FR', 'de'])).toBe(BASE_LOCALE);
    expect(startLocale(null, [])).toBe(BASE_LOCALE);
  });

  it('keeps the choice saved on the device over its languages, for every language the shop speaks', () => {
    for (const locale of LOCALES) expect(startLocale(locale, ['fr-FR'])).toBe(locale);
    expect(startLocale('sw-KE', ['en-GB'])).toBe('sw-KE');
  });

  it('ignores a saved value the shop does not speak', () => {
    expect(startLocale('fr-FR', ['sw'])).toBe('sw-KE');
    expect(startLocale(42, ['en'])).toBe('en-KE');
  });

  it('runs from its own source alone, as the page’s head runs it', () => {
    const fromSource = new Function(`return (${startLocale.toString()})`)() as typeof startLocale;
    expect(fromSource('en-KE', ['sw'])).toBe('en-KE');
    expect(fromSource(null, ['sw-TZ'])).toBe('sw-KE');
  });
});
