import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS } from '@nyama/domain/catalogue/catalog';
import { illustrationSvg } from './illustrations';

describe('bundled illustrations', () => {
  it('has the markup of every illustration key, scalable by its viewBox', () => {
    for (const key of ILLUSTRATIONS)
      expect(illustrationSvg(key)).toMatch(/^<svg [^>]*viewBox="[^"]+"[^>]*>.*<\/svg>\s*$/s);
  });
});
