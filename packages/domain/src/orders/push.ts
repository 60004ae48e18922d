import { z } from 'zod/mini';
import { formatKes, type Cents } from '../kernel/money';
import type { Order, OrderRefund } from './order';
import { amountDueCents } from '../delivery/delivery';
import type { OrderStatus } from '../kernel/order-status';
import { SLOTS, type DeliverySlot } from '../delivery/slots';

/**
 * users/{uid}/pushSubscriptions/{id}: one device that agreed to notifications, written only by the
 * savePushSubscription function. The id is a hash of the endpoint, so subscribing the same device again
 * rewrites one document; `createdAtMs` is when the device last stored it.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().check(z.startsWith('https://'), z.maxLength(1000)),
  keys: z.object({
    p256dh: z.string().check(z.minLength(1), z.maxLength(200)),
    auth: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
  createdAtMs: z.int(),
});
export type StoredPushSubscription = z.infer<typeof pushSubscriptionSchema>;

/**
 * The browsers' push services (Chrome and Edge's FCM, Firefox's autopush, Windows' WNS, Safari's), the
 * only places a subscription may send the shop's pushes: any other endpoint would make every order
 * change POST to an address of the subscriber's choosing (decision 024). An entry starting with a dot
 * is a domain's subdomains.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  'web.push.apple.com',
] as const;

/** The devices one account keeps subscribed; storing one more drops the one stored longest ago. */
export const PUSH_SUBSCRIPTIONS_MAX = 5;

/**
 * Whether `endpoint` is a push service's: https on the default port at one of PUSH_SERVICE_HOSTS, or on
 * one of `testHosts` (any port), which only the emulated functions are configured with.
 */
export function isPushServiceEndpoint(endpoint: string, testHosts: readonly string[] = []): boolean {
  const url = parsedUrl(endpoint);
  if (!url) return false;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (testHosts.includes(url.hostname)) return true;
  if (url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
  );
}

function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** One document per device: its id is the SHA-256 of the endpoint (hex), the same in the PWA and functions. */
export async function pushSubscriptionId(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What the PWA sends to store this device's subscription (savePushSubscription). */
export const savePushSubscriptionInput = z.omit(pushSubscriptionSchema, { createdAtMs: true });
export type SavePushSubscriptionInput = z.infer<typeof savePushSubscriptionInput>;

/** The templated messages a driver sends with one tap. */
export const DRIVER_TEMPLATES = {
  arrivingSoon: 'Arriving in 10 minutes',
  atGate: 'At the gate',
} as const;
export const driverTemplateSchema = z.enum(['arrivingSoon', 'atGate']);
export type DriverTemplate = z.infer<typeof driverTemplateSchema>;
export const DRIVER_TEXT_MAX = 120;

export const driverTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Write a message'),
    z.maxLength(DRIVER_TEXT_MAX, `Keep it under ${DRIVER_TEXT_MAX} characters`),
  );

/** What the driver's /customerpush form sends: a template, or a short text of their own. */
export const driverMessageInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('template'), template: driverTemplateSchema }),
  z.object({ kind: z.literal('text'), text: driverTextSchema }),
]);
export type DriverMessageInput = z.infer<typeof driverMessageInputSchema>;

/**
 * pushRequests/{requestId}: a driver's message to the customer of one of their deliveries. Written on the
 * driver's phone (queued offline, id made there), sent once by a function, which writes `outcome`,
 * `reason`, `sentCount` and `processedAtMs`.
 */
