import type { SupplierCallInput } from '@nyama/domain/suppliers/supplier-application';

/** What the demo shop asks suppliers for on /lookingforsuppliers: December's goats and steers. */
export const SUPPLIER_CALL: SupplierCallInput = {
  wants: [
    {
      species: 'goat',
      head: 60,
      period: 'before Christmas',
      minPricePerKgCents: 55_000,
      maxPricePerKgCents: 65_000,
    },
    {
      species: 'cattle',
      head: 8,
      period: 'every week in December',
      minPricePerKgCents: 44_000,
      maxPricePerKgCents: 52_000,
    },
  ],
  note: 'We collect from Kajiado, Narok and Machakos; animals must travel with a movement permit.',
};
