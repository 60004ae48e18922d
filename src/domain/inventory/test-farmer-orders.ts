import type { FarmerOrder } from './farmer-order';

/** The staff member who acts on farmer orders in tests. */
export const TEST_STAFF = { uid: 'staff', name: 'Wanjiku Mwangi' };

/**
 * A farmer order for tests: every field a real one has (ten goats from Kipchoge, sent), with only what a
 * test cares about set.
 */
export function testFarmerOrder(fields: Partial<FarmerOrder> = {}): FarmerOrder {
  return {
    number: 'FO-0005',
    status: 'sent',
    farmerUid: 'kipchoge',
    farmer: { name: 'Kipchoge Rotich', firstName: 'Kipchoge', mob: '254733000333', county: 'Narok' },
    terms: {
      species: 'goat',
      head: 10,
      estimatedCarcassGrams: 140_000,
      pricePerKgCents: 60_000,
      deliveryDate: '2026-12-01',
    },
    counter: null,
    declineReason: null,
    delivery: null,
    payments: [],
    history: [
      { status: 'draft', by: TEST_STAFF, atMs: 1, note: '' },
      { status: 'sent', by: TEST_STAFF, atMs: 2, note: '' },
    ],
    yields: [],
    finished: false,
    createdAtMs: 1,
    updatedAtMs: 2,
    ...fields,
  };
}