export const pushRequestSchema = z.object({
  orderId: z.string().check(z.minLength(1)),
  driverId: z.string().check(z.minLength(1)),
  template: z.nullable(driverTemplateSchema),
  text: z.nullable(z.string().check(z.maxLength(DRIVER_TEXT_MAX))),
  clientAtMs: z.int(),
  outcome: z.optional(z.enum(['sent', 'refused'])),
  reason: z.optional(z.nullable(z.string())),
  sentCount: z.optional(z.int().check(z.nonnegative())),
  processedAtMs: z.optional(z.int()),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export function driverMessageText(request: Pick<PushRequest, 'template' | 'text'>): string {
  return request.template ? DRIVER_TEMPLATES[request.template] : (request.text ?? '');
}

/** The JSON every push carries; the service worker shows it and opens `url` on a tap. */
export const pushPayloadSchema = z.object({
  title: z.string().check(z.minLength(1)),
  body: z.string(),
  url: z.string().check(z.startsWith('/')),
  tag: z.optional(z.string()),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** Where a customer follows their order. */
export const CUSTOMER_ORDER_URL = '/coopenorder';

/** What a status's words need beyond the order's number: what is left to pay, and the code for the door. */
type StatusDetails = { number: string; dueCents: Cents; deliveryCode: string | null };

const toPay = (dueCents: Cents) => (dueCents > 0 ? ` ${formatKes(dueCents)} to pay.` : '');

/** The order changes a customer is told about, with what they are told. */
const STATUS_PUSH: Partial<Record<OrderStatus, (order: StatusDetails) => { title: string; body: string }>> = {
  confirmed: ({ number }) => ({
    title: 'Order confirmed',
    body: `We are preparing order ${number}; you pay the driver on delivery.`,
  }),
  paid: ({ number }) => ({ title: 'Payment received', body: `We are preparing order ${number}.` }),
  weighed: ({ number, dueCents }) => ({
    title: 'Weighed and packed',
    body: `Order ${number} is weighed and packed.${toPay(dueCents)} See its final weights and total.`,
  }),
  // The code goes to the customer's own devices and phone only: giving it to the driver proves they met.
  outForDelivery: ({ number, dueCents, deliveryCode }) => ({
    title: 'On its way',
    body: `Order ${number} is out for delivery.${
      deliveryCode ? ` Give the driver your code ${deliveryCode}.` : ''
    }${dueCents > 0 ? ` Have ${formatKes(dueCents)} ready.` : ''}`,
  }),
  delivered: ({ number }) => ({
    title: 'Delivered',
    body: `Order ${number} was delivered. Enjoy your meal!`,
  }),
};

/**
 * What a customer is told when their order reaches `order.status`, or null for a status they are not told
 * of. Weighed says what is left to pay; out for delivery gives the delivery code and the money to have
 * ready (amountDueCents, what the driver collects).
 */
export function statusPush(
  order: Pick<Order, 'status' | 'number'> & Parameters<typeof amountDueCents>[0],
  deliveryCode: string | null,
): PushPayload | null {
  const details = { number: order.number, dueCents: amountDueCents(order), deliveryCode };
  const text = STATUS_PUSH[order.status]?.(details);
  return text ? { ...text, url: CUSTOMER_ORDER_URL, tag: `order-${order.number}` } : null;
}

/** Staff changed the order before packing: the customer hears it with the new total. */
export function orderChangedPush(orderNumber: string, totalCents: Cents): PushPayload {
  return {
    title: 'Your order was changed',
    body: `We changed order ${orderNumber}: its new total is ${formatKes(totalCents)}. See what changed.`,
    url: CUSTOMER_ORDER_URL,
    tag: `order-${orderNumber}`,
  };
}

/** An Admin moved the delivery to one of today's windows: the customer hears when, and why. */
export function deliveryMovedPush(orderNumber: string, slot: DeliverySlot, reason: string): PushPayload {
  const window = SLOTS.find((candidate) => candidate.id === slot.slotId)?.label ?? slot.slotId;
  return {
    title: 'Delivery moved to today',
    body: `We are bringing order ${orderNumber} today, ${window}: ${reason}`,
    url: CUSTOMER_ORDER_URL,
    tag: `order-${orderNumber}`,
  };
}

/** The driver's wrong codes locked the delivery: the customer hears it before the shop calls them. */
export function deliveryLockedPush(orderNumber: string): PushPayload {
  return {
    title: 'Delivery on hold',
    body: `Wrong delivery codes were entered for order ${orderNumber}, so we stopped its delivery. The shop will call you; never share your code except at your door.`,
    url: CUSTOMER_ORDER_URL,
    tag: `order-${orderNumber}`,
  };
}

/**
 * A refund of the customer's reached its end: sent back (with the reference their M-Pesa SMS or bank
 * statement shows) or failed (and what happens next); null while it is on its way. The tag is the
 * refund's, so a later order push never hides it.
 */
export function refundPush(orderNumber: string, refund: OrderRefund): PushPayload | null {
  const amount = formatKes(refund.amountCents);
  const where = refund.provider === 'mpesa' ? 'M-Pesa' : 'card';
  const tag = `refund-${refund.refundId}`;
  if (refund.state === 'succeeded') {
    const reference = refund.reference ? ` (reference ${refund.reference})` : '';
    return {
      title: 'Refund sent',
      body: `${amount} for order ${orderNumber} was sent back to your ${where}${reference}.`,
      url: CUSTOMER_ORDER_URL,
      tag,
    };
  }
  if (refund.state === 'failed') {
    return {
      title: 'Refund not sent',
      body: `We could not send ${amount} for order ${orderNumber} back to your ${where}. The shop will send it again or call you.`,
      url: CUSTOMER_ORDER_URL,
      tag,
    };
  }
  return null;
}

export function driverPush(driverName: string | null, message: string, orderNumber: string): PushPayload {
  return {
    title: driverName ? `${driverName}, your Nyama Shop driver` : 'Your Nyama Shop driver',
    body: message,
    url: CUSTOMER_ORDER_URL,
    tag: `driver-${orderNumber}`,
  };
}

/** Where a farmer's notifications lead. */
export const FARMER_PAGE_URL = '/farmerpage';

/** The shop sent a farmer an order (or sent it again after a counter-offer it could not take). */
export function farmerOrderSentPush(
  orderNumber: string,
  terms: { head: number; species: string; deliveryDate: string },
): PushPayload {
  return {
    title: 'New order from the shop',
    body: `${orderNumber}: ${terms.head} ${terms.species} for delivery on ${terms.deliveryDate}. Confirm, decline or offer other terms.`,
    url: FARMER_PAGE_URL,
    tag: `farmer-order-${orderNumber}`,
  };
}

/**
 * Staff answered a farmer's counter-offer: accepted (its terms are now the order's) or not (the shop's
 * terms stand, and the order is theirs to answer again).
 */
export function farmerCounterAnsweredPush(
  orderNumber: string,
  accepted: boolean,
  terms: { head: number; species: string; deliveryDate: string },
): PushPayload {
  const asked = `${terms.head} ${terms.species} for delivery on ${terms.deliveryDate}`;
  return {
    title: accepted ? 'Your offer was accepted' : 'Your offer was not accepted',
    body: accepted
      ? `${orderNumber}: ${asked}. Thank you!`
      : `${orderNumber}: the shop still asks ${asked}. Confirm, decline or offer other terms.`,
    url: FARMER_PAGE_URL,
    tag: `farmer-order-${orderNumber}`,
  };
}

/** The shop paid a farmer for a delivery. */
export function farmerPaidPush(orderNumber: string, amountCents: Cents, reference: string): PushPayload {
  return {
    title: 'Payment sent',
    body: `${formatKes(amountCents)} for ${orderNumber}${reference ? ` (ref ${reference})` : ''}. See your statement.`,
    url: FARMER_PAGE_URL,
    tag: `farmer-paid-${orderNumber}`,
  };
}
