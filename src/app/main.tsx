/**
 * The entry: tiny on purpose. The boot shell in index.html (header and home hero) paints first; the
 * app (React, Mantine and its CSS, the router) is fetched and run after that first frame, so a phone on
 * a slow network sees the shop at once instead of a blank page (docs/decisions/011-first-paint.md).
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

requestAnimationFrame(() => {
  import('./start')
    .then(({ start }) => start(container))
    .catch(() => {
      container.querySelector('[data-boot-shell]')?.removeAttribute('aria-hidden');
      container.querySelector('[data-boot-error]')?.removeAttribute('hidden');
    });
});
