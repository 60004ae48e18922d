import { readFileSync } from 'node:fs';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { unhinted, unhintedFonts } from './unhinted-fonts';

const ubuntu = readFileSync('node_modules/@fontsource/ubuntu/files/ubuntu-latin-400-normal.woff2');

async function faceOf(woff2: Uint8Array): Promise<Face> {
  return new Face(new Blob(await convert(woff2, 'sfnt')), 0);
}

/** The TrueType hinting: its programs, its control values and the device metrics they produce. */
const HINTING_TABLES = ['fpgm', 'prep', 'cvt ', 'hdmx'];

describe('unhinted', () => {
  it('drops the hinting and with it more than half of Ubuntu', async () => {
    const before = await faceOf(ubuntu);
    const output = await unhinted(ubuntu);
    const after = await faceOf(output);
    expect(HINTING_TABLES.filter((table) => before.referenceTable(table))).toEqual(HINTING_TABLES);
    expect(HINTING_TABLES.filter((table) => after.referenceTable(table))).toEqual([]);
    expect(output.length).toBeLessThan(ubuntu.length / 2);
  });

  it('keeps every character the font draws, its kerning and its ligatures', async () => {
    const before = await faceOf(ubuntu);
    const after = await faceOf(await unhinted(ubuntu));
    expect([...after.collectUnicodes()]).toEqual([...before.collectUnicodes()]);
    expect(before.collectUnicodes().length).toBeGreaterThan(200);
    for (const table of ['GPOS', 'GSUB'] as const) {
      expect(new Set(after.getTableFeatureTags(table))).toEqual(new Set(before.getTableFeatureTags(table)));
    }
  });

  it('writes the same bytes from the same font, so a build is repeatable', async () => {
    expect(Buffer.compare(await unhinted(ubuntu), await unhinted(ubuntu))).toBe(0);
  });
});

describe('unhintedFonts', () => {
  it('writes every font of the build unhinted and leaves the other files as they are', async () => {
    const script = { type: 'asset', fileName: 'assets/start.js', source: 'export {};' };
    const font = { type: 'asset', fileName: 'assets/ubuntu-latin-400-normal-CQJ26Fy6.woff2', source: ubuntu };
    const bundle = { [script.fileName]: script, [font.fileName]: font };
    const hook = unhintedFonts().generateBundle;
    if (typeof hook !== 'function') throw new Error('the plugin rewrites the bundle in generateBundle');
    await Reflect.apply(hook, {}, [{}, bundle, false]);
    expect(font.source.length).toBe((await unhinted(ubuntu)).length);
    expect(script.source).toBe('export {};');
  });
});
