import { startLocale, type Locale } from '@nyama/domain/kernel/locale';
import { manifestPath } from './manifest-path';
import { getLocale, setLocale } from '../paraglide/runtime';

/**
 * Where this device keeps its language: localStorage, read synchronously before the first render, like
 * the colour scheme, so a visitor's choice holds offline and before any sign-in (decision 072).
 */
export const SAVED_LOCALE_KEY = 'nyama-locale';

/** What a device offers for choosing a language: its storage (null where the browser refuses it). */
export type LocaleDevice = {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  languages: readonly string[];
};

/** What the device saved, if its storage lets it be read: startLocale accepts only a language the shop speaks. */
function saved(storage: LocaleDevice['storage']): string | null {
  try {
    return storage?.getItem(SAVED_LOCALE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The language to speak: the one chosen on this device, else the first of its languages the shop speaks. */
export function firstLocale(device: LocaleDevice): Locale {
  return startLocale(saved(device.storage), device.languages);
}

/** Keeps a choice on the device; a browser that refuses storage still switches, for this visit. */
export function saveLocale(storage: LocaleDevice['storage'], locale: Locale): void {
  try {
    storage?.setItem(SAVED_LOCALE_KEY, locale);
  } catch {
    // Nothing to keep it in: the page still speaks it until it is closed.
  }
}

/**
 * Makes `locale` the one every message speaks, the page's `lang` (screen readers, hyphenation) and its web
 * manifest's (the name a phone offers to install, decision 072).
 */
export function speak(locale: Locale): void {
  void setLocale(locale, { reload: false });
  document.documentElement.lang = locale;
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale));
}

/** The language the messages speak now. */
export const spokenLocale = (): Locale => getLocale();

/** This browser as a place to keep and find a language; its storage can throw when it is turned off. */
export function thisDevice(): LocaleDevice {
  const languages = navigator.languages;
  try {
    return { storage: window.localStorage, languages };
  } catch {
    return { storage: null, languages };
  }
}
