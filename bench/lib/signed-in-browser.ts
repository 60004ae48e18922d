import { chromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { Locale } from '@nyama/domain/kernel/locale';
import type { SignInArea } from '@nyama/domain/people/area-screens';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { APP_URL, HOST } from '../../scripts/lib/local';
import { DEMO, signInHere, waitForAreaScreens } from '../../tests/e2e/helpers';

/** One demo login and the pages of its role that are measured, each with a text its real content shows. */
type SignedInPages = {
  email: string;
  /** The area whose screens the service worker caches at this sign-in (decision 029). */
  area: SignInArea;
  pages: readonly { path: string; shows: string }[];
};

/**
 * The signed-in pages `bench:lighthouse` judges and `bench:trace` traces, by the demo login whose phone
 * opens them: the driver's round and a delivery of it
 * (order-1002, out for delivery), the farmer's page, and a customer's account and payment step. The
 * customer is Brian, whose order NY-1003 awaits payment: the step shows it to pay, with its totals and the
 * payment form, with no cart to fill first (Amina's order is on the road: her step would be an empty cart).
 */
export const SIGNED_IN: readonly SignedInPages[] = [
  {
    email: DEMO.driver,
    area: 'driver',
    pages: [
      { path: '/driverpage', shows: 'NY-1002' },
      { path: '/driverorder?orderId=order-1002', shows: 'NY-1002' },
    ],
  },
  { email: DEMO.farmer, area: 'farmer', pages: [{ path: '/farmerpage', shows: 'FO-0005' }] },
  {
    email: DEMO.customer2,
    area: 'checkout',
    pages: [
      { path: '/user', shows: 'NY-1003' },
      { path: '/copayment', shows: 'NY-1003' },
    ],
  },
];

/**
 * The storefront pages both browser benches measure as a first visit (a fresh profile, nothing stored),
 * each with a text it shows: `bench:lighthouse` judges them, `bench:trace` traces them.
 */
export const STOREFRONT: readonly { path: string; shows: string }[] = [
  { path: '/', shows: 'Fresh meat, delivered across Nairobi' },
  { path: '/shop/beef', shows: 'Sirloin steak' },
  { path: '/shop/beef/beef-sirloin', shows: 'Sirloin steak' },
  { path: '/cart', shows: 'Your cart is empty.' },
];

/** The headless Chromium the browser benches open pages in, its languages the device's (decision 072). */
export function benchChromeFlags(locale: Locale): string[] {
  return ['--headless=new', '--disable-dev-shm-usage', `--accept-lang=${locale}`, ...CHROMIUM_ARGS];
}

/**
 * A browser someone has signed in in, for Lighthouse to measure with its storage kept
 * (`--port`, `--disable-storage-reset`), or `bench:trace` to trace: Auth's stored user, the role the session last saw, the service
 * worker with the area's screens, the pages' saved copies in IndexedDB and the HTTP cache.
 *
 * It is launched as Lighthouse launches its own for a storefront page (chrome-launcher, its default flags
 * and a fresh profile, with the bench's `chromeFlags`), so both halves of the bench measure the same
 * browser. The sign-in goes through the real sign-in page, and each measured page is then opened once and
 * waited for until it shows its content, so its listeners have answered and left their copies
 * (decision 077): every measured run is a repeat open, as a driver's, a farmer's or a customer's phone
 * opens the app after the first time. The Playwright connection is closed before Lighthouse connects, and
 * the tab is left on `about:blank`, so no page of the app runs beside the measured one.
 */
export async function signedInBrowser(
  login: SignedInPages,
  options: { chromeFlags: readonly string[]; locale: Locale; password: string },
): Promise<LaunchedChrome> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...options.chromeFlags] });
  try {
    const browser = await chromium.connectOverCDP(`http://${HOST}:${chrome.port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('The launched browser has no default context');
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${APP_URL}/signin`);
    await signInHere(page, login.email, options.password, { locale: options.locale });
    await waitForAreaScreens(page, login.area);
    for (const { path, shows } of login.pages) {
      await page.goto(`${APP_URL}${path}`);
      await page.getByText(shows).first().waitFor();
      // The listener's answer is shown as it is kept (one IndexedDB write): a moment for that write,
      // which leaving the page at once could cut short.
      await page.waitForTimeout(1_000);
    }
    await page.goto('about:blank');
    await browser.close();
  } catch (error: unknown) {
    chrome.kill();
    throw error;
  }
  return chrome;
}
