import type { EntityTable } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod/mini';
import { paymentProviderSchema } from '@nyama/domain/orders/order';
import { deviceDatabase } from '../../../../lib/device-database';
import { DEVICE_DATABASES, STORAGE_REFUSED } from '../../../../lib/device-databases';
import { deliverySlotSchema } from '@nyama/domain/delivery/slots';

/**
 * What the customer chose so far in checkout. Kept in IndexedDB so a refresh, the back button, a
 * sign-in mid-checkout or the card provider's redirect never lose it. `requestId` is made once per
 * order attempt and reused by every retry, so placeOrder cannot place the same cart twice.
 */
const checkoutStateSchema = z.object({
  fulfilment: z.enum(['delivery', 'pickup']),
  zoneId: z.nullable(z.string()),
  slot: z.nullable(deliverySlotSchema),
  addressId: z.nullable(z.string()),
  paymentMethod: paymentProviderSchema,
  phone: z.string(),
  couponCode: z.nullable(z.string()),
  /**
   * The KRA PIN for this order's tax invoice as the customer answered on /cocustomer, null for none;
   * unanswered, placeOrder takes the profile's (decision 074, "The customer's PIN").
   */
  customerPin: z.optional(z.nullable(z.string())),
  requestId: z.nullable(z.uuid()),
  /** The order request `requestId` was made for: a changed cart or choice is a new attempt. */
  requestFor: z.nullable(z.string()),
  /** The M-Pesa prompt /paympesa waits for, until the live order shows its outcome. */
  mpesaAttempt: z.nullable(z.object({ orderId: z.string(), paymentId: z.string() })),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

const EMPTY: CheckoutState = {
  fulfilment: 'delivery',
  zoneId: null,
  slot: null,
  addressId: null,
  paymentMethod: 'mpesa',
  phone: '',
  couponCode: null,
  requestId: null,
  requestFor: null,
  mpesaAttempt: null,
};

type Row = CheckoutState & { id: 'current' };

const checkoutDb = deviceDatabase<{ state: EntityTable<Row, 'id'> }>(DEVICE_DATABASES.checkout, [
  { state: 'id' },
]);

export async function readCheckout(): Promise<CheckoutState> {
  const parsed = checkoutStateSchema.safeParse(await checkoutDb.state.get('current'));
  return parsed.success ? parsed.data : EMPTY;
}

/**
 * The checkout choices, live; null while IndexedDB is being read. The database is opened first: a live
 * query on a database whose opening failed waits silently for it to be opened again (Dexie), and the
 * step would load for ever. A refusal fails the step into its route's error page, whose "Try again"
 * opens it afresh (decision 056).
 */
export function useCheckout(): CheckoutState | null {
  return useLiveQuery(readOpenedCheckout, [], null);
}

async function readOpenedCheckout(): Promise<CheckoutState> {
  try {
    await checkoutDb.open();
  } catch (error: unknown) {
    throw new Error(STORAGE_REFUSED, { cause: error });
  }
  return readCheckout();
}

export async function updateCheckout(changes: Partial<CheckoutState>): Promise<CheckoutState> {
  return checkoutDb.transaction('rw', checkoutDb.state, async () => {
    const next = checkoutStateSchema.parse({ ...(await readCheckout()), ...changes });
    await checkoutDb.state.put({ ...next, id: 'current' });
    return next;
  });
}

/**
 * The id of this order attempt: made on the first try and reused by every retry of the same request
 * (`fingerprint`), until the order is placed and paying has started.
 */
export async function orderRequestId(fingerprint: string): Promise<string> {
  const state = await readCheckout();
  if (state.requestId && state.requestFor === fingerprint) return state.requestId;
  const requestId = crypto.randomUUID();
  await updateCheckout({ requestId, requestFor: fingerprint });
  return requestId;
}

/**
 * After an order is placed: the next checkout is a new attempt, with the customer's habits kept. The PIN
 * was this order's: the next one starts from the profile's again.
 */
export async function finishCheckout(): Promise<void> {
  await updateCheckout({
    requestId: null,
    requestFor: null,
    couponCode: null,
    slot: null,
    customerPin: undefined,
  });
}

/** Logout forgets every choice (spec "Logout clearing"). */
export async function resetCheckout(): Promise<void> {
  await checkoutDb.state.clear();
}
