import { expect, test as base, type BrowserContext } from '@playwright/test';

/** A refusal by a page's Content-Security-Policy, as the page reported it. */
export type CspViolation = {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
};

/** What the page calls to report a violation to the test (exposed on every context the test uses). */
const REPORT = '__reportCspViolation';

/** Reports every violation in the context's pages and frames, from before their first script runs. */
async function watchViolations(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding(REPORT, ({ page }, violation: Omit<CspViolation, 'page'>) => {
    violations.push({ page: page.url(), ...violation });
  });
  await context.addInitScript((report) => {
    // Captured at the window: a violation is dispatched at the element or document it concerns.
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const send = (window as unknown as Record<string, (violation: unknown) => Promise<void>>)[report];
        void send?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          sample: event.sample,
        });
      },
      true,
    );
  }, REPORT);
}

/**
 * The journeys' `test`: every journey runs under the headers Hosting serves (firebase.json, written by
 * the build: docs/decisions/061-security-headers.md) and fails on anything their policy refused in any
 * page of its own context or of a context it opened (a second customer, an admin beside them): a
 * refusal is a screen that half works in production.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: CspViolation[] = [];
      await watchViolations(context, violations);
      const watchOpened = (opened: BrowserContext) => void watchViolations(opened, violations);
      browser.on('context', watchOpened);
      await use(violations);
      browser.off('context', watchOpened);
      expect(violations, 'what the Content-Security-Policy refused').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** For a spec about the service worker: the journeys block it otherwise (playwright.config.ts). */
export const SERVICE_WORKER = { serviceWorkers: 'allow' } as const;
