import { afterEach, describe, expect, it } from 'vitest';
import { describeSelling, describeStock, describeVat } from '@nyama/domain/catalogue/item-facts';
import { checkQuantity, describeQuantity, QUANTITY_SENTENCES } from '@nyama/domain/catalogue/quantity';
import { sayRefusal } from '@nyama/domain/kernel/refusal';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';
import { setLocale } from '../paraglide/runtime';
import { quantityRefusal, quantityWords, sellingWords, stockWords, vatWords } from './quantity-words';

const speak = (locale: 'en-KE' | 'sw-KE') => setLocale(locale, { reload: false });

afterEach(() => speak('en-KE'));

const sirloin = perKgItem({ name: 'Sirloin', minGrams: 500, stepGrams: 250, stockGrams: 2_000 });
const goat = countedItem({ name: 'Goat leg', unit: 'piece', stockUnits: 3, estimatedGramsPerUnit: 1_400 });
const packs = countedItem({ name: 'Sausages', unit: 'pack', stockUnits: 0 });
const plenty = perKgItem({ name: 'Mince', stockGrams: 90_000 });

// Every refusal checkQuantity words: the too small, off the steps, over the cap, over the stock and sold out.
const refused = [
  [sirloin, 0],
  [sirloin, 250],
  [sirloin, 600],
  [sirloin, 2_500],
  [goat, 4],
  [goat, 1.5],
  [plenty, 50_250],
  [packs, 1],
] as const;

describe('the domain’s quantities in the page’s language', () => {
  it('reads in English word for word as the domain writes it', () => {
    for (const [item, quantity] of refused) {
      const check = checkQuantity(item, quantity);
      expect(check.ok).toBe(false);
      expect(quantityRefusal(item, quantity)).toBe(
        check.ok ? null : sayRefusal(QUANTITY_SENTENCES, check.refusal),
      );
    }
    expect(quantityRefusal(sirloin, 750)).toBeNull();
    for (const item of [sirloin, goat, packs]) {
      expect(quantityWords(item, 2)).toBe(describeQuantity(item, 2));
      expect(stockWords(item)).toBe(describeStock(item));
      expect(sellingWords(item)).toBe(describeSelling(item));
    }
    expect(sellingWords(countedItem({ unit: 'pack' }))).toBe(describeSelling(countedItem({ unit: 'pack' })));
    expect(vatWords('A')).toBe(describeVat('A'));
    expect(vatWords('B')).toBe(describeVat('B'));
  });

  it('says each in Kiswahili', () => {
    speak('sw-KE');
    expect(quantityRefusal(sirloin, 250)).toBe('Sirloin inauzwa kuanzia 500 g.');
    expect(quantityRefusal(goat, 4)).toBe('Goat leg: imebaki vipande 3 tu.');
    expect(quantityRefusal(packs, 1)).toBe('Sausages imeisha.');
    expect(stockWords(goat)).toBe('Ipo: vipande 3');
    expect(stockWords(packs)).toBe('Imeisha');
    expect(sellingWords(goat)).toBe('Inauzwa kwa kipande, takriban 1.4 kg kila moja');
    expect(vatWords('B')).toBe('Bei inajumuisha VAT ya 16%');
  });
});
