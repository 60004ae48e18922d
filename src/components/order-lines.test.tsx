import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderLine } from '@nyama/domain/orders/order';
import { speak } from '../lib/locale';
import { renderWithMantine } from '../testing/render';
import { OrderLines } from './order-lines';

const line: OrderLine = {
  itemId: 'goat-leg',
  groupId: 'mutton',
  name: 'Goat leg',
  unit: 'kg',
  quantity: 1_000,
  unitPriceCents: 90_000,
  estimatedGrams: 1_000,
  lineTotalCents: 90_000,
  taxType: 'A',
};

afterEach(() => speak('en-KE'));

describe('OrderLines', () => {
  it('says where a packed line’s meat came from, once per lot', () => {
    const origin = {
      number: 'L-20261123-K7QD',
      farm: { firstName: 'Kipchoge', county: 'Narok' },
      slaughterDate: '2026-11-22',
      inspectionStamp: 'KE-MI-1234',
    };
    renderWithMantine(
      <OrderLines
        lines={[
          {
            ...line,
            weighedGrams: 1_050,
            lots: [
              { lotId: 'a', quantity: 700, origin },
              { lotId: 'b', quantity: 350, origin },
            ],
          },
        ]}
      />,
    );
    expect(
      screen.getAllByText(
        'From Kipchoge’s farm, Narok · slaughtered 2026-11-22 · inspection stamp KE-MI-1234 · lot L-20261123-K7QD',
      ),
    ).toHaveLength(1);
  });

  it('says nothing of origin before packing', () => {
    renderWithMantine(<OrderLines lines={[line]} />);
    expect(screen.queryByText(/^From /)).not.toBeInTheDocument();
  });

  it('speaks Kiswahili: the weighing and where the meat came from', () => {
    speak('sw-KE');
    const origin = {
      number: 'L-20261123-K7QD',
      farm: { firstName: 'Kipchoge', county: 'Narok' },
      slaughterDate: null,
      inspectionStamp: null,
    };
    renderWithMantine(
      <OrderLines
        lines={[{ ...line, weighedGrams: 1_050, lots: [{ lotId: 'a', quantity: 1_050, origin }] }]}
      />,
    );
    expect(screen.getByRole('table', { name: 'Bidhaa za oda' })).toBeInTheDocument();
    expect(screen.getByText('Kutoka shamba la Kipchoge, Narok · kundi L-20261123-K7QD')).toBeInTheDocument();
    expect(screen.getByText(/^imepimwa /)).toBeInTheDocument();
    expect(screen.queryByText(/^From |weighed/)).not.toBeInTheDocument();
  });
});
