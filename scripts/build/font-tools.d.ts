// The two font packages the build uses ship no types; these are the parts of their APIs it calls.
declare module 'subset-font' {
  type SubsetOptions = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Drops the TrueType instructions and the tables only they use (fpgm, prep, cvt, hdmx). */
    noHinting?: boolean;
    /** Keeps every glyph: the text must then be empty. */
    keepAllGlyphs?: boolean;
  };
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  export function convert(font: Uint8Array, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
