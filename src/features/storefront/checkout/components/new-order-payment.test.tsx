import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionsError } from 'firebase/functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceOrderInput, QuoteOrderInput } from '@nyama/domain/orders/order-request';
import { CUSTOMER_CALLABLES } from '@nyama/domain/callables/customer-callables';
import type { CallableContract } from '@nyama/domain/callables/callable-contract';
import { SHOP_BUSY_SENTENCES } from '@nyama/domain/kernel/shop-busy';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { callFunction } from '../../../../lib/firebase/call-function';
import { speak } from '../../../../lib/locale';
import { renderRoutes } from '../../../../testing/render';
import { readCheckout, resetCheckout, type CheckoutState } from '../api/checkout-state';
import { NewOrderPayment } from './new-order-payment';

// The functions are not running here: the one door to them answers as each test says.
vi.mock('../../../../lib/firebase/call-function', () => ({ callFunction: vi.fn() }));

const user = userEvent.setup({ delay: null });

const request: QuoteOrderInput = {
  lines: [{ itemId: 'goat-leg', quantity: 2000 }],
  fulfilment: 'pickup',
  addressId: null,
  slot: { date: '2026-11-25', slotId: 'afternoon' },
  couponCode: null,
};

const state: CheckoutState = {
  fulfilment: 'pickup',
  zoneId: null,
  slot: request.slot,
  addressId: null,
  paymentMethod: 'mpesa',
  phone: '0712345678',
  couponCode: null,
  requestId: null,
  requestFor: null,
  mpesaAttempt: null,
};

const quote = {
  pricing: {
    lines: [
      {
        itemId: 'goat-leg',
        groupId: 'mutton',
        name: 'Goat leg',
        unit: 'kg',
        quantity: 2000,
        unitPriceCents: 90_000,
        estimatedGrams: 2000,
        lineTotalCents: 180_000,
        taxType: 'A',
      },
    ],
    subtotalCents: 180_000,
    deliveryFeeCents: 0,
    discountCents: 0,
    taxCents: 0,
    roundingCents: 0,
    totalCents: 180_000,
  },
  couponRefusal: null,
};

/** What the shop answers a busy request with (functions/src/lib/contention.ts), as the SDK hands it over. */
const busy = (step: 'order' | 'payment') =>
  new FunctionsError('unavailable', `${SHOP_BUSY_SENTENCES[step]} [503]`, { busy: step });
/** A request that got no answer at all: the SDK's status 0. */
const noAnswer = () => new FunctionsError('internal', 'internal [0]');

/**
 * The callables answer in turn: placeOrder and payWithMpesa take their answers from the lists (an Error is
 * thrown), the quote always prices the goat leg. Returns the requests placeOrder and payWithMpesa received.
 */
function shopAnswers({ place, pay }: { place: (Error | string)[]; pay: (Error | string)[] }) {
  const placed: PlaceOrderInput[] = [];
  const paid: unknown[] = [];
  const answer = (answers: (Error | string)[], value: (answer: string) => unknown) => {
    const next = answers.shift();
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(value(next ?? 'unexpected'));
  };
  vi.mocked(callFunction).mockImplementation((contract: CallableContract, input: unknown) => {
    if (contract.name === CUSTOMER_CALLABLES.quoteOrder.name) return Promise.resolve(quote);
    if (contract.name === CUSTOMER_CALLABLES.placeOrder.name) {
      placed.push(input as PlaceOrderInput);
      return answer(place, (orderId) => ({ orderId }));
    }
    if (contract.name === CUSTOMER_CALLABLES.payWithMpesa.name) {
      paid.push(input);
      return answer(pay, (paymentId) => ({ paymentId, customerMessage: 'Success. Request accepted' }));
    }
    return Promise.reject(new Error(`No answer for ${contract.name}`));
  });
  return { placed, paid };
}

/** What the stand-in for /paympesa says, once the order is placed and M-Pesa asked. */
const MPESA_PROMPT = 'Waiting for your M-Pesa payment…';

function renderPayment() {
  renderRoutes('/copayment', {
    '/copayment': () => (
      <NewOrderPayment
        uid="amina"
        request={request}
        lines={[{ itemId: 'goat-leg', quantity: 2000, addedAtMs: 0, item: perKgItem({ name: 'Goat leg' }) }]}
        state={state}
        defaultPhone=""
      />
    ),
    '/paympesa': () => <p>{MPESA_PROMPT}</p>,
    '/codelivery': null,
  });
}

const placeAndPay = async () =>
  user.click(await screen.findByRole('button', { name: /^Place order and pay Ksh.1,800$/ }));

beforeEach(() => resetCheckout());

