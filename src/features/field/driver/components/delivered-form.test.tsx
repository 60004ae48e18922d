import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { DeliveredForm } from './delivered-form';

const user = userEvent.setup({ delay: null });

function renderForm(dueCents: number) {
  const onDelivered = vi.fn();
  renderWithMantine(<DeliveredForm dueCents={dueCents} onDelivered={onDelivered} />);
  return onDelivered;
}

async function enterCode(code: string) {
  for (const [index, digit] of [...code].entries()) {
    await user.type(screen.getByLabelText(`Delivery code digit ${index + 1}`), digit);
  }
}

const deliver = () => user.click(screen.getByRole('button', { name: 'Delivered' }));

afterEach(() => speak('en-KE'));

describe('the driver’s Delivered form', () => {
  it('asks nothing about money when nothing is due', async () => {
    const onDelivered = renderForm(0);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await enterCode('4821');
    await deliver();
    expect(onDelivered).toHaveBeenCalledWith({ code: '4821', note: '', collection: null }, null);
  });

  it('will not deliver money due without saying what happened to it', async () => {
    const onDelivered = renderForm(10_200);
    await enterCode('4821');
    await deliver();
    expect(screen.getByText('Say what happened to the Ksh 102 due')).toBeInTheDocument();
    expect(onDelivered).not.toHaveBeenCalled();
  });

  it('takes the cash counted only when it is what is due, and says so before the shop refuses it', async () => {
    const onDelivered = renderForm(10_200);
    await enterCode('4821');
    await user.click(screen.getByRole('radio', { name: 'The customer paid in cash' }));
    await user.type(screen.getByRole('textbox', { name: 'Cash collected (Ksh)' }), '100');
    await deliver();
    expect(screen.getByRole('textbox', { name: 'Cash collected (Ksh)' })).toHaveAccessibleDescription(
      /Ksh\s102 is due, not Ksh\s100: collect the rest/,
    );
    expect(onDelivered).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Cash collected (Ksh)' }));
    await user.type(screen.getByRole('textbox', { name: 'Cash collected (Ksh)' }), '102');
    await deliver();
    expect(onDelivered).toHaveBeenCalledWith(
      { code: '4821', note: '', collection: { method: 'cash', amountCents: 10_200 } },
      null,
    );
  });

  it('takes the customer’s refusal to pay only with a reason', async () => {
    const onDelivered = renderForm(98_000);
    await enterCode('4821');
    await user.click(screen.getByRole('radio', { name: 'The customer did not pay' }));
    await deliver();
    expect(
      screen.getByRole('textbox', { name: 'Why did the customer not pay?' }),
    ).toHaveAccessibleDescription('Say why the customer did not pay');
    await user.type(
      screen.getByRole('textbox', { name: 'Why did the customer not pay?' }),
      'Will pay the shop',
    );
    await deliver();
    expect(onDelivered).toHaveBeenCalledWith(
      { code: '4821', note: '', collection: { method: 'none', reason: 'Will pay the shop' } },
      null,
    );
  });

  it('speaks Kiswahili at the door: the code, the money and the domain’s own sentences', async () => {
    speak('sw-KE');
    const onDelivered = renderForm(10_200);
    expect(screen.getByText('Msimbo wa kupokea kutoka kwa mteja')).toBeInTheDocument();
    expect(screen.getByText('Pesa mlangoni: anadaiwa Ksh 102')).toBeInTheDocument();
    expect(screen.queryByText('Delivery code from the customer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imefikishwa' }));
    expect(screen.getByText('Weka msimbo wa tarakimu 4 kutoka kwa mteja')).toBeInTheDocument();
    expect(screen.getByText('Sema kama mteja alilipa Ksh 102 anazodaiwa')).toBeInTheDocument();

    for (const [index, digit] of [...'4821'].entries()) {
      await user.type(screen.getByLabelText(`Tarakimu ${index + 1} ya msimbo`), digit);
    }
    await user.click(screen.getByRole('radio', { name: 'Mteja amelipa pesa taslimu' }));
    await user.type(screen.getByRole('textbox', { name: 'Pesa taslimu uliyopokea (Ksh)' }), '150');
    await user.click(screen.getByRole('button', { name: 'Imefikishwa' }));
    expect(
      screen.getByRole('textbox', { name: 'Pesa taslimu uliyopokea (Ksh)' }),
    ).toHaveAccessibleDescription(/Anadaiwa Ksh\s102 tu, si Ksh\s150: mrudishie chenji/);
    expect(screen.queryByText(/is due/)).not.toBeInTheDocument();
    expect(onDelivered).not.toHaveBeenCalled();
  });
});
