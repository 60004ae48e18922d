import { describe, expect, it } from 'vitest';
import { FRAMES_MARKER, withFrames } from './prerender-frames';

const INDEX = `<html><head><title>Shop</title></head><body><div id="root">${FRAMES_MARKER}</div></body></html>`;
const FRAMES = [
  {
    name: 'home',
    path: '/',
    html: '<link rel="preload" as="image" href="/logo.svg"/><style data-mantine-styles="true">:root{--a:1}</style><style>.shell{}</style><h1>Fresh meat</h1>',
  },
  {
    name: 'page',
    path: null,
    html: '<link rel="preload" as="image" href="/logo.svg"/><style data-mantine-styles="true">:root{--a:1}</style><main>Loading…</main>',
  },
];
const NO_ASSETS = { stylesheets: [], fonts: [] };

describe('withFrames', () => {
  it('puts each frame, inert and with its own styles, where the marker was; the theme and logo once, in the head', () => {
    const [head, body] = withFrames(INDEX, FRAMES, NO_ASSETS).split('</head>');
    expect(body).toContain(
      '<div id="root"><div data-frame="home" inert><style>.shell{}</style><h1>Fresh meat</h1></div><div data-frame="page" inert><main>Loading…</main></div></div>',
    );
    expect(head).toContain('<link rel="preload" as="image" href="/logo.svg"/>');
    expect(head?.match(/data-mantine-styles/g)).toHaveLength(1);
  });

  it('picks the frame of the address in the head, the fallback for any other, and hides the rest', () => {
    const assets = { stylesheets: ['/assets/start.css'], fonts: ['/assets/ubuntu.woff2'] };
    const head = withFrames(INDEX, FRAMES, assets).split('</head>')[0] ?? '';
    expect(head).toContain(`{"/":"home"}[location.pathname] || "page"`);
    expect(head).toContain('html:not([data-boot-frame="home"]) [data-frame="home"]{display:none}');
    expect(head).toContain('html:not([data-boot-frame="page"]) [data-frame="page"]{display:none}');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/start.css">');
    expect(head).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/ubuntu.woff2">',
    );
    // The theme's variables override the defaults in the stylesheets: they come after them.
    expect(head.indexOf('data-mantine-styles')).toBeGreaterThan(head.indexOf('/assets/start.css'));
  });

  it('shows the one frame of a page that has only one without a choice, so it shows without script', () => {
    const html = withFrames(INDEX, FRAMES.slice(1), NO_ASSETS);
    expect(html).not.toContain('data-boot-frame');
    expect(html).toContain('<div data-frame="page" inert><main>Loading…</main></div>');
  });

  it('holds each frame in each language and picks the device’s language in the head, with the page’s lang', () => {
    const inTwo = ['en-KE', 'sw-KE'].flatMap((locale) => FRAMES.map((frame) => ({ ...frame, locale })));
    const picker = {
      savedLocaleKey: 'nyama-locale',
      startLocale: "function startLocale(saved, languages) { return saved === 'sw-KE' ? 'sw-KE' : 'en-KE'; }",
    };
    const [head, body] = withFrames(INDEX, inTwo, NO_ASSETS, picker).split('</head>');
    expect(body).toContain('<div data-frame="home" data-locale="sw-KE" lang="sw-KE" inert>');
    expect(body?.match(/data-frame="home"/g)).toHaveLength(2);
    expect(head).toContain('html:not([data-boot-locale="sw-KE"]) [data-locale="sw-KE"]{display:none}');
    expect(head?.match(/\[data-frame="home"\]\{display:none\}/g)).toHaveLength(1);

    // The head's script, run as a browser runs it: a saved choice, then storage turned off.
    const script = head?.match(/<script>(.*?)<\/script>/)?.[1] ?? '';
    const run = (storage: { getItem: (key: string) => string | null }, path: string) => {
      const attributes: Record<string, string> = {};
      const root = {
        lang: '',
        setAttribute: (name: string, value: string) => void (attributes[name] = value),
      };
      new Function('document', 'localStorage', 'navigator', 'location', script)(
        { documentElement: root },
        storage,
        { languages: ['en-GB'] },
        { pathname: path },
      );
      return { lang: root.lang, ...attributes };
    };
    expect(run({ getItem: (key) => (key === 'nyama-locale' ? 'sw-KE' : null) }, '/')).toEqual({
      lang: 'sw-KE',
      'data-boot-locale': 'sw-KE',
      'data-boot-frame': 'home',
    });
    const refused = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
    };
    expect(run(refused, '/shop/beef')).toMatchObject({ lang: 'en-KE', 'data-boot-frame': 'page' });
    expect(() => withFrames(INDEX, inTwo, NO_ASSETS)).toThrow('need a picker');
  });

  it('refuses a page without the marker or frames without a fallback', () => {
    expect(() => withFrames('<html></html>', FRAMES, NO_ASSETS)).toThrow(FRAMES_MARKER);
    expect(() => withFrames(INDEX, FRAMES.slice(0, 1), NO_ASSETS)).toThrow('No frame for the addresses');
  });
});
