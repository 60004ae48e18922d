import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testOrder } from '@nyama/domain/fixtures/test-items';
import { formatKes } from '@nyama/domain/kernel/money';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { WeighedLines } from './weighed-lines';

/** Money as the page's text reads once its spaces are normalised. */
const kes = (cents: number) => formatKes(cents).replace(/\s/g, ' ');
const NOW = Date.now();

/** 1.5 kg of sirloin at KES 1,200 a kilo, not weighed yet, delivered for KES 200 less KES 100 off. */
const order = testOrder(
  {
    lines: [
      {
        itemId: 'sirloin',
        groupId: 'beef',
        name: 'Sirloin steak',
        unit: 'kg',
        quantity: 1500,
        unitPriceCents: 120_000,
        estimatedGrams: 1500,
        lineTotalCents: 180_000,
        taxType: 'A',
      },
    ],
    subtotalCents: 180_000,
    deliveryFeeCents: 20_000,
    discountCents: 10_000,
    taxCents: 0,
    roundingCents: 0,
    totalCents: 190_000,
    fulfilment: 'pickup',
    address: null,
    slot: { date: '2026-11-22', slotId: 'afternoon' },
  },
  NOW,
);

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

afterEach(() => speak('en-KE'));

describe('the lines of an order', () => {
  it('shows each line as ordered, not weighed yet, with the delivery, discount and total at their feet', () => {
    renderWithMantine(<WeighedLines orderId="order-1" order={order} />);
    const [, line, feet] = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row');
    expect(cellsOf(line as HTMLElement)).toEqual(['Sirloin steak', '1.5 kg', kes(180_000), '—', '—']);
    expect(cellsOf(feet as HTMLElement)).toEqual([
      `Delivery ${kes(20_000)} · discount ${kes(10_000)}`,
      '',
      kes(190_000),
      '',
      '—',
    ]);
  });

  it('names the columns and the feet in Kiswahili on the order page', () => {
    speak('sw-KE');
    renderWithMantine(<WeighedLines orderId="order-1" order={order} />);
    const table = screen.getByRole('table', { name: 'Bidhaa' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Bidhaa', 'Iliyoagizwa', 'Bei', 'Imepimwa', 'Mwisho']);
    expect(
      within(table).getByText(`Usafirishaji ${kes(20_000)} · punguzo ${kes(10_000)}`, {
        normalizer: (text) => text.replace(/\s/g, ' '),
      }),
    ).toBeInTheDocument();
    expect(within(table).queryByText(/Price|Weighed|Delivery/)).not.toBeInTheDocument();
  });
});
