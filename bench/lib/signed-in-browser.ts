import { chromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { Locale } from '@nyama/domain/kernel/locale';
import { CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { HOST } from '../../scripts/lib/local';
import { signInHere, waitForAreaScreens } from '../../tests/e2e/helpers';
import type { SignedInPages } from './measured-pages';

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
  options: { chromeFlags: readonly string[]; locale: Locale; password: string; origin: string },
): Promise<LaunchedChrome> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...options.chromeFlags] });
  try {
    const browser = await chromium.connectOverCDP(`http://${HOST}:${chrome.port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('The launched browser has no default context');
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${options.origin}/signin`);
    await signInHere(page, login.email, options.password, { locale: options.locale });
    await waitForAreaScreens(page, login.area);
    for (const { path, shows } of login.pages) {
      await page.goto(`${options.origin}${path}`);
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
