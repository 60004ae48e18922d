import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/render';
import { DetailTable } from './detail-table';

describe('a detail table', () => {
  it('heads each row with its name, so the value is read with it', () => {
    renderWithMantine(
      <DetailTable
        label="Movement"
        details={[
          { name: 'Can sell', value: '+3 kg' },
          { name: 'Reason', value: <a href="/why">Spoiled</a> },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Movement' })).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Can sell', 'Reason']);
    expect(within(rows[0] as HTMLElement).getByRole('cell')).toHaveTextContent('+3 kg');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Spoiled' })).toBeInTheDocument();
  });

  it('lines figures up on the right, and words on the left', () => {
    renderWithMantine(
      <>
        <DetailTable label="Orders by status" figures details={[{ name: 'Delivered', value: 12 }]} />
        <DetailTable label="Fields changed" size="xs" details={[{ name: 'price', value: '100 → 120' }]} />
      </>,
    );
    expect(within(screen.getByRole('table', { name: 'Orders by status' })).getByRole('cell')).toHaveStyle({
      textAlign: 'right',
    });
    expect(within(screen.getByRole('table', { name: 'Fields changed' })).getByRole('cell')).not.toHaveStyle({
      textAlign: 'right',
    });
  });

  it('has no rows when there is nothing to say', () => {
    renderWithMantine(<DetailTable label="Fields changed" details={[]} />);
    expect(within(screen.getByRole('table', { name: 'Fields changed' })).queryAllByRole('row')).toHaveLength(
      0,
    );
  });
});
