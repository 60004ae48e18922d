import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderPayment } from '@nyama/domain/orders/order';
import { PHONE_ERROR } from '@nyama/domain/kernel/phone';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import type { PhonePaymentChoice } from '../api/phone-order';
import { PhonePaymentForm } from './phone-payment-form';
import { PlacedOrderStatus } from './placed-order-status';

const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => speak('en-KE'));

describe('paying a phone order at checkout', () => {
  function renderForm(totalCents: number | null, error: string | null = null) {
    const onPlace = vi.fn<(choice: PhonePaymentChoice) => void>();
    renderWithMantine(
      <PhonePaymentForm
        initial={{ payment: 'mpesa', phone: '0712 345 678', customerPin: 'P000111222Z' }}
        totalCents={totalCents}
        onPlace={onPlace}
        pending={false}
        error={error}
      />,
    );
    return onPlace;
  }

  it('cannot place an order the server has not priced', () => {
    renderForm(null);
    expect(screen.getByRole('button', { name: 'Place order and send the prompt' })).toBeDisabled();
  });

  it('sends the prompt to the customer’s number, and refuses one that is not a Kenyan mobile', () => {
    const onPlace = renderForm(139_750);
    typeInto('M-Pesa number', '0812 345 678');
    fireEvent.click(screen.getByRole('button', { name: /^Place order and send the prompt Ksh.1,397\.50$/ }));
    expect(screen.getByText(PHONE_ERROR)).toBeInTheDocument();
    expect(onPlace).not.toHaveBeenCalled();

    typeInto('M-Pesa number', '0711 000 333');
    fireEvent.click(screen.getByRole('button', { name: /Place order and send the prompt/ }));
    expect(onPlace).toHaveBeenCalledWith({
      payment: 'mpesa',
      phone: '0711 000 333',
      customerPin: 'P000111222Z',
    });
  });

  it('takes an order to be paid on delivery without a number', () => {
    const onPlace = renderForm(139_700);
    fireEvent.click(screen.getByLabelText('On delivery'));
    expect(screen.queryByLabelText('M-Pesa number')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Place order, pay Ksh.1,397 on delivery$/ }));
    expect(onPlace).toHaveBeenCalledWith({
      payment: 'onDelivery',
      phone: '0712 345 678',
      customerPin: 'P000111222Z',
    });
  });

  it('takes the profile’s KRA PIN for the tax invoice, another one, or none, and refuses one that is not a PIN', () => {
    const onPlace = renderForm(139_700);
    fireEvent.click(screen.getByLabelText('On delivery'));
    const place = () => fireEvent.click(screen.getByRole('button', { name: /^Place order, pay/ }));
    typeInto("KRA PIN (for a tax invoice in their business's name)", 'P0512');
    place();
    expect(screen.getByText(/Enter a KRA PIN like P051234567X/)).toBeInTheDocument();
    expect(onPlace).not.toHaveBeenCalled();
    typeInto("KRA PIN (for a tax invoice in their business's name)", ' p052222333b ');
    place();
    expect(onPlace).toHaveBeenLastCalledWith(expect.objectContaining({ customerPin: 'P052222333B' }));
    typeInto("KRA PIN (for a tax invoice in their business's name)", '');
    place();
    expect(onPlace).toHaveBeenLastCalledWith(expect.objectContaining({ customerPin: '' }));
  });

  it('says why the order was not placed', () => {
    renderForm(139_700, 'Only 2 kg of Sirloin steak left.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The order was not placedOnly 2 kg of Sirloin steak left.',
    );
  });

  it('speaks Kiswahili on a Kiswahili device (decision 072)', () => {
    speak('sw-KE');
    renderForm(139_700);
    expect(screen.getByText('Mteja analipa')).toBeInTheDocument();
    expect(screen.getByLabelText('Kwa M-Pesa sasa')).toBeChecked();
    expect(screen.getByLabelText('Wakati wa kufikisha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Weka oda na utume ombi la Ksh.1,397$/ })).toBeEnabled();
    expect(screen.queryByText('The customer pays')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('On delivery')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Place order/ })).not.toBeInTheDocument();
  });
});

describe('following a placed phone order', () => {
  const attempt = (state: OrderPayment['state'], fields: Partial<OrderPayment> = {}): OrderPayment => ({
    paymentId: 'p1',
    provider: 'mpesa',
    state,
    message: null,
    receipt: null,
    ...fields,
  });
  const order = (fields: Partial<Order>) =>
    ({ number: 'NY-2611-0042', totalCents: 139_700, payment: null, paidCents: 0, ...fields }) as Order;

  function renderStatus(placed: Order, promptError: string | null = null) {
    const onPromptAgain = vi.fn<(phone: string) => void>();
    renderWithMantine(
      <PlacedOrderStatus
        order={placed}
        phone="0712 345 678"
        onPromptAgain={onPromptAgain}
        prompting={false}
        promptError={promptError}
      />,
    );
    return onPromptAgain;
  }

  it('waits for the customer to approve the prompt', () => {
    renderStatus(order({ status: 'awaitingPayment', payment: attempt('pending') }));
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the customer to approve');
    expect(screen.getByRole('button', { name: 'Send the prompt again' })).toBeInTheDocument();
  });

  it('says why a prompt failed and sends it again, to another number if need be', () => {
    const onPromptAgain = renderStatus(
      order({ status: 'paymentFailed', payment: attempt('failed', { message: 'Wrong M-Pesa PIN.' }) }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong M-Pesa PIN.');
    typeInto('M-Pesa number', '0711 000 333');
    fireEvent.click(screen.getByRole('button', { name: 'Send the prompt' }));
    expect(onPromptAgain).toHaveBeenCalledWith('0711 000 333');
  });

  it('tells a prompt that could not be sent at all', () => {
    renderStatus(order({ status: 'pending' }), 'We could not reach the payment service.');
    expect(screen.getByText('The M-Pesa prompt has not been sent yet.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the payment service.');
  });

  it('shows it paid, with the receipt, and offers no more prompts', () => {
    renderStatus(order({ status: 'paid', payment: attempt('succeeded', { receipt: 'SKL0042' }) }));
    expect(screen.getByRole('status')).toHaveTextContent('The customer paid (M-Pesa receipt SKL0042).');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a pay-on-delivery order confirmed, with what the driver collects', () => {
    renderStatus(order({ status: 'confirmed' }));
    expect(screen.getByRole('status')).toHaveTextContent('the driver collects Ksh 1,397');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('still shows a pay-on-delivery order unpaid once it is being packed', () => {
    renderStatus(order({ status: 'packing', payment: null }));
    expect(screen.getByRole('status')).toHaveTextContent('the driver collects Ksh 1,397');
    expect(screen.queryByText(/The customer paid/)).not.toBeInTheDocument();
  });
});
