import { describe, expect, it } from 'vitest';
import {
  costOutputs,
  cuttingTemplateSchema,
  massBalanceProblem,
  splitProportionally,
  yieldVariance,
} from './production';

describe('splitProportionally', () => {
  it('adds up to the total exactly, giving leftover cents to the largest remainders', () => {
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProportionally(1_000, [3, 7])).toEqual([300, 700]);
    const parts = splitProportionally(999_999, [17, 23, 5, 55]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(999_999);
  });
});

describe('massBalanceProblem', () => {
  const outputs = [
    { itemId: 'goat-leg', role: 'cut' as const, grams: 6_000, pieces: null },
    { itemId: 'bones', role: 'byProduct' as const, grams: 3_500, pieces: null },
  ];

  it('accepts outputs within the loss allowed', () => {
    expect(massBalanceProblem(10_000, outputs, 500)).toBeNull();
  });

  it('refuses outputs heavier than the carcass', () => {
    expect(massBalanceProblem(9_000, outputs, 500)).toBe(
      'The outputs weigh 9500 g, more than the 9000 g carcass.',
    );
  });

  it('refuses an output sold by the piece without a count', () => {
    expect(
      massBalanceProblem(10_000, [{ itemId: 'rabbit-half', role: 'cut', grams: 9_800, pieces: 0 }], 500),
    ).toBe('Count the pieces of every output sold by the piece.');
  });

  it('refuses a loss beyond the template’s and an output of no weight', () => {
    expect(massBalanceProblem(11_000, outputs, 500)).toMatch(/1500 g of the carcass is not accounted for/);
    expect(
      massBalanceProblem(
        10_000,
        [...outputs, { itemId: 'fat', role: 'byProduct', grams: 0, pieces: null }],
        500,
      ),
    ).toBe('Every output needs a weight above 0 g.');
  });
});

describe('costOutputs', () => {
  const outputs = [
    { itemId: 'fillet', role: 'cut' as const, grams: 2_000, pieces: null },
    { itemId: 'mince', role: 'cut' as const, grams: 8_000, pieces: null },
    { itemId: 'bones', role: 'byProduct' as const, grams: 5_000, pieces: null },
  ];
  const values = [
    { itemId: 'fillet', unitValueCents: 150_000 },
    { itemId: 'mince', unitValueCents: 60_000 },
    { itemId: 'bones', unitValueCents: 10_000 },
  ];

  it('costs by-products at the buyers’ price and spreads the rest over cuts by sales value, to the cent', () => {
    const costed = costOutputs(1_000_000, outputs, values);
    // Bones 5 kg × KES 100 = KES 500; KES 9,500 left over fillet (KES 3,000 of sales) and mince (KES 4,800).
    expect(costed.map((output) => output.costCents)).toEqual([365_385, 584_615, 50_000]);
    expect(costed.reduce((sum, output) => sum + output.costCents, 0)).toBe(1_000_000);
    expect(costed[0]?.unitCostCents).toBe(182_693);
    expect(costed[1]?.unitCostCents).toBe(73_077);
  });

  it('costs an output sold by the piece per piece, valued by its count', () => {
    const costed = costOutputs(
      300_000,
      [
        { itemId: 'rabbit-half', role: 'cut', grams: 1_000, pieces: 2 },
        { itemId: 'rabbit-liver', role: 'cut', grams: 100, pieces: null },
      ],
      [
        { itemId: 'rabbit-half', unitValueCents: 40_000 },
        { itemId: 'rabbit-liver', unitValueCents: 200_000 },
      ],
    );
    // Two halves sell for KES 800, the liver for KES 200: the halves carry 80% of the cost, KES 1,200 each.
    expect(costed.map((output) => [output.costCents, output.unitCostCents])).toEqual([
      [240_000, 120_000],
      [60_000, 600_000],
    ]);
  });

  it('never costs cuts below nothing when by-products are worth more than the carcass', () => {
    const costed = costOutputs(20_000, outputs, values);
    expect(costed.map((output) => output.costCents)).toEqual([0, 0, 20_000]);
  });
});

describe('cutting templates and yields', () => {
  it('refuses a template whose outputs weigh more than the carcass or list an item twice', () => {
    const base = { species: 'goat', maxLossBps: 400 };
    expect(
      cuttingTemplateSchema.safeParse({
        ...base,
        outputs: [
          { itemId: 'a', role: 'cut', yieldBps: 6_000 },
          { itemId: 'b', role: 'cut', yieldBps: 5_000 },
        ],
      }).success,
    ).toBe(false);
    expect(
      cuttingTemplateSchema.safeParse({
        ...base,
        outputs: [
          { itemId: 'a', role: 'cut', yieldBps: 100 },
          { itemId: 'a', role: 'cut', yieldBps: 100 },
        ],
      }).success,
    ).toBe(false);
  });

  it('shows each output’s yield against the template, and outputs the template did not expect', () => {
    const template = {
      outputs: [
        { itemId: 'goat-leg', role: 'cut' as const, yieldBps: 3_000 },
        { itemId: 'bones', role: 'byProduct' as const, yieldBps: 2_500 },
      ],
    };
    expect(
      yieldVariance(template, 20_000, [
        { itemId: 'goat-leg', role: 'cut', grams: 6_400, pieces: null },
        { itemId: 'liver', role: 'byProduct', grams: 400, pieces: null },
      ]),
    ).toEqual([
      { itemId: 'goat-leg', expectedBps: 3_000, actualBps: 3_200, varianceBps: 200 },
      { itemId: 'bones', expectedBps: 2_500, actualBps: 0, varianceBps: -2_500 },
      { itemId: 'liver', expectedBps: 0, actualBps: 200, varianceBps: 200 },
    ]);
  });
});
