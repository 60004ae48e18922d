import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS } from '../domain/catalog';
import { imageUrl } from './illustrations';

describe('bundled illustrations', () => {
  it('resolves every illustration key to a bundled SVG', () => {
    for (const key of ILLUSTRATIONS)
      expect(imageUrl({ kind: 'illustration', key })).toMatch(/^data:image\/svg\+xml|\.svg$/);
  });
  it('uses an uploaded photo as is', () => {
    expect(imageUrl({ kind: 'url', url: 'https://example.com/sirloin.jpg' })).toBe(
      'https://example.com/sirloin.jpg',
    );
  });
});
