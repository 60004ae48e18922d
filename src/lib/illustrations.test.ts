import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS } from '../domain/catalog';
import { imageUrl } from './illustrations';

describe('bundled illustrations', () => {
  // A file of its own, never a data URI inlined in the JavaScript (decision 029).
  it('resolves every illustration key to a bundled SVG file', () => {
    for (const key of ILLUSTRATIONS)
      expect(imageUrl({ kind: 'illustration', key })).toMatch(/^\/.*\.svg(\?|$)/);
  });
  it('uses an uploaded photo as is', () => {
    expect(imageUrl({ kind: 'url', url: 'https://example.com/sirloin.jpg' })).toBe(
      'https://example.com/sirloin.jpg',
    );
  });
});
