import type { FarmerOrderTerms } from './farmer-order';
import type { CuttingTemplate } from './production';
import type { Species } from '../catalogue/species';

/**
 * What a carcass of each species weighs on average, dressed: turns carcass kilograms into head to order.
 * Dressing percentages from the domain notes (beef ~62 %, goat and lamb ~50 %, broiler ~73 %, rabbit ~52 %)
 * applied to typical Kenyan live weights.
 */
export const CARCASS_GRAMS_PER_HEAD: Record<Species, number> = {
  cattle: 220_000,
  goat: 14_000,
  sheep: 18_000,
  chicken: 1_300,
  rabbit: 1_100,
};

/** Grams needed of an item over the plan's horizon (pieces converted with their estimated weight). */
export type ItemNeed = { itemId: string; grams: number };

export type SpeciesPlan = {
  species: Species;
  /** Cuts still needed after what is on hand. */
  cutGrams: number;
  /** Carcasses of the species already in the cold room, waiting for the butcher. */
  carcassOnHandGrams: number;
  /** Carcass to buy: what the cuts need beyond the carcasses on hand, in whole animals. */
  carcassGrams: number;
  head: number;
  /** Cuts whose own need the planned carcasses do not cover: expect to sell out of them, or buy extra. */
  shortCuts: { itemId: string; neededGrams: number; plannedGrams: number }[];
};

export type BuyingPlan = {
  species: SpeciesPlan[];
  /** Items no carcass gives (cheese, spices): bought as they are. */
  bought: ItemNeed[];
};

/**
 * Forecast → cuts → carcasses → head. A carcass gives every cut at once, so the plan buys for the cuts'
 * total need over the template's saleable yield: slow cuts become mince rather than the fastest cut
 * setting the number of animals (which would buy far too many). Cuts the plan leaves short are listed.
 */
export function buyingPlan(
  needs: readonly ItemNeed[],
  onHandGrams: ReadonlyMap<string, number>,
  templates: readonly Pick<CuttingTemplate, 'species' | 'outputs'>[],
  carcassOnHand: ReadonlyMap<Species, number> = new Map(),
): BuyingPlan {
  const net = new Map(
    needs.map((need) => [need.itemId, Math.max(0, need.grams - (onHandGrams.get(need.itemId) ?? 0))]),
  );
  const fromCarcass = new Set<string>();
  const species: SpeciesPlan[] = [];
  for (const template of templates) {
    const cuts = template.outputs.filter((output) => output.role === 'cut');
    cuts.forEach((cut) => fromCarcass.add(cut.itemId));
    const cutGrams = cuts.reduce((sum, cut) => sum + (net.get(cut.itemId) ?? 0), 0);
    const yieldBps = cuts.reduce((sum, cut) => sum + cut.yieldBps, 0);
    if (cutGrams === 0 || yieldBps === 0) continue;
    const carcassOnHandGrams = Math.max(0, carcassOnHand.get(template.species) ?? 0);
    const toBuyGrams = Math.max(0, (cutGrams * 10_000) / yieldBps - carcassOnHandGrams);
    const head = Math.ceil(toBuyGrams / CARCASS_GRAMS_PER_HEAD[template.species]);
    const carcassGrams = head * CARCASS_GRAMS_PER_HEAD[template.species];
    const shortCuts = cuts
      .map((cut) => ({
        itemId: cut.itemId,
        neededGrams: net.get(cut.itemId) ?? 0,
        plannedGrams: Math.floor(((carcassGrams + carcassOnHandGrams) * cut.yieldBps) / 10_000),
      }))
      .filter((cut) => cut.plannedGrams < cut.neededGrams);
    species.push({ species: template.species, cutGrams, carcassOnHandGrams, carcassGrams, head, shortCuts });
  }
  const bought = [...net]
    .filter(([itemId, grams]) => grams > 0 && !fromCarcass.has(itemId))
    .map(([itemId, grams]) => ({ itemId, grams }));
  return { species, bought };
}

/** Days between drafting a plan's orders and the animals arriving: a farmer needs time to bring them. */
export const PLAN_DELIVERY_LEAD_DAYS = 2;

/**
 * The plan's animals as farmer order terms, one per species with head to buy, at the price the shop
 * usually pays (a species with no usual price is left for staff to order by hand).
 */
export function termsFromPlan(
  plan: Pick<BuyingPlan, 'species'>,
  usualPrices: Partial<Record<Species, number>>,
  deliveryDate: string,
): FarmerOrderTerms[] {
  return plan.species.flatMap(({ species, head, carcassGrams }) => {
    const pricePerKgCents = usualPrices[species];
    return head > 0 && pricePerKgCents
      ? [{ species, head, estimatedCarcassGrams: carcassGrams, pricePerKgCents, deliveryDate }]
      : [];
  });
}

/** How far either side of the usual price per kg the shop's call for suppliers offers (in basis points). */
export const CALL_PRICE_SPREAD_BPS = 1_000;

/**
 * The plan's animals as the public call for suppliers (decision 042): each species with head to buy, over
 * the plan's fortnight, at the usual price per kg of carcass give or take CALL_PRICE_SPREAD_BPS.
 */
export function wantsFromPlan(
  plan: Pick<BuyingPlan, 'species'>,
  usualPrices: Partial<Record<Species, number>>,
): {
  species: Species;
  head: number;
  period: string;
  minPricePerKgCents: number;
  maxPricePerKgCents: number;
}[] {
  return plan.species.flatMap(({ species, head }) => {
    const usual = usualPrices[species];
    if (head <= 0 || !usual) return [];
    const spread = Math.round((usual * CALL_PRICE_SPREAD_BPS) / 10_000 / 100) * 100;
    return [
      {
        species,
        head,
        period: 'in the next two weeks',
        minPricePerKgCents: usual - spread,
        maxPricePerKgCents: usual + spread,
      },
    ];
  });
}
