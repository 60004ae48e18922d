import type { Plugin } from 'vite';

/** A page shared as a link (WhatsApp, SMS) and the preview its card should read (decision 042). */
type SharePage = { path: string; title: string; description: string };

export const SHARE_PAGES: SharePage[] = [
  {
    path: 'lookingforsuppliers',
    title: 'Nyama Shop is buying goats, sheep and cattle',
    description:
      'What we are looking for now, the price we pay per kg of carcass, and how farmers apply to supply a Nairobi butchery. Paid by M-Pesa after weighing.',
  },
];

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The app's index.html with a shared page's own title, description and Open Graph card. */
export function sharePageHtml(indexHtml: string, page: SharePage): string {
  const card = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Nyama Shop" />`,
    `<meta property="og:title" content="${escape(page.title)}" />`,
    `<meta property="og:description" content="${escape(page.description)}" />`,
    `<meta property="og:url" content="/${page.path}" />`,
  ].join('\n    ');
  return indexHtml
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escape(page.description)}" />`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(page.title)}</title>\n    ${card}`);
}

/**
 * Link previews read the HTML a server sends, before any JavaScript: each shared page gets its own copy of
 * index.html (at `<path>/index.html`, which hosting serves for `/<path>`) with its own card; the app
 * then starts from it as from index.html.
 */
export function sharePages(): Plugin {
  return {
    name: 'nyama-share-pages',
    apply: 'build',
    // After Vite's own HTML plugin has emitted index.html.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      // The service worker's build has no page.
      if (index?.type !== 'asset' || typeof index.source !== 'string') return;
      for (const page of SHARE_PAGES)
        this.emitFile({
          type: 'asset',
          fileName: `${page.path}/index.html`,
          source: sharePageHtml(index.source, page),
        });
    },
  };
}
