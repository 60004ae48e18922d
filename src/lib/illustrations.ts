import type { Illustration } from '@nyama/domain/catalogue/catalog';

/**
 * Bundled illustrations (Twemoji, CC-BY 4.0, from npm @twemoji/svg) stand in for photos until an admin
 * uploads one: Firebase Storage cannot run offline here, and the app must look right without it.
 */
const CODEPOINTS: Record<Illustration, string> = {
  steak: '1f969',
  'meat-on-bone': '1f356',
  'poultry-leg': '1f357',
  chicken: '1f414',
  goat: '1f410',
  sheep: '1f411',
  rabbit: '1f407',
  cheese: '1f9c0',
  chilli: '1f336',
  salt: '1f9c2',
  garlic: '1f9c4',
  herb: '1f33f',
  sausage: '1f32d',
  burger: '1f354',
  bone: '1f9b4',
};

/**
 * Their markup, drawn inline: an SVG file in an `<img>` costs the browser a document of its own per
 * file, on the main thread (docs/decisions/050-inline-illustrations.md).
 */
const markup = import.meta.glob<string>(
  '/node_modules/@twemoji/svg/{1f969,1f356,1f357,1f414,1f410,1f411,1f407,1f9c0,1f336,1f9c2,1f9c4,1f33f,1f32d,1f354,1f9b4}.svg',
  { query: '?raw', import: 'default', eager: true },
);

export function illustrationSvg(key: Illustration): string {
  return markup[`/node_modules/@twemoji/svg/${CODEPOINTS[key]}.svg`] ?? '';
}
