import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout engine: Mantine asks matchMedia for the colour scheme and breakpoints, and its
// ScrollArea (inside Table.ScrollContainer) watches its size with ResizeObserver.
window.matchMedia = (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Mantine's autosizing Textarea measures again when web fonts load; jsdom has no document.fonts.
Object.defineProperty(document, 'fonts', {
  value: {
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    ready: Promise.resolve(),
  },
});

// A screen's answer (Dexie over the fake IndexedDB, a deferred render) can take more than Testing Library's
// default second to show on a busy 2-core machine: a findBy that waited 1,024 ms failed a CI run.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
