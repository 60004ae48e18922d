import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import type { DriverCash } from '../api/cash-up';
import { CashUpForm } from './cash-up-form';

const user = userEvent.setup({ delay: null });

const hassan: DriverCash = {
  driverId: 'driver-hassan',
  driverName: 'Hassan Abdi',
  expectedCents: 215_200,
  cash: [
    {
      reportId: 'r1',
      orderId: 'o1',
      orderNumber: 'NY-1',
      driverId: 'driver-hassan',
      driverName: 'Hassan Abdi',
      amountCents: 10_200,
      collectedAtMs: 1,
      cashUpId: null,
    },
    {
      reportId: 'r2',
      orderId: 'o2',
      orderNumber: 'NY-2',
      driverId: 'driver-hassan',
      driverName: 'Hassan Abdi',
      amountCents: 205_000,
      collectedAtMs: 2,
      cashUpId: null,
    },
  ],
  failed: [],
};

function renderForm() {
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <CashUpForm driver={hassan} />
    </QueryClientProvider>,
  );
}

const counted = () => screen.getByRole('textbox', { name: 'Cash counted (Ksh)' });
const confirm = () => user.click(screen.getByRole('button', { name: 'Confirm the count' }));

afterEach(() => speak('en-KE'));

describe('counting a driver’s cash in', () => {
  it('asks for the count before anything else', async () => {
    renderForm();
    await confirm();
    expect(counted()).toHaveAccessibleDescription('Enter the cash you counted');
  });

  it('shows the difference as it is typed and wants a reason for it', async () => {
    renderForm();
    await user.type(counted(), '2100');
    expect(screen.getByLabelText('Difference')).toHaveTextContent('Ksh 52 short');
    await confirm();
    expect(screen.getByRole('textbox', { name: 'Why it differs (if it does)' })).toHaveAccessibleDescription(
      /The count is Ksh\s52 short of the Ksh\s2,152 expected: say why\./,
    );
  });

  it('says when the count matches', async () => {
    renderForm();
    await user.type(counted(), '2152');
    expect(screen.getByLabelText('Difference')).toHaveTextContent('The count matches.');
  });

  it('counts the cash in Kiswahili', async () => {
    speak('sw-KE');
    renderForm();
    expect(screen.getByRole('form', { name: 'Hesabu pesa taslimu ya Hassan Abdi' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thibitisha hesabu' }));
    const cash = screen.getByRole('textbox', { name: 'Pesa taslimu iliyohesabiwa (Ksh)' });
    expect(cash).toHaveAccessibleDescription('Weka pesa taslimu uliyohesabu');
    await user.type(cash, '2100');
    expect(screen.getByLabelText('Tofauti')).toHaveTextContent(/Imepungua Ksh\s52/);
    await user.click(screen.getByRole('button', { name: 'Thibitisha hesabu' }));
    expect(
      screen.getByRole('textbox', { name: 'Kwa nini inatofautiana (kama inatofautiana)' }),
    ).toHaveAccessibleDescription(
      /^Hesabu imepungua Ksh\s52 kwenye Ksh\s2,152 iliyotarajiwa: eleza kwa nini\.$/,
    );
    expect(screen.queryByText(/Confirm the count|short|Cash counted/)).not.toBeInTheDocument();
  });
});
