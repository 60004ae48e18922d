import { testOrder } from '@nyama/domain/fixtures/test-items';
import type { RoundOrder } from '../api/round';

/** A delivery on Hassan's round for the driver's screens' tests: Amina's sirloin, out for delivery. */
export function testDelivery(id: string, number: string, date: string): RoundOrder {
  const order = testOrder(
    {
      lines: [
        {
          itemId: 'sirloin',
          groupId: 'beef',
          name: 'Sirloin',
          unit: 'kg',
          quantity: 1000,
          unitPriceCents: 85_000,
          estimatedGrams: 1000,
          lineTotalCents: 85_000,
          taxType: 'A',
        },
      ],
      subtotalCents: 85_000,
      deliveryFeeCents: 0,
      discountCents: 0,
      taxCents: 0,
      roundingCents: 0,
      totalCents: 85_000,
      fulfilment: 'delivery',
      address: {
        recipient: 'Amina Odhiambo',
        phone: '254712345678',
        zoneId: 'kilimani',
        area: 'Kilimani',
        street: 'Argwings Kodhek Rd',
        building: 'Apt 4',
        notes: '',
      },
      slot: { date, slotId: 'morning' },
      number,
      status: 'outForDelivery',
      driverId: 'driver',
    },
    1_790_000_000_000,
  );
  return { ...order, id };
}
