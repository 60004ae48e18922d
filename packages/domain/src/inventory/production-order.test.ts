import { describe, expect, it } from 'vitest';
import { countedItem, perKgItem } from '../fixtures/test-items';
import type { Lot } from './lots';
import type { CuttingTemplate } from './production';
import { expectedOutputs, marginBps, planProduction } from './production-order';

const today = '2026-11-24';
const template: CuttingTemplate = {
  species: 'goat',
  outputs: [
    { itemId: 'leg', role: 'cut', yieldBps: 5_000 },
    { itemId: 'half', role: 'cut', yieldBps: 2_500 },
    { itemId: 'bones', role: 'byProduct', yieldBps: 2_000 },
  ],
  maxLossBps: 500,
};
const carcass: Lot & { lotId: string } = {
  lotId: 'carcass',
  itemId: 'carcass-goat',
  number: 'L-20261123-CARC',
  receivedQuantity: 10_000,
  onHand: 10_000,
  unitCostCents: 60_000,
  source: { kind: 'farmerOrder', id: 'fo-1' },
  supplier: 'Kipchoge Rotich',
  farm: { firstName: 'Kipchoge', county: 'Narok' },
  slaughterDate: '2026-11-23',
  inspectionStamp: 'KE-MI-2211',
  useBy: '2026-11-27',
  receivedAtMs: 0,
  expiredAtMs: null,
};
const items = new Map([
  ['leg', { ...perKgItem({ name: 'Goat leg', pricePerKgCents: 90_000 }), groupId: 'mutton', id: 'leg' }],
  ['half', { ...countedItem({ name: 'Half goat', unitPriceCents: 200_000 }), groupId: 'mutton', id: 'half' }],
  ['bones', { ...perKgItem({ name: 'Bones', pricePerKgCents: 6_000 }), groupId: 'by-products', id: 'bones' }],
]);
const plan = (outputs: Parameters<typeof planProduction>[0]['outputs'], lot = carcass) =>
  planProduction({
    orderId: 'po-1',
    carcass: lot,
    template,
    outputs,
    items,
    newLotIds: ['l1', 'l2', 'l3'],
    today,
    nowMs: Date.parse('2026-11-24T08:00:00Z'),
  });
const weighed = [
  { itemId: 'leg', grams: 4_900, pieces: null },
  { itemId: 'half', grams: 2_500, pieces: 2 },
  { itemId: 'bones', grams: 2_200, pieces: null },
];

describe('planProduction', () => {
  it('takes the whole carcass off its lot and makes a costed lot per output carrying the farm', () => {
    const result = plan(weighed);
    if (!result.ok) throw new Error(result.reason);
    expect(result.input).toEqual([
      { itemId: 'carcass-goat', availableDelta: -10_000, lots: [{ lotId: 'carcass', delta: -10_000 }] },
    ]);
    expect(result.outputs.map((line) => line.lots)).toEqual([
      [{ lotId: 'l1', delta: 4_900 }],
      [{ lotId: 'l2', delta: 2 }],
      [{ lotId: 'l3', delta: 2_200 }],
    ]);
    expect(result.newLots.get('l2')).toMatchObject({
      itemId: 'half',
      onHand: 2,
      source: { kind: 'productionOrder', id: 'po-1' },
      farm: { firstName: 'Kipchoge', county: 'Narok' },
      inspectionStamp: 'KE-MI-2211',
      useBy: '2026-11-27',
    });
    // KES 6,000 of carcass: bones at the buyers' KES 60/kg, the rest over the cuts by sales value.
    const costs = result.order.outputs.map((output) => output.costCents);
    expect(costs.reduce((sum, cost) => sum + cost, 0)).toBe(600_000);
    expect(result.order.outputs[2]?.costCents).toBe(13_200);
    expect(result.order).toMatchObject({ lossGrams: 400, carcass: { grams: 10_000, costCents: 600_000 } });
    expect(result.order.outputs[0]).toMatchObject({ expectedBps: 5_000, actualBps: 4_900 });
  });

  it('refuses outputs that do not account for the carcass, or weigh more than it', () => {
    expect(plan([{ itemId: 'leg', grams: 4_000, pieces: null }])).toEqual({
      ok: false,
      reason: expect.stringMatching(/not accounted for/),
    });
    expect(plan([...weighed.slice(0, 2), { itemId: 'bones', grams: 9_000, pieces: null }])).toEqual({
      ok: false,
      reason: expect.stringMatching(/more than the 10000 g carcass/),
    });
  });

  it('refuses a carcass past its use-by or already cut, an item not of the template, and uncounted pieces', () => {
    expect(plan(weighed, { ...carcass, useBy: '2026-11-23' })).toMatchObject({ ok: false });
    expect(plan(weighed, { ...carcass, onHand: 0 })).toMatchObject({ ok: false });
    expect(plan([...weighed.slice(0, 2), { itemId: 'fillet', grams: 2_200, pieces: null }])).toMatchObject({
      ok: false,
      reason: 'fillet is not an output of this carcass.',
    });
    const uncounted = weighed.map((output) =>
      output.itemId === 'half' ? { ...output, pieces: null } : output,
    );
    expect(plan(uncounted)).toEqual({ ok: false, reason: 'Count the pieces of Half goat.' });
  });
});

describe('expectedOutputs and marginBps', () => {
  it('prefills the template’s share of the carcass and prices the margin', () => {
    expect(expectedOutputs(template, 10_000).map((output) => output.grams)).toEqual([5_000, 2_500, 2_000]);
    expect(marginBps(90_000, 63_000)).toBe(3_000);
    expect(marginBps(0, 100)).toBeNull();
  });
});
