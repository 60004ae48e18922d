import { includedTaxCents } from '../catalogue/pricing';
import type { Cents } from '../kernel/money';
import { TAX_RATE_BPS, TAX_TYPES, type TaxType } from '../kernel/tax-type';

/** A line of a sale as charged, VAT included, before the order's discount. */
export type ChargedLine = { taxType: TaxType; grossCents: Cents };

/**
 * A line as eTIMS takes it (decision 074): prices include VAT, so the taxable amount is what is left of the
 * line after its discount once the VAT inside it is taken out, and the line's total is that net amount.
 */
export type InvoicedAmounts = {
  taxType: TaxType;
  grossCents: Cents;
  discountCents: Cents;
  netCents: Cents;
  taxableCents: Cents;
  taxCents: Cents;
};

export type TaxBand = { taxType: TaxType; rateBps: number; taxableCents: Cents; taxCents: Cents };

export type InvoiceAmounts = {
  lines: InvoicedAmounts[];
  /** All five types, in eTIMS's order, each with its rate: the sale sends every band, empty ones as 0. */
  bands: TaxBand[];
  taxableCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
};

/**
 * The order's discount shared over its goods lines in proportion to their price, as the checkout counted
 * the VAT it shows (`priceOrder`); the cents that proportion leaves over go to the largest remainders, so
 * the shares add up to the discount exactly.
 */
function shareDiscount(lines: readonly ChargedLine[], discountCents: Cents): Cents[] {
  const grossCents = lines.reduce((sum, line) => sum + line.grossCents, 0);
  if (grossCents === 0 || discountCents === 0) return lines.map(() => 0);
  const exact = lines.map((line) => (line.grossCents * discountCents) / grossCents);
  const shares = exact.map(Math.floor);
  let left = discountCents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The amounts of a tax invoice: goods lines share the discount, other lines (delivery) take none. The
 * whole-shilling rounding of an order's total is not a supply and stays off the invoice, as it stays out
 * of the VAT the checkout shows.
 */
export function invoiceAmounts(
  goods: readonly ChargedLine[],
  others: readonly ChargedLine[],
  discountCents: Cents,
): InvoiceAmounts {
  const discounts = [...shareDiscount(goods, discountCents), ...others.map(() => 0)];
  const charged = [...goods, ...others];
  const lines = charged.map((line, index): InvoicedAmounts => {
    const discount = discounts[index] ?? 0;
    const netCents = line.grossCents - discount;
    const taxCents = includedTaxCents(netCents, TAX_RATE_BPS[line.taxType]);
    return {
      taxType: line.taxType,
      grossCents: line.grossCents,
      discountCents: discount,
      netCents,
      taxableCents: netCents - taxCents,
      taxCents,
    };
  });
  const bands = TAX_TYPES.map((taxType) => {
    const inBand = lines.filter((line) => line.taxType === taxType);
    return {
      taxType,
      rateBps: TAX_RATE_BPS[taxType],
      taxableCents: inBand.reduce((sum, line) => sum + line.taxableCents, 0),
      taxCents: inBand.reduce((sum, line) => sum + line.taxCents, 0),
    };
  });
  return {
    lines,
    bands,
    taxableCents: bands.reduce((sum, band) => sum + band.taxableCents, 0),
    taxCents: bands.reduce((sum, band) => sum + band.taxCents, 0),
    totalCents: lines.reduce((sum, line) => sum + line.netCents, 0),
  };
}
