import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle: for work a visitor does not wait for (the
 * service worker's precache, the toast container), so it does not compete with the first paint and the
 * first taps on a slow phone (decision 044). The timeout bounds the wait on a page that is never idle.
 */
export function useIdleAfterLoad(timeoutMs = 4_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const whenIdle = () => {
      // Safari has no requestIdleCallback: a second after load stands in.
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
        cancelIdle = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setIdle(true), 1_000);
        cancelIdle = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancelIdle();
    };
  }, [timeoutMs]);
  return idle;
}
