import { z } from 'zod/mini';
import { addDays, isoDateSchema } from '../kernel/calendar-date';
import type { Item } from '../catalogue/catalog';
import { centsSchema, type Cents } from '../kernel/money';
import { priceAt } from '../catalogue/item-price';
import { arrivalLine, removalLine, type LedgerLine } from './ledger';
import { arrivedLot, defaultShelfLifeDays, isSellable, type Lot } from './lots';
import {
  costOutputs,
  massBalanceProblem,
  outputRoleSchema,
  yieldVariance,
  type CuttingTemplate,
  type ProductionOutput,
} from './production';
import { speciesSchema } from '../catalogue/species';
import { valueAtCost } from './stock-overview';
import { carcassItemId } from '../catalogue/stock-only';

/**
 * A production order (docs/decisions/034-production-orders.md): a whole carcass lot cut into the shop's
 * items and by-products, posted at once: the carcass leaves its lot (`productionInput`), each output
 * arrives as a lot of its own (`productionOutput`) carrying the carcass's farm, slaughter date and
 * inspection stamp, and the carcass's cost spread over the outputs (production.ts).
 */

/** What the butcher weighed of one output: grams always; pieces too for an item sold by the piece. */
export const weighedOutputSchema = z.object({
  itemId: z.string().check(z.minLength(1)),
  grams: z
    .number({ error: 'Weigh this output' })
    .check(z.int('Enter whole grams'), z.positive('Weigh every output above 0 g')),
  pieces: z.nullable(z.int('Count whole pieces').check(z.positive('Count the pieces'))),
});
export type WeighedOutput = z.infer<typeof weighedOutputSchema>;

const farmSchema = z.nullable(z.object({ firstName: z.string(), county: z.string() }));

/** productionOrders/{id}: written once, when posted, by the postProductionOrder function. */
export const productionOrderSchema = z.object({
  number: z.string().check(z.minLength(1)),
  species: speciesSchema,
  carcass: z.object({
    lotId: z.string().check(z.minLength(1)),
    number: z.string(),
    itemId: z.string().check(z.minLength(1)),
    grams: z.int().check(z.positive()),
    costCents: centsSchema,
    supplier: z.string(),
    farm: farmSchema,
    slaughterDate: z.nullable(isoDateSchema),
    inspectionStamp: z.nullable(z.string()),
  }),
  butcher: z.object({ butcherId: z.string().check(z.minLength(1)), butcherName: z.string() }),
  outputs: z.array(
    z.object({
      itemId: z.string().check(z.minLength(1)),
      name: z.string(),
      role: outputRoleSchema,
      grams: z.int().check(z.positive()),
      pieces: z.nullable(z.int().check(z.positive())),
      lotId: z.string().check(z.minLength(1)),
      lotNumber: z.string(),
      costCents: centsSchema,
      /** Per kg, or per piece for an item sold by the piece, like the item's price. */
      unitCostCents: centsSchema,
      /** The item's price when cut: with the cost, its margin. */
      unitPriceCents: centsSchema,
      expectedBps: z.int(),
      actualBps: z.int(),
    }),
  ),
  lossGrams: z.int().check(z.nonnegative()),
  maxLossBps: z.int(),
  transactionIds: z.array(z.string()),
  postedBy: z.object({ uid: z.string(), name: z.string() }),
  postedAtMs: z.int(),
});
export type ProductionOrder = z.infer<typeof productionOrderSchema>;

/** The share of the carcass that became cuts for the shop (not by-products), in basis points. */
export function cutYieldBps(order: Pick<ProductionOrder, 'outputs' | 'carcass'>): number {
  const cuts = order.outputs.filter((output) => output.role === 'cut');
  return Math.round((cuts.reduce((sum, output) => sum + output.grams, 0) * 10_000) / order.carcass.grams);
}

/** What the cutting template expected of the same cuts, in basis points of the carcass. */
export function expectedCutYieldBps(order: Pick<ProductionOrder, 'outputs'>): number {
  return order.outputs
    .filter((output) => output.role === 'cut')
    .reduce((sum, output) => sum + output.expectedBps, 0);
}

export const productionNumber = (sequence: number) => `PO-${String(sequence).padStart(4, '0')}`;

/** The source the postings and the output lots name: the trace follows it (decision 038). */
export const PRODUCTION_SOURCE_KIND = 'productionOrder';

type CarcassLot = Lot & { lotId: string };
type PricedItem = Item & { id: string };

export type ProductionPlan =
  | {
      ok: true;
      input: LedgerLine[];
      outputs: LedgerLine[];
      newLots: Map<string, Lot>;
      order: Omit<ProductionOrder, 'number' | 'butcher' | 'transactionIds' | 'postedBy' | 'postedAtMs'>;
    }
  | { ok: false; reason: string };

/** The margin of an output at its price: (price − cost) / price, in basis points; null with no price. */
export function marginBps(unitPriceCents: Cents, unitCostCents: Cents): number | null {
  return unitPriceCents > 0 ? Math.round(((unitPriceCents - unitCostCents) * 10_000) / unitPriceCents) : null;
}

