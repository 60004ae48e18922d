import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { Locale } from '@nyama/domain/kernel/locale';
import type { SignInArea } from '@nyama/domain/people/area-screens';
import { DEMO_PASSWORD } from '../../scripts/seed/people';
import { EN, m } from './words';

export const DEMO = {
  customer: 'customer@nyama.test',
  customer2: 'brian@nyama.test',
  staff: 'staff@nyama.test',
  admin: 'admin@nyama.test',
  farmer: 'farmer@nyama.test',
  farmer2: 'farmer2@nyama.test',
  driver: 'driver@nyama.test',
  /** Juma Mwita, whose profile speaks Kiswahili. */
  driver2: 'driver2@nyama.test',
} as const;

/** Signs in on /signin, in the words of the page's language (`words`: EN or SW, tests/e2e/words.ts). */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  words: { locale: Locale } = EN,
): Promise<void> {
  await page.goto('/signin');
  await signInHere(page, email, password, words);
}

/**
 * Signs in on the sign-in page the browser shows, and waits until the header names the account: for a
 * browser with no base URL to open `/signin` from (`bench:lighthouse` signs in in the browser it measures).
 */
export async function signInHere(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  words: { locale: Locale } = EN,
): Promise<void> {
  await page.getByLabel(m.account_email({}, words)).fill(email);
  await page.getByRole('textbox', { name: m.account_password({}, words) }).fill(password);
  await page.getByRole('button', { name: m.shell_sign_in({}, words) }).click();
  await expect(
    page.getByRole('button', { name: m.shell_your_account({ initials: '' }, words).replace(/^, /, '') }),
  ).toBeVisible();
}

/** Signs out through /logout and waits until it has finished: it ends by loading the home page. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@nyama.test`;
}

/** A real offline: the service worker's own fetches fail too (../shared/notes/firebase-offline.md). */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/**
 * Reloads the page offline. Chromium forgets the emulated offline state for the reloaded document
 * (navigator.onLine is true again while every request fails): it is set again so the page hears
 * "offline" as on a real phone.
 */
export async function reloadOffline(page: Page, context: BrowserContext): Promise<void> {
  await goOffline(context);
  await page.reload();
  await context.setOffline(false);
  await context.setOffline(true);
}

/** Nothing scrolls sideways: the page fits the viewport's width. */
export async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Picks an option of a Mantine Select, which is a textbox or a combobox depending on its state. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page
    .getByRole('combobox', { name: label })
    .or(page.getByRole('textbox', { name: label }))
    .click();
  await page.getByRole('option', { name: option }).click();
}

/** The files the build lists for each sign-in area (dist/area-screens.json, decision 029). */
async function areaScreens(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(
    async () => (await fetch('/area-screens.json')).json() as Promise<Record<string, string[]>>,
  );
}

/** The paths a cache of the page's service worker holds (every cache whose name starts with `prefix`). */
export async function cachedPaths(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
    const held = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return held.flat().map((request) => new URL(request.url).pathname);
  }, prefix);
}

/** Waits until the service worker holds every screen of `area` for offline use (cached at sign-in). */
export async function waitForAreaScreens(page: Page, area: SignInArea): Promise<void> {
  const files = (await areaScreens(page))[area] ?? [];
  expect(files.length).toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        const held = await cachedPaths(page, 'area-screens');
        return files.filter((file) => !held.includes(file));
      },
      { timeout: 30_000 },
    )
    .toEqual([]);
}

/** Every file the build lists for a sign-in area: none may be in a visitor's precache. */
export async function areaFiles(page: Page): Promise<string[]> {
  return Object.values(await areaScreens(page)).flat();
}

/**
 * How long a journey waits for a function that may be queued behind the seed's: a fresh emulator first
 * runs the seed's triggers (the eTIMS queue's opening stock reports, one per item, each registering its
 * item, and the home catalogue's rebuilds), which takes a minute or two after the seed, and a trigger
 * or a KRA receipt started meanwhile waits its turn (a farmer's answer was applied a minute after the
 * phone sent it). Later ones come within seconds.
 */
export const BEHIND_SEED_TRIGGERS = 150_000;
