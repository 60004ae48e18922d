import type { Item } from '@nyama/domain/catalogue/catalog';
import { m } from '../paraglide/messages';

/** "per kg" in the page's language: the units' words, as domain-words.ts has the states' (decision 072). */
export const UNIT_WORDS: Record<Item['unit'], () => string> = {
  kg: m.unit_kg,
  piece: m.unit_piece,
  pack: m.unit_pack,
};
