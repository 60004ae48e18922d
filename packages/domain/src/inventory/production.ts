import { z } from 'zod/mini';
import type { Cents } from '../kernel/money';
import { speciesSchema } from '../catalogue/species';

/**
 * Butchering (docs/decisions/021-inventory-ledger.md): a carcass lot is cut into the shop's items by a
 * species' cutting template. The outputs must add back to the carcass within the loss the shop accepts,
 * and the carcass's cost is spread over them so each cut lot has a real cost per kg.
 */
/** A cut is sold in the shop; a by-product (bone, fat, offal, hide) goes to buyers at their price. */
export const outputRoleSchema = z.enum(['cut', 'byProduct']);
export type OutputRole = z.infer<typeof outputRoleSchema>;

const bps = z.int().check(z.gte(0), z.lte(10_000));

/** cuttingTemplates/{species}: what a carcass is expected to give, in basis points of its weight. */
export const cuttingTemplateSchema = z
  .object({
    species: speciesSchema,
    outputs: z
      .array(z.object({ itemId: z.string().check(z.minLength(1)), role: outputRoleSchema, yieldBps: bps }))
      .check(z.minLength(1, 'A template needs at least one output')),
    /** Chilling and trimming: the most of the carcass that may go missing before an order will not post. */
    maxLossBps: bps,
  })
  .check(
    z.refine(
      (template) => sumBps(template.outputs) <= 10_000,
      'The outputs add up to more than the whole carcass',
    ),
    z.refine(
      (template) => new Set(template.outputs.map((output) => output.itemId)).size === template.outputs.length,
      'An item appears twice in the template',
    ),
  );
export type CuttingTemplate = z.infer<typeof cuttingTemplateSchema>;

function sumBps(outputs: readonly { yieldBps: number }[]): number {
  return outputs.reduce((sum, output) => sum + output.yieldBps, 0);
}

/**
 * One output as weighed. Every output has grams (the carcass must add up); one sold by the piece (a whole
 * broiler, half a rabbit) also has its count, which is what its lot and stock hold.
 */
export type ProductionOutput = { itemId: string; role: OutputRole; grams: number; pieces: number | null };

/** Why the outputs cannot post against a carcass of `inputGrams`, or null when they account for it. */
export function massBalanceProblem(
  inputGrams: number,
  outputs: readonly ProductionOutput[],
  maxLossBps: number,
): string | null {
  if (outputs.some((output) => !Number.isInteger(output.grams) || output.grams <= 0))
    return 'Every output needs a weight above 0 g.';
  if (
    outputs.some(
      (output) => output.pieces !== null && (!Number.isInteger(output.pieces) || output.pieces <= 0),
    )
  )
    return 'Count the pieces of every output sold by the piece.';
  const outGrams = outputs.reduce((sum, output) => sum + output.grams, 0);
  if (outGrams > inputGrams) return `The outputs weigh ${outGrams} g, more than the ${inputGrams} g carcass.`;
  const lossGrams = inputGrams - outGrams;
  if (lossGrams * 10_000 > inputGrams * maxLossBps)
    return `${lossGrams} g of the carcass is not accounted for, more than the ${maxLossBps / 100}% loss allowed: weigh the missing outputs.`;
  return null;
}

/**
 * What each output is worth per unit of its stock (per kg, or per piece for one sold by the piece): the
 * shop's price for a cut, the buyers' price for a by-product.
 */
export type OutputValue = { itemId: string; unitValueCents: Cents };

/**
 * Splits `total` into integer parts proportional to `weights`, largest remainder first, so the parts add up
 * to exactly `total`: no cent of the carcass's cost is lost or invented by rounding.
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / weightSum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

export type CostedOutput = ProductionOutput & { costCents: Cents; unitCostCents: Cents };

/**
 * The cutting test's costing: by-products carry what buyers pay for them; the rest of the carcass's cost
 * is spread over the cuts by sales value (grams × price), so a kilo of fillet costs more than a kilo of
 * mince. The costs add up to the carcass's cost exactly; if by-products are worth more than the whole
 * carcass cost, cuts cost nothing rather than less than nothing.
 */
export function costOutputs(
  carcassCostCents: Cents,
  outputs: readonly ProductionOutput[],
  values: readonly OutputValue[],
): CostedOutput[] {
  const valueOf = new Map(values.map((value) => [value.itemId, value.unitValueCents]));
  const saleValue = (output: ProductionOutput) => {
    const unitValue = valueOf.get(output.itemId) ?? 0;
    return output.pieces === null ? Math.round((unitValue * output.grams) / 1000) : unitValue * output.pieces;
  };
  const byProductCosts = outputs.map((output) => (output.role === 'byProduct' ? saleValue(output) : 0));
  const byProductTotal = Math.min(
    carcassCostCents,
    byProductCosts.reduce((sum, cost) => sum + cost, 0),
  );
  const scaledByProducts = splitProportionally(byProductTotal, byProductCosts);
  const cutWeights = outputs.map((output) => (output.role === 'cut' ? saleValue(output) : 0));
  const cutCosts = cutWeights.some((weight) => weight > 0)
    ? splitProportionally(carcassCostCents - byProductTotal, cutWeights)
    : cutWeights.map(() => 0);
  return outputs.map((output, index) => {
    const costCents = (scaledByProducts[index] ?? 0) + (cutCosts[index] ?? 0);
    // Per kg like a weighed lot's cost, or per piece for one sold by the piece (lots.ts unitCostCents).
    const unitCostCents =
      output.pieces === null
        ? Math.round((costCents * 1000) / output.grams)
        : Math.round(costCents / output.pieces);
    return { ...output, costCents, unitCostCents };
  });
}

export type YieldVariance = { itemId: string; expectedBps: number; actualBps: number; varianceBps: number };

/** Each output's yield against the template, in basis points of the carcass (positive: more than expected). */
export function yieldVariance(
  template: Pick<CuttingTemplate, 'outputs'>,
  inputGrams: number,
  outputs: readonly ProductionOutput[],
): YieldVariance[] {
  const actual = new Map(outputs.map((output) => [output.itemId, output.grams]));
  const ids = [...new Set([...template.outputs.map((output) => output.itemId), ...actual.keys()])];
  return ids.map((itemId) => {
    const expectedBps = template.outputs.find((output) => output.itemId === itemId)?.yieldBps ?? 0;
    const actualBps = inputGrams > 0 ? Math.round(((actual.get(itemId) ?? 0) * 10_000) / inputGrams) : 0;
    return { itemId, expectedBps, actualBps, varianceBps: actualBps - expectedBps };
  });
}