/**
 * Everything posting a production order writes, or why it cannot post: the carcass must be its species'
 * carcass item, on hand and not past its use-by; every output an item of the template, weighed (and
 * counted when sold by the piece); the outputs must add back to the carcass within the template's loss.
 */
export function planProduction(input: {
  orderId: string;
  carcass: CarcassLot;
  template: CuttingTemplate;
  outputs: readonly WeighedOutput[];
  items: ReadonlyMap<string, PricedItem>;
  newLotIds: readonly string[];
  today: string;
  nowMs: number;
}): ProductionPlan {
  const { carcass, template, today, nowMs } = input;
  if (carcass.itemId !== carcassItemId(template.species))
    return { ok: false, reason: 'This lot is not a carcass of the species chosen.' };
  if (carcass.onHand <= 0) return { ok: false, reason: `Lot ${carcass.number} was already cut or used up.` };
  if (!isSellable(carcass, today))
    return { ok: false, reason: `Lot ${carcass.number} is past its use-by: write it off instead.` };
  if (new Set(input.outputs.map((output) => output.itemId)).size !== input.outputs.length)
    return { ok: false, reason: 'An item appears twice among the outputs.' };
  const outputs: ProductionOutput[] = [];
  for (const weighed of input.outputs) {
    const role = template.outputs.find((output) => output.itemId === weighed.itemId)?.role;
    const item = input.items.get(weighed.itemId);
    if (!role || !item) return { ok: false, reason: `${weighed.itemId} is not an output of this carcass.` };
    if ((item.unit === 'kg') !== (weighed.pieces === null))
      return {
        ok: false,
        reason:
          item.unit === 'kg'
            ? `${item.name} is sold by weight: give its grams only.`
            : `Count the pieces of ${item.name}.`,
      };
    outputs.push({ itemId: weighed.itemId, role, grams: weighed.grams, pieces: weighed.pieces });
  }
  const inputGrams = carcass.onHand;
  const problem = massBalanceProblem(inputGrams, outputs, template.maxLossBps);
  if (problem) return { ok: false, reason: problem };

  const carcassCostCents = valueAtCost('kg', inputGrams, carcass.unitCostCents);
  const unitPrices = new Map([...input.items].map(([id, item]) => [id, priceAt(item, nowMs)]));
  const costed = costOutputs(
    carcassCostCents,
    outputs,
    outputs.map((output) => ({ itemId: output.itemId, unitValueCents: unitPrices.get(output.itemId) ?? 0 })),
  );
  const variance = yieldVariance(template, inputGrams, outputs);
  const removal = removalLine(carcass, inputGrams);
  if (!removal.ok) return removal;
  const newLots = new Map<string, Lot>();
  const outputLines: LedgerLine[] = [];
  const stored = costed.map((output, index) => {
    const item = input.items.get(output.itemId) as PricedItem;
    const lotId = input.newLotIds[index] ?? '';
    const quantity = output.pieces ?? output.grams;
    // A cut keeps no longer than its group's shelf life, and never longer than the carcass it came from.
    const shelfEnd = addDays(today, defaultShelfLifeDays(item.groupId));
    const lot = arrivedLot(
      lotId,
      {
        itemId: output.itemId,
        quantity,
        unitCostCents: output.unitCostCents,
        source: { kind: PRODUCTION_SOURCE_KIND, id: input.orderId },
        supplier: carcass.supplier,
        farm: carcass.farm,
        slaughterDate: carcass.slaughterDate,
        inspectionStamp: carcass.inspectionStamp,
        useBy: shelfEnd < carcass.useBy ? shelfEnd : carcass.useBy,
      },
      nowMs,
    );
    newLots.set(lotId, lot);
    outputLines.push(arrivalLine(output.itemId, lotId, quantity));
    const yields = variance.find((entry) => entry.itemId === output.itemId);
    return {
      itemId: output.itemId,
      name: item.name,
      role: output.role,
      grams: output.grams,
      pieces: output.pieces,
      lotId,
      lotNumber: lot.number,
      costCents: output.costCents,
      unitCostCents: output.unitCostCents,
      unitPriceCents: unitPrices.get(output.itemId) ?? 0,
      expectedBps: yields?.expectedBps ?? 0,
      actualBps: yields?.actualBps ?? 0,
    };
  });
  return {
    ok: true,
    input: removal.lines,
    outputs: outputLines,
    newLots,
    order: {
      species: template.species,
      carcass: {
        lotId: carcass.lotId,
        number: carcass.number,
        itemId: carcass.itemId,
        grams: inputGrams,
        costCents: carcassCostCents,
        supplier: carcass.supplier,
        farm: carcass.farm,
        slaughterDate: carcass.slaughterDate,
        inspectionStamp: carcass.inspectionStamp,
      },
      outputs: stored,
      lossGrams: inputGrams - outputs.reduce((sum, output) => sum + output.grams, 0),
      maxLossBps: template.maxLossBps,
    },
  };
}

/** What the template expects of a carcass of `grams`: the form's starting weights. */
export function expectedOutputs(template: Pick<CuttingTemplate, 'outputs'>, grams: number) {
  return template.outputs.map((output) => ({
    itemId: output.itemId,
    role: output.role,
    grams: Math.floor((grams * output.yieldBps) / 10_000),
  }));
}
