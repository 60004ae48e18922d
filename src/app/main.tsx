/**
 * The entry: tiny on purpose. The frame prerendered into index.html paints first; the app (React,
 * Mantine, the router) is fetched and run after that first frame, so a phone on a slow network sees the
 * shop at once instead of a blank page (docs/decisions/011-first-paint.md, 046-storefront-first-paint.md).
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

requestAnimationFrame(() => {
  import('./start')
    .then(({ start }) => start(container))
    .catch(() => {
      // The frame's links still work as plain page loads; its buttons need the app.
      container.querySelectorAll('[data-frame]').forEach((frame) => frame.removeAttribute('inert'));
      container.querySelector('[data-boot-error]')?.removeAttribute('hidden');
    });
});
