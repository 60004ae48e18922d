import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import { perKgItem, testOrder } from '@nyama/domain/fixtures/test-items';
import { readList } from './read-list';
import { schemaConverter } from './schema-converter';

const converter = schemaConverter(orderSchema);

function stored(number: string, date: string): Order {
  const item = perKgItem({});
  return testOrder(
    {
      lines: [
        {
          itemId: 'sirloin',
          groupId: item.groupId,
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
      fulfilment: 'pickup',
      address: null,
      slot: { date, slotId: 'morning' },
      number,
    },
    1_790_000_000_000,
  );
}

/** A listed document as Firestore gives it: its data read through the domain's converter. */
const docOf = (id: string, data: unknown) => ({
  id,
  ref: { path: `orders/${id}` },
  data: () => converter.fromFirestore({ data: () => data as Order }),
});

afterEach(() => vi.restoreAllMocks());

describe('a list read through the schema', () => {
  it('shows the good rows and counts a document with an impossible date instead of failing', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const docs = [
      docOf('a', stored('NY-1', '2026-11-20')),
      docOf('bad', stored('NY-2', '2026-11-00')),
      docOf('c', stored('NY-3', '2026-11-21')),
    ];
    const read = readList(docs, (doc) => ({ ...doc.data(), id: doc.id }));
    expect(read.rows.map((order) => order.number)).toEqual(['NY-1', 'NY-3']);
    expect(read.unreadable).toBe(1);
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toContain('orders/bad');
  });

  it('names a bad document once, however often a live list reads it again', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const docs = [docOf('again', { ...stored('NY-4', '2026-11-20'), status: 'lost' })];
    expect(readList(docs, (doc) => doc.data()).unreadable).toBe(1);
    expect(readList(docs, (doc) => doc.data()).unreadable).toBe(1);
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it('still throws what is not a refused document: a bug must not pass for bad data', () => {
    const docs = [docOf('a', stored('NY-1', '2026-11-20'))];
    expect(() =>
      readList(docs, () => {
        throw new TypeError('a bug');
      }),
    ).toThrow('a bug');
  });
});
