import type { TaxClass, TaxType } from '../kernel/tax-type';

/**
 * KRA's item classification (`itemClsCd`, from `selectItemClsList`): every item the shop registers with
 * eTIMS names one. KRA's list mixes the VAT Act's own codes (99…) with UNSPSC families; these are the ones
 * the shop's goods fall in, each with the tax type it normally takes (decision 074). An Admin picks one per
 * item and may change its tax type.
 */
export const TAX_CLASSES: Record<TaxClass, { name: string; taxType: TaxType }> = {
  '99011019': {
    name: 'Meat and edible offals of chapter 2 excluding those of heading 0209 and 0210',
    taxType: 'A',
  },
  '99011018': { name: 'Live animals of chapter 1', taxType: 'A' },
  '50110000': { name: 'Meat and poultry products', taxType: 'B' },
  '50130000': { name: 'Dairy products and eggs', taxType: 'B' },
  '50170000': { name: 'Seasonings and preservatives', taxType: 'B' },
  '78100000': { name: 'Mail and cargo transport', taxType: 'B' },
};
