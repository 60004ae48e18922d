import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { QuoteOrderInput } from '@nyama/domain/orders/order-request';
import type { PaymentProvider } from '@nyama/domain/orders/order';
import { clearCart } from '../../cart/public';
import { describeCallableError, refusedInput, shopBusyStep } from '../../../../lib/firebase/callable-error';
import { finishCheckout, orderRequestId, updateCheckout } from './checkout-state';
import { payWithCard, payWithMpesa, placeOrder } from './place-order';

export type PaymentChoice = { method: PaymentProvider; phone: string };
/**
 * A new order from the cart, with the KRA PIN the customer answered for its tax invoice (undefined: not
 * asked, the profile's), or another try at paying an order already placed.
 */
type PaymentTarget =
  | { kind: 'cart'; request: QuoteOrderInput; customerPin: string | null | undefined }
  | { kind: 'order'; orderId: string };

/**
 * Which step failed decides where the message goes: placing (the order) or paying (the method). A busy
 * shop (decision 058) is neither's fault: trying again sends the same attempt, so it cannot place twice.
 */
export class CheckoutError extends Error {
  readonly busy: boolean;
  /** The server refused what was typed (the M-Pesa number), not the order or the moment. */
  readonly aboutInput: boolean;

  constructor(
    readonly step: 'order' | 'payment',
    cause: unknown,
  ) {
    super(describeCallableError(cause));
    this.busy = shopBusyStep(cause) !== null;
    this.aboutInput = refusedInput(cause);
  }
}

async function placeAndPay(target: PaymentTarget, choice: PaymentChoice): Promise<string | null> {
  await updateCheckout({ paymentMethod: choice.method, phone: choice.phone });
  let orderId: string;
  if (target.kind === 'order') {
    orderId = target.orderId;
  } else {
    const placing = { ...target.request, customerPin: target.customerPin };
    const requestId = await orderRequestId(JSON.stringify(placing));
    orderId = await placeOrder({ ...placing, requestId }).then(
      (placed) => placed.orderId,
      (error: unknown) => Promise.reject(new CheckoutError('order', error)),
    );
  }
  const authorizationUrl = await startPayment(orderId, choice).catch((error: unknown) =>
    Promise.reject(new CheckoutError('payment', error)),
  );
  return authorizationUrl;
}

/** M-Pesa: the prompt is on its way (remembered for /paympesa); card: where to send the browser. */
async function startPayment(orderId: string, choice: PaymentChoice): Promise<string | null> {
  if (choice.method === 'card') return (await payWithCard({ orderId })).authorizationUrl;
  const { paymentId } = await payWithMpesa({ orderId, phone: choice.phone });
  await updateCheckout({ mpesaAttempt: { orderId, paymentId } });
  return null;
}

/** Only once paying has started is the cart the order's: until then a retry reuses the same request. */
async function handOverCart(target: PaymentTarget): Promise<void> {
  if (target.kind === 'cart') await Promise.all([clearCart(), finishCheckout()]);
}

/**
 * "Place order and pay": places the order (idempotently, by requestId), then starts M-Pesa (on to
 * /paympesa) or card (off to the provider's page, which sends the customer back to /paymentprocess).
 */
export function usePlaceAndPay() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ target, choice }: { target: PaymentTarget; choice: PaymentChoice }) =>
      placeAndPay(target, choice),
    onSuccess: async (authorizationUrl, { target }) => {
      if (authorizationUrl) {
        await handOverCart(target);
        window.location.assign(authorizationUrl);
      } else {
        await navigate({ to: '/paympesa' });
        await handOverCart(target);
      }
    },
  });
}
