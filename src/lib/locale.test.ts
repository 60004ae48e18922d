// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { firstLocale, saveLocale, speak, spokenLocale, type LocaleDevice } from './locale';

/** A device's storage as a map, or one that refuses every use (a browser with storage turned off). */
function storage(saved: Record<string, string> = {}): NonNullable<LocaleDevice['storage']> {
  return {
    getItem: (key) => saved[key] ?? null,
    setItem: (key, value) => void (saved[key] = value),
  };
}
const refusing: NonNullable<LocaleDevice['storage']> = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

afterEach(() => speak('en-KE'));

describe('firstLocale', () => {
  it('speaks the language chosen on this device, whatever the device asks for', () => {
    expect(firstLocale({ storage: storage({ 'nyama-locale': 'sw-KE' }), languages: ['en-GB'] })).toBe(
      'sw-KE',
    );
    expect(firstLocale({ storage: storage({ 'nyama-locale': 'en-KE' }), languages: ['sw'] })).toBe('en-KE');
  });

  it('falls back to the device’s languages when nothing usable is saved', () => {
    expect(firstLocale({ storage: storage(), languages: ['sw-TZ', 'en'] })).toBe('sw-KE');
    expect(firstLocale({ storage: storage({ 'nyama-locale': 'fr-FR' }), languages: ['sw'] })).toBe('sw-KE');
    expect(firstLocale({ storage: refusing, languages: ['sw'] })).toBe('sw-KE');
    expect(firstLocale({ storage: null, languages: ['de'] })).toBe('en-KE');
  });
});

describe('saveLocale', () => {
  it('keeps a choice that the next visit reads back first', () => {
    const device = { storage: storage(), languages: ['en-US'] };
    saveLocale(device.storage, 'sw-KE');
    expect(firstLocale(device)).toBe('sw-KE');
  });

  it('does not fail where the browser refuses to keep it', () => {
    expect(() => saveLocale(refusing, 'sw-KE')).not.toThrow();
  });
});

describe('speak', () => {
  it('makes the messages and the page’s lang speak the locale', () => {
    speak('sw-KE');
    expect(spokenLocale()).toBe('sw-KE');
    expect(document.documentElement.lang).toBe('sw-KE');
    speak('en-KE');
    expect(spokenLocale()).toBe('en-KE');
    expect(document.documentElement.lang).toBe('en-KE');
  });
});

describe('speak', () => {
  it('names the web manifest in the language it speaks, for the name a phone offers to install', () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    try {
      speak('sw-KE');
      expect(link.getAttribute('href')).toBe('/manifest.sw-KE.webmanifest');
      expect(document.documentElement.lang).toBe('sw-KE');
      speak('en-KE');
      expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
    } finally {
      link.remove();
    }
  });
});
