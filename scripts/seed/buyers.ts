import type { Buyer } from '@nyama/domain/inventory/leftover-sale';

/** The businesses that take the demo shop's leftovers, at what each pays per kg. */
export const BUYERS: Record<string, Buyer> = {
  'mbwa-bora': {
    name: 'Mbwa Bora Pet Foods',
    contactName: 'Mary Njeri',
    phone: '254722100200',
    kraPin: 'P051122334K',
    notes: 'Collects bones and trim on Tuesdays and Fridays.',
    prices: [
      { itemId: 'by-bones', unitPriceCents: 6_000 },
      { itemId: 'by-trim', unitPriceCents: 18_000 },
    ],
    active: true,
  },
  'thika-tallow': {
    name: 'Thika Tallow & Soap',
    contactName: 'Peter Mutua',
    phone: '254733200300',
    kraPin: 'P052233445M',
    notes: 'Takes fat in 10 kg lots or more.',
    prices: [{ itemId: 'by-fat', unitPriceCents: 9_000 }],
    active: true,
  },
  'athi-tannery': {
    name: 'Athi River Tannery',
    contactName: 'Ali Hassan',
    phone: '254711300400',
    kraPin: null,
    notes: 'Hides salted the same day.',
    prices: [{ itemId: 'by-hides', unitPriceCents: 3_500 }],
    active: true,
  },
};
