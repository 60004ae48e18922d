import { describe, expect, it } from 'vitest';
import { SHARE_PAGES, sharePageHtml } from './share-pages';

const INDEX = `<html><head>
    <meta
      name="description"
      content="Fresh meat."
    />
    <title>Nyama Shop</title>
  </head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('a shared page', () => {
  it('keeps the app and carries its own title, description and Open Graph card', () => {
    const [page] = SHARE_PAGES;
    if (!page) throw new Error('no shared page');
    const html = sharePageHtml(INDEX, page);
    expect(html).toContain(`<title>${page.title}</title>`);
    expect(html).toContain(`<meta property="og:description" content="${page.description}" />`);
    expect(html).toContain(`<meta name="description" content="${page.description}" />`);
    expect(html).not.toContain('Fresh meat.');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });
});
