import { addDays } from '@nyama/domain/kernel/calendar-date';
import {
  arrivalPosting,
  ledgerTransaction,
  type LedgerTransaction,
  type PostedBy,
} from '@nyama/domain/inventory/ledger';
import { defaultShelfLifeDays, type Lot } from '@nyama/domain/inventory/lots';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import type { ITEMS } from './catalog';

/** Who posts the opening balances: the shop's stock as it stood before the ledger. */
const OPENING: PostedBy = { uid: 'seed', name: 'Opening balance' };

/** The shop's usual suppliers by group, and what its meat cost them (share of the selling price). */
const SUPPLIERS: Record<string, { supplier: string; farm: Lot['farm']; costShare: number }> = {
  beef: { supplier: 'Kajiado Ranchers', farm: { firstName: 'Joseph', county: 'Kajiado' }, costShare: 0.7 },
  chicken: { supplier: 'Kiambu Poultry', farm: { firstName: 'Grace', county: 'Kiambu' }, costShare: 0.65 },
  mutton: { supplier: 'Narok Goats', farm: { firstName: 'Kipchoge', county: 'Narok' }, costShare: 0.7 },
  rabbit: { supplier: 'Limuru Rabbits', farm: { firstName: 'Mercy', county: 'Kiambu' }, costShare: 0.6 },
  cheese: { supplier: 'Brown’s Cheese', farm: null, costShare: 0.75 },
  spice: { supplier: 'Spice World', farm: null, costShare: 0.5 },
  // A carcass is priced at what the shop pays the farmer per kg (decision 032).
  carcasses: { supplier: 'Kipchoge Rotich', farm: { firstName: 'Kipchoge', county: 'Narok' }, costShare: 1 },
};
const OTHER_SUPPLIER = { supplier: 'Nyama wholesale', farm: null, costShare: 0.7 };
const MEAT = new Set(['beef', 'chicken', 'mutton', 'rabbit', 'carcasses']);

type OpeningStock = { lotId: string; lot: Lot; transactionId: string; transaction: LedgerTransaction };

/**
 * One opening lot and its `opening` posting per item with stock (decision 021): the ledger starts where
 * the shelves stand, so every item's stock equals its ledger from the first start. Meat was slaughtered
 * yesterday and keeps its group's shelf life from today.
 */
export function openingStock(items: typeof ITEMS, nowMs: number): OpeningStock[] {
  const today = nairobiDate(nowMs);
  return items.flatMap((item, index) => {
    const quantity = item.unit === 'kg' ? item.stockGrams : item.stockUnits;
    if (quantity <= 0) return [];
    const { supplier, farm, costShare } = SUPPLIERS[item.groupId] ?? OTHER_SUPPLIER;
    const price = item.unit === 'kg' ? item.pricePerKgCents : item.unitPriceCents;
    const meat = MEAT.has(item.groupId);
    // A lot's label number is its day and the first four characters of its id: unique ones make unique labels.
    const lotId = `${String(index + 1).padStart(4, '0')}-opening-${item.id}`;
    const { lot, posting } = arrivalPosting(
      'opening',
      lotId,
      {
        itemId: item.id,
        quantity,
        unitCostCents: Math.round(price * costShare),
        source: { kind: 'opening', id: null },
        supplier,
        farm,
        slaughterDate: meat ? addDays(today, -1) : null,
        inspectionStamp: meat ? `KE-MI-${item.id.length * 97 + 1000}` : null,
        useBy: addDays(today, defaultShelfLifeDays(item.groupId)),
      },
      { source: { kind: 'lot', id: lotId }, reason: 'Stock before the ledger', postedBy: OPENING },
      nowMs,
    );
    return [
      { lotId, lot, transactionId: `opening-${item.id}`, transaction: ledgerTransaction(posting, nowMs) },
    ];
  });
}
