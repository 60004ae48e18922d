import type { Item } from './catalog';
import { priceAt } from './item-price';
import type { Cents } from '../kernel/money';
import type { Grams } from '../kernel/weight';
import { DELIVERY_TAX_TYPE, TAX_RATE_BPS, type TaxType } from '../kernel/tax-type';

/**
 * What one cart line costs and weighs at `nowMs` (prices can be set to change at a given time).
 * `quantity` is grams for per-kg items and a count otherwise.
 * Per-kg lines round to the nearest cent once, at the line, so totals are sums of integers.
 */
export function priceLine(
  item: Item,
  quantity: number,
  nowMs: number,
): { lineTotalCents: Cents; estimatedGrams: Grams } {
  const price = priceAt(item, nowMs);
  if (item.unit === 'kg') {
    return { lineTotalCents: Math.round((price * quantity) / 1000), estimatedGrams: quantity };
  }
  return {
    lineTotalCents: price * quantity,
    estimatedGrams: (item.estimatedGramsPerUnit ?? 0) * quantity,
  };
}

/** Prices are VAT-inclusive; this is the VAT contained in a gross amount at `rateBps`. */
export function includedTaxCents(grossCents: Cents, rateBps: number): Cents {
  return Math.round((grossCents * rateBps) / (10_000 + rateBps));
}

/** VAT on delivery (a service, standard-rated). */
export const DELIVERY_TAX_RATE_BPS = TAX_RATE_BPS[DELIVERY_TAX_TYPE];

export type PricedLine = {
  itemId: string;
  groupId: Item['groupId'];
  name: string;
  unit: Item['unit'];
  quantity: number;
  unitPriceCents: Cents;
  estimatedGrams: Grams;
  lineTotalCents: Cents;
  taxType: TaxType;
};

export type OrderPricing = {
  lines: PricedLine[];
  subtotalCents: Cents;
  deliveryFeeCents: Cents;
  discountCents: Cents;
  taxCents: Cents;
  /** Whole shillings (M-Pesa takes nothing else); the rounding is shown as `roundingCents`. */
  totalCents: Cents;
  roundingCents: Cents;
};

export type DeliveryTerms = { feeCents: Cents; freeDeliveryFromCents: Cents } | null;

/**
 * Prices an order at `nowMs`: lines, delivery (free above the zone's threshold, none for pickup), the discount,
 * the VAT contained in the result (discount shared pro rata across lines), and a whole-shilling total.
 * Thresholds compare with the subtotal before discount, as customers read them on the zone page.
 */
export function priceOrder(
  lines: { item: Item & { id: string }; quantity: number }[],
  delivery: DeliveryTerms,
  nowMs: number,
  discount: { discountCents: Cents; waivesDelivery: boolean } = { discountCents: 0, waivesDelivery: false },
): OrderPricing {
  const priced: PricedLine[] = lines.map(({ item, quantity }) => ({
    itemId: item.id,
    groupId: item.groupId,
    name: item.name,
    unit: item.unit,
    quantity,
    unitPriceCents: priceAt(item, nowMs),
    taxType: item.taxType,
    ...priceLine(item, quantity, nowMs),
  }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const deliveryFeeCents =
    delivery === null || discount.waivesDelivery || subtotalCents >= delivery.freeDeliveryFromCents
      ? 0
      : delivery.feeCents;
  const discountCents = Math.min(discount.discountCents, subtotalCents);
  const kept = subtotalCents === 0 ? 0 : (subtotalCents - discountCents) / subtotalCents;
  const goodsTax = priced.reduce(
    (sum, line) => sum + includedTaxCents(Math.round(line.lineTotalCents * kept), TAX_RATE_BPS[line.taxType]),
    0,
  );
  const exact = subtotalCents - discountCents + deliveryFeeCents;
  const totalCents = Math.round(exact / 100) * 100;
  return {
    lines: priced,
    subtotalCents,
    deliveryFeeCents,
    discountCents,
    taxCents: goodsTax + includedTaxCents(deliveryFeeCents, DELIVERY_TAX_RATE_BPS),
    totalCents,
    roundingCents: totalCents - exact,
  };
}
