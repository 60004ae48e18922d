import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatementMonth } from '@nyama/domain/inventory/farmer-order';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { FarmerStatement } from './farmer-statement';

const delivery = (number: string, reverseInvoiceNumber: number | null) => ({
  number,
  species: 'goat',
  carcassGrams: 120_000,
  owedCents: 7_200_000,
  onDay: '2026-11-02',
  reverseInvoiceNumber,
});
const november: StatementMonth = {
  month: '2026-11',
  deliveries: [delivery('FO-0003', 12), delivery('FO-0004', null)],
  payments: [],
  owedCents: 14_400_000,
  paidCents: 0,
  balanceCents: 14_400_000,
};

afterEach(() => speak('en-KE'));

describe('the farmer’s statement', () => {
  it('names KRA’s invoice for each delivery the shop invoiced, and says when one is on its way', () => {
    renderWithMantine(<FarmerStatement months={[november]} />);
    expect(screen.getByText(/FO-0003 120 kg goat \(KRA invoice 12\)/)).toBeInTheDocument();
    expect(screen.getByText(/FO-0004 120 kg goat \(KRA invoice on its way\)/)).toBeInTheDocument();
  });

  it('says it in Kiswahili', () => {
    speak('sw-KE');
    renderWithMantine(<FarmerStatement months={[november]} />);
    expect(screen.getByText(/\(Ankara ya KRA na\. 12\)/)).toBeInTheDocument();
    expect(screen.getByText(/\(Ankara ya KRA inakuja\)/)).toBeInTheDocument();
  });
});