describe('NewOrderPayment when placing or paying fails', () => {
  it('says the shop is busy, not offline, and Try again sends the same attempt', async () => {
    const { placed, paid } = shopAnswers({ place: [busy('order'), 'order-1'], pay: ['pay-1'] });
    renderPayment();
    await placeAndPay();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The shop is busy right now: the order was not placed and nothing was charged. Try again in a moment.',
    );
    expect(alert).not.toHaveTextContent(/connection|could not reach/);
    // The attempt is kept on the device for the retry.
    const attempt = (await readCheckout()).requestId;
    expect(attempt).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(MPESA_PROMPT)).toBeInTheDocument();
    expect(placed.map((input) => input.requestId)).toEqual([attempt, attempt]);
    expect(paid).toEqual([{ orderId: 'order-1', phone: '0712345678' }]);
  });

  it('says so when the payment could not start, and trying again pays the order the attempt placed', async () => {
    // The shop answers the same attempt with the same order: trying again cannot place a second one.
    const { placed, paid } = shopAnswers({
      place: ['order-1', 'order-1'],
      pay: [busy('payment'), 'pay-1'],
    });
    renderPayment();
    await placeAndPay();

    expect(await screen.findByRole('alert')).toHaveTextContent(SHOP_BUSY_SENTENCES.payment);
    expect(screen.getByRole('textbox', { name: 'M-Pesa number' })).toBeValid();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(MPESA_PROMPT)).toBeInTheDocument();
    expect(placed).toHaveLength(2);
    expect(new Set(placed.map((input) => input.requestId)).size).toBe(1);
    expect(paid).toEqual([
      { orderId: 'order-1', phone: '0712345678' },
      { orderId: 'order-1', phone: '0712345678' },
    ]);
  });

  it('shows the shop’s refusal as it wrote it, with what the customer can do, and pays nothing', async () => {
    // Decision 062: an account that has never paid holds at most a share of an item unpaid.
    const hoarding =
      'A new account can hold at most 9 kg of Goat leg unpaid. Order at most 9 kg, or call us; ' +
      'once you have paid for an order, you can order more.';
    const { paid } = shopAnswers({
      place: [new FunctionsError('failed-precondition', `${hoarding} [400]`)],
      pay: [],
    });
    renderPayment();
    await placeAndPay();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your order was not placed');
    expect(alert).toHaveTextContent(hoarding);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(paid).toEqual([]);
  });

  it('asks to check the connection only when the request got no answer', async () => {
    shopAnswers({ place: [noAnswer()], pay: [] });
    renderPayment();
    await placeAndPay();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your order was not placed');
    expect(alert).toHaveTextContent('We could not reach the shop. Check your connection and try again.');
    expect(alert).not.toHaveTextContent(/busy/);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a refusal that is not about the number as the form’s message, not under the number', async () => {
    const waiting =
      'We are still waiting to hear whether your last payment went through. If a prompt is on your phone, ' +
      'answer it instead of paying again.';
    shopAnswers({ place: ['order-1'], pay: [new FunctionsError('failed-precondition', `${waiting} [400]`)] });
    renderPayment();
    await placeAndPay();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment did not start');
    expect(alert).toHaveTextContent(waiting);
    expect(screen.getByRole('textbox', { name: 'M-Pesa number' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows a number the shop refused under the number', async () => {
    const refused = 'Enter a Safaricom number, like 0712 345 678';
    shopAnswers({ place: ['order-1'], pay: [new FunctionsError('invalid-argument', `${refused} [400]`)] });
    renderPayment();
    await placeAndPay();

    const number = screen.getByRole('textbox', { name: 'M-Pesa number' });
    await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true');
    expect(number).toHaveAccessibleDescription(expect.stringContaining(refused) as string);
    expect(screen.queryByText('The payment did not start')).not.toBeInTheDocument();
  });
});

describe('NewOrderPayment in Kiswahili', () => {
  afterEach(() => speak('en-KE'));

  it('offers M-Pesa or card and places the order in Kiswahili', async () => {
    speak('sw-KE');
    shopAnswers({ place: [], pay: [] });
    renderPayment();
    expect(await screen.findByRole('button', { name: /^Agiza na ulipe Ksh.1,800$/ })).toBeEnabled();
    expect(screen.getByRole('radiogroup', { name: 'Lipa kwa' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Kadi/ })).toHaveAccessibleDescription(
      'Visa au Mastercard, kwenye ukurasa salama wa Paystack',
    );
    expect(screen.getByText(/Chukua kwenye duka letu la Ngara/)).toBeInTheDocument();
    expect(screen.queryByText(/Place order|Pay with|Pickup at/)).not.toBeInTheDocument();
  });
});
