import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optimizeSvg } from './optimized-svg';

const goat = readFileSync('node_modules/@twemoji/svg/1f410.svg', 'utf8');

describe('optimizeSvg', () => {
  it('keeps the drawing box and every fill of an illustration', () => {
    const optimized = optimizeSvg(goat);
    expect(optimized).toMatch(/^<svg [^>]*viewBox="0 0 36 36"/);
    const fills = (markup: string) =>
      new Set(markup.match(/#[0-9a-f]{3,6}\b/gi)?.map((c) => c.toLowerCase()));
    expect(fills(optimized)).toEqual(fills(goat));
  });

  it('rounds coordinates to two decimals and so shortens the markup', () => {
    const optimized = optimizeSvg(goat);
    expect(optimized).not.toMatch(/\d\.\d{3}/);
    expect(optimized.length).toBeLessThan(goat.length * 0.9);
  });
});
