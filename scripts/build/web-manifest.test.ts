import { describe, expect, it } from 'vitest';
import { webManifest } from './web-manifest';

describe('the web manifest in each language', () => {
  it('names the shop in the language, and keeps the brand, icons and colours of every language', () => {
    const english = webManifest('en-KE');
    const kiswahili = webManifest('sw-KE');
    expect(english).toMatchObject({ name: 'Nyama Shop: fresh meat delivered', lang: 'en-KE' });
    expect(kiswahili).toMatchObject({ name: 'Nyama Shop: nyama freshi hadi mlangoni', lang: 'sw-KE' });
    expect(kiswahili.description).toMatch(/^Agiza nyama/);
    const { name: _n, description: _d, lang: _l, ...rest } = kiswahili;
    const { name: _en, description: _ed, lang: _el, ...englishRest } = english;
    expect(rest).toEqual(englishRest);
    expect(rest.short_name).toBe('Nyama Shop');
  });
});
