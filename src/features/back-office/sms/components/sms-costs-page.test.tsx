import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { smsCostMonth } from '@nyama/domain/orders/sms';
import type { ListRead } from '../../../../lib/firebase/read-list';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { smsCostsQuery } from '../api/sms-costs';
import { SmsCostsPage } from './sms-costs-page';

// Firestore is not running here: the months read answers with what each test says.
vi.mock('../api/sms-costs', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/sms-costs')>()),
  smsCostsQuery: vi.fn(),
}));

type Month = { month: string; costCents: number; sent: number; updatedAtMs: number };

function renderPage(answer: () => Promise<ListRead<Month>>) {
  vi.mocked(smsCostsQuery).mockReturnValue(
    queryOptions({ queryKey: ['admin', 'sms-costs'] as const, queryFn: answer, retry: false }),
  );
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <SmsCostsPage />
    </QueryClientProvider>,
  );
}

const thisMonth = smsCostMonth(Date.now());

afterEach(() => speak('en-KE'));

describe('SmsCostsPage', () => {
  it('shows this month’s texts and cost, and every month with its cost per text', async () => {
    renderPage(async () => ({
      rows: [
        { month: thisMonth, costCents: 4_000, sent: 50, updatedAtMs: 1 },
        { month: '2025-10', costCents: 800, sent: 10, updatedAtMs: 1 },
      ],
      unreadable: 0,
    }));
    expect(await screen.findByLabelText('Texts this month')).toHaveTextContent('50');
    expect(screen.getByLabelText('Cost this month')).toHaveTextContent('Ksh 40');
    const table = screen.getByRole('table', { name: 'Texts by month (the last 12)' });
    const october = within(table).getByRole('row', { name: /October 2025/ });
    expect(october).toHaveTextContent('10');
    expect(october).toHaveTextContent('Ksh 8');
    expect(october).toHaveTextContent('Ksh 0.80');
    expect(screen.getByRole('img', { name: /What texts cost each month/ })).toBeInTheDocument();
  });

  it('says when no text has been sent, with nothing spent this month', async () => {
    renderPage(async () => ({ rows: [], unreadable: 0 }));
    expect(await screen.findByText('No text has been sent yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cost this month')).toHaveTextContent('Ksh 0');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('offers to read the months again when the read fails', async () => {
    renderPage(() => Promise.reject(new Error('offline')));
    expect(await screen.findByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });

  it('speaks Kiswahili on a Kiswahili device (decision 072)', async () => {
    speak('sw-KE');
    renderPage(async () => ({
      rows: [{ month: thisMonth, costCents: 4_000, sent: 50, updatedAtMs: 1 }],
      unreadable: 0,
    }));
    expect(await screen.findByLabelText('Jumbe mwezi huu')).toHaveTextContent('50');
    expect(screen.getByRole('heading', { name: 'Jumbe (SMS)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Jumbe kwa mwezi (12 za mwisho)' });
    expect(within(table).getByRole('columnheader', { name: 'Gharama' })).toBeInTheDocument();
    expect(screen.queryByText('Texts this month')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Cost' })).not.toBeInTheDocument();
  });
});
