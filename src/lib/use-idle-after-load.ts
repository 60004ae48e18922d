import { useEffect, useState } from 'react';

/**
 * Resolves once the page has loaded and the browser is idle: for work a visitor does not wait for (the
 * service worker's precache, the toast container, saving the catalogue a page read), so it does not
 * compete with the first paint and the first taps on a slow phone (decisions 044 and 052). The timeout
 * bounds the wait on a page that is never idle.
 */
export function idleAfterLoad(timeoutMs = 4_000): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      // Safari has no requestIdleCallback: a second after load stands in.
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      else setTimeout(resolve, 1_000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/** True once the page has loaded and the browser is idle (`idleAfterLoad`). */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let mounted = true;
    void idleAfterLoad().then(() => {
      if (mounted) setIdle(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return idle;
}
