import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
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

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
