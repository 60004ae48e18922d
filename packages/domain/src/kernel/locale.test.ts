import { describe, expect, it } from 'vitest';
import { localeOfLanguages } from './locale';

describe('localeOfLanguages', () => {
  it('takes the first language the shop speaks, whatever its region', () => {
    expect(localeOfLanguages(['sw-TZ', 'en-GB'])).toBe('sw-KE');
    expect(localeOfLanguages(['SW'])).toBe('sw-KE');
    expect(localeOfLanguages(['fr-FR', 'en-US', 'sw'])).toBe('en-KE');
    expect(localeOfLanguages(['fr-FR', 'sw-KE'])).toBe('sw-KE');
  });

  it('speaks English to a device that asks for neither language, or for none', () => {
    expect(localeOfLanguages(['fr-FR', 'de'])).toBe('en-KE');
    expect(localeOfLanguages([])).toBe('en-KE');
  });
});
