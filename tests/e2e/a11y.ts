import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.5.3 (Label in Name) is a level A criterion, but axe files its rule as experimental and skips it
 * unless asked: a button that shows "AO" and is named "Account" passed every check until it was.
 */
const EXPERIMENTAL_A_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * The colour scheme changes colours only: names, roles, structure and focus order are the light pass's.
 * The dark pass runs the rules that read colours, and takes half the time of a full one.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Axe's WCAG 2.1 A and AA rules on the page as it is in the light colour scheme, and its colour rules in
 * the dark one: any serious or critical violation fails the journey, named with the first elements it was
 * found on.
 */
export async function expectAccessible(page: Page): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    // Toasts come and go on their own (4 s): met mid-fade, axe reads their words at the colour they blend
    // to (runs failed on "#373737 on #252525" and "#f4f4f4 on #ffffff"). They are left out of the page's
    // pass; their words at rest are Mantine's notification colours.
    const axe = new AxeBuilder({ page }).exclude('.mantine-Notifications-root');
    const { violations } = await (
      scheme === 'light'
        ? // options() replaces every option, so it comes before the tags.
          axe.options({ rules: EXPERIMENTAL_A_RULES }).withTags(WCAG_21_A_AA)
        : axe.withRules(COLOUR_RULES)
    ).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => {
        const where = violation.nodes.slice(0, 4).map((node) => {
          const data = node.any[0]?.data as { fgColor?: string; bgColor?: string } | undefined;
          const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor ?? '?'})` : '';
          return `${node.target.join(' ')}${colours}`;
        });
        return `${scheme} ${new URL(page.url()).pathname}: ${violation.id} on ${violation.nodes.length}: ${where.join(' | ')}`;
      });
    expect.soft(serious).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
}
