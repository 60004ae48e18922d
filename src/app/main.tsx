/**
 * The entry: tiny on purpose. The frame prerendered into index.html paints first; the app (React,
 * Mantine, the router) is fetched and run after that first frame, so a phone on a slow network sees the
 * shop at once instead of a blank page (docs/decisions/011-first-paint.md, 046-storefront-first-paint.md).
 */
// The app configures Firebase in code (src/lib/firebase/config.ts); no defaults come from the hosting
// environment. Saying so before any Firebase module loads spares the SDK its look for them in
// document.cookie, a synchronous call to the browser that took 3–17 ms of a start (decision 047).
Object.assign(globalThis, { __FIREBASE_DEFAULTS__: {} });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

requestAnimationFrame(() => {
  import('./start')
    .then(({ start }) => start(container))
    // index.html's head script leaves the frame usable (its links load pages in full; its buttons need
    // the app) and shows the note: the one handler of a start that failed (decision 084).
    .catch(() => window.dispatchEvent(new Event('nyama:boot-failed')));
});
