import { z } from 'zod/mini';
import { formatKes, type Cents } from '../kernel/money';
import type { Order, OrderRefund } from './order';
import { amountDueCents } from '../delivery/delivery';
import type { OrderStatus } from '../kernel/order-status';
import { SLOTS, slotIdSchema, type DeliverySlot, type SlotId } from '../delivery/slots';
import { BASE_LOCALE, type Locale } from '../kernel/locale';
import type { Species } from '../catalogue/species';

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

/** The templated messages a driver sends with one tap, as the driver's screen shows them. */
export const DRIVER_TEMPLATES = {
  arrivingSoon: 'Arriving in 10 minutes',
  atGate: 'At the gate',
} as const;
export const driverTemplateSchema = z.enum(['arrivingSoon', 'atGate']);
export type DriverTemplate = z.infer<typeof driverTemplateSchema>;

/** The templates in the customer's language: the driver taps one, the customer reads it in theirs. */
const DRIVER_TEMPLATE_WORDS: Record<Locale, Record<DriverTemplate, string>> = {
  'en-KE': DRIVER_TEMPLATES,
  'sw-KE': { arrivingSoon: 'Nafika baada ya dakika 10', atGate: 'Niko langoni' },
};

/** What the shop says for the driver when they tap "arriving" on a delivery. */
export const ARRIVING_WORDS: Record<Locale, string> = {
  'en-KE': 'Almost at your door with your order.',
  'sw-KE': 'Nakaribia kufika mlangoni pako na oda yako.',
};
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

/** A driver's message in `locale`: a template in that language, a text of their own as they wrote it. */
export function driverMessageText(
  request: Pick<PushRequest, 'template' | 'text'>,
  locale: Locale = BASE_LOCALE,
): string {
  return request.template ? DRIVER_TEMPLATE_WORDS[locale][request.template] : (request.text ?? '');
}

/** The JSON every push carries; the service worker shows it and opens `url` on a tap. */
export const pushPayloadSchema = z.object({
  title: z.string().check(z.minLength(1)),
  body: z.string(),
  url: z.string().check(z.startsWith('/')),
  tag: z.optional(z.string()),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/**
 * A notification that can be said in either language: the function that sends it reads the account's
 * language on its profile, then says it (decision 072). Each builder holds both languages' words, so a
 * message without Kiswahili does not compile.
 */
export type PushWords = (locale: Locale) => PushPayload;

/** Where a customer follows their order. */
export const CUSTOMER_ORDER_URL = '/coopenorder';

/** What a status's words need beyond the order's number: what is left to pay, and the code for the door. */
type StatusDetails = { number: string; dueCents: Cents; deliveryCode: string | null };
type Said = { title: string; body: string };

/** Words present only when there is something to say: "Ksh 500 to pay." or nothing. */
const when = (present: boolean, words: string) => (present ? ` ${words}` : '');

/** The order changes a customer is told about. */
const TOLD_STATUSES = ['confirmed', 'paid', 'weighed', 'outForDelivery', 'delivered'] as const;
type ToldStatus = (typeof TOLD_STATUSES)[number];
const isTold = (status: OrderStatus): status is ToldStatus =>
  (TOLD_STATUSES as readonly string[]).includes(status);

/** What a customer is told of each, in each language. */
const STATUS_WORDS: Record<Locale, Record<ToldStatus, (order: StatusDetails) => Said>> = {
  'en-KE': {
    confirmed: ({ number }) => ({
      title: 'Order confirmed',
      body: `We are preparing order ${number}; you pay the driver on delivery.`,
    }),
    paid: ({ number }) => ({ title: 'Payment received', body: `We are preparing order ${number}.` }),
    weighed: ({ number, dueCents }) => ({
      title: 'Weighed and packed',
      body: `Order ${number} is weighed and packed.${when(dueCents > 0, `${formatKes(dueCents)} to pay.`)} See its final weights and total.`,
    }),
    // The code goes to the customer's own devices and phone only: giving it to the driver proves they met.
    outForDelivery: ({ number, dueCents, deliveryCode }) => ({
      title: 'On its way',
      body: `Order ${number} is out for delivery.${when(deliveryCode !== null, `Give the driver your code ${deliveryCode}.`)}${when(dueCents > 0, `Have ${formatKes(dueCents)} ready.`)}`,
    }),
    delivered: ({ number }) => ({
      title: 'Delivered',
      body: `Order ${number} was delivered. Enjoy your meal!`,
    }),
  },
  'sw-KE': {
    confirmed: ({ number }) => ({
      title: 'Oda imethibitishwa',
      body: `Tunaandaa oda ${number}; utamlipa dereva ukiipokea.`,
    }),
    paid: ({ number }) => ({ title: 'Malipo yamepokelewa', body: `Tunaandaa oda ${number}.` }),
    weighed: ({ number, dueCents }) => ({
      title: 'Imepimwa na kufungashwa',
      body: `Oda ${number} imepimwa na kufungashwa.${when(dueCents > 0, `Kiasi cha kulipa: ${formatKes(dueCents)}.`)} Tazama uzito na jumla ya mwisho.`,
    }),
    outForDelivery: ({ number, dueCents, deliveryCode }) => ({
      title: 'Iko njiani',
      body: `Oda ${number} iko njiani kukufikia.${when(deliveryCode !== null, `Mpe dereva msimbo wako ${deliveryCode}.`)}${when(dueCents > 0, `Andaa ${formatKes(dueCents)}.`)}`,
    }),
    delivered: ({ number }) => ({
      title: 'Imefikishwa',
      body: `Oda ${number} imefikishwa. Furahia mlo wako!`,
    }),
  },
};

/**
 * What a customer is told when their order reaches `order.status`, or null for a status they are not told
 * of. Weighed says what is left to pay; out for delivery gives the delivery code and the money to have
 * ready (amountDueCents, what the driver collects).
 */
export function statusPush(
  order: Pick<Order, 'status' | 'number'> & Parameters<typeof amountDueCents>[0],
  deliveryCode: string | null,
): PushWords | null {
  const { status } = order;
  if (!isTold(status)) return null;
  const details = { number: order.number, dueCents: amountDueCents(order), deliveryCode };
  return (locale) => ({
    ...STATUS_WORDS[locale][status](details),
    url: CUSTOMER_ORDER_URL,
    tag: `order-${order.number}`,
  });
}

/** A push about one order of the customer's, in their language, opening the order's page. */
function aboutOrder(
  orderNumber: string,
  said: Record<Locale, Said>,
  tag = `order-${orderNumber}`,
): PushWords {
  return (locale) => ({ ...said[locale], url: CUSTOMER_ORDER_URL, tag });
}

/** Staff changed the order before packing: the customer hears it with the new total. */
export function orderChangedPush(orderNumber: string, totalCents: Cents): PushWords {
  const total = formatKes(totalCents);
  return aboutOrder(orderNumber, {
    'en-KE': {
      title: 'Your order was changed',
      body: `We changed order ${orderNumber}: its new total is ${total}. See what changed.`,
    },
    'sw-KE': {
      title: 'Oda yako imebadilishwa',
      body: `Tumebadilisha oda ${orderNumber}: jumla mpya ni ${total}. Tazama yaliyobadilika.`,
    },
  });
}

/** The delivery windows' names in each language, as a customer chose them at checkout. */
const SLOT_WORDS: Record<Locale, Record<SlotId, string>> = {
  'en-KE': Object.fromEntries(SLOTS.map((slot) => [slot.id, slot.label])) as Record<SlotId, string>,
  'sw-KE': {
    morning: 'Asubuhi, 8:00–11:00',
    afternoon: 'Mchana, 12:00–15:00',
    evening: 'Jioni, 16:00–19:00',
  },
};

/** An Admin moved the delivery to one of today's windows: the customer hears when, and why. */
export function deliveryMovedPush(orderNumber: string, slot: DeliverySlot, reason: string): PushWords {
  const window = (locale: Locale) => {
    const parsed = slotIdSchema.safeParse(slot.slotId);
    return parsed.success ? SLOT_WORDS[locale][parsed.data] : slot.slotId;
  };
  return aboutOrder(orderNumber, {
    'en-KE': {
      title: 'Delivery moved to today',
      body: `We are bringing order ${orderNumber} today, ${window('en-KE')}: ${reason}`,
    },
    'sw-KE': {
      title: 'Tunaileta leo',
      body: `Tunakuletea oda ${orderNumber} leo, ${window('sw-KE')}: ${reason}`,
    },
  });
}

/** The driver's wrong codes locked the delivery: the customer hears it before the shop calls them. */
export function deliveryLockedPush(orderNumber: string): PushWords {
  return aboutOrder(orderNumber, {
    'en-KE': {
      title: 'Delivery on hold',
      body: `Wrong delivery codes were entered for order ${orderNumber}, so we stopped its delivery. The shop will call you; never share your code except at your door.`,
    },
    'sw-KE': {
      title: 'Usafirishaji umesimamishwa',
      body: `Misimbo isiyo sahihi iliwekwa kwa oda ${orderNumber}, kwa hivyo tumesimamisha usafirishaji wake. Duka litakupigia simu; usimpe mtu msimbo wako isipokuwa mlangoni pako.`,
    },
  });
}

/**
 * A refund of the customer's reached its end: sent back (with the reference their M-Pesa SMS or bank
 * statement shows) or failed (and what happens next); null while it is on its way. The tag is the
 * refund's, so a later order push never hides it.
 */
export function refundPush(orderNumber: string, refund: OrderRefund): PushWords | null {
  const amount = formatKes(refund.amountCents);
  const mpesa = refund.provider === 'mpesa';
  const tag = `refund-${refund.refundId}`;
  if (refund.state === 'succeeded') {
    const reference = refund.reference;
    return aboutOrder(
      orderNumber,
      {
        'en-KE': {
          title: 'Refund sent',
          body: `${amount} for order ${orderNumber} was sent back to your ${mpesa ? 'M-Pesa' : 'card'}${reference ? ` (reference ${reference})` : ''}.`,
        },
        'sw-KE': {
          title: 'Pesa imerudishwa',
          body: `${amount} za oda ${orderNumber} zimerudishwa kwa ${mpesa ? 'M-Pesa yako' : 'kadi yako'}${reference ? ` (kumbukumbu ${reference})` : ''}.`,
        },
      },
      tag,
    );
  }
  if (refund.state === 'failed') {
    return aboutOrder(
      orderNumber,
      {
        'en-KE': {
          title: 'Refund not sent',
          body: `We could not send ${amount} for order ${orderNumber} back to your ${mpesa ? 'M-Pesa' : 'card'}. The shop will send it again or call you.`,
        },
        'sw-KE': {
          title: 'Pesa haijarudishwa',
          body: `Hatukuweza kurudisha ${amount} za oda ${orderNumber} kwa ${mpesa ? 'M-Pesa yako' : 'kadi yako'}. Duka litajaribu tena au litakupigia simu.`,
        },
      },
      tag,
    );
  }
  return null;
}

/** A driver's message to the customer: `message` says it in the customer's language (a template) or as typed. */
export function driverPush(
  driverName: string | null,
  message: (locale: Locale) => string,
  orderNumber: string,
): PushWords {
  const titles: Record<Locale, string> = {
    'en-KE': driverName ? `${driverName}, your Nyama Shop driver` : 'Your Nyama Shop driver',
    'sw-KE': driverName ? `${driverName}, dereva wako wa Nyama Shop` : 'Dereva wako wa Nyama Shop',
  };
  return (locale) => ({
    title: titles[locale],
    body: message(locale),
    url: CUSTOMER_ORDER_URL,
    tag: `driver-${orderNumber}`,
  });
}

/** Where a farmer's notifications lead. */
export const FARMER_PAGE_URL = '/farmerpage';

/** Animals as a farmer counts them, in each language ("3 goat" reads as the order form names them). */
const SPECIES_WORDS: Record<Locale, Record<Species, string>> = {
  'en-KE': { cattle: 'cattle', goat: 'goat', sheep: 'sheep', chicken: 'chicken', rabbit: 'rabbit' },
  'sw-KE': { cattle: "ng'ombe", goat: 'mbuzi', sheep: 'kondoo', chicken: 'kuku', rabbit: 'sungura' },
};

type FarmerTerms = { head: number; species: Species; deliveryDate: string };

/** "3 goat for delivery on 2026-12-01", or "mbuzi 3, zifikishwe tarehe 2026-12-01". */
const ASKED: Record<Locale, (terms: FarmerTerms) => string> = {
  'en-KE': ({ head, species, deliveryDate }) =>
    `${head} ${SPECIES_WORDS['en-KE'][species]} for delivery on ${deliveryDate}`,
  'sw-KE': ({ head, species, deliveryDate }) =>
    `${SPECIES_WORDS['sw-KE'][species]} ${head}, wafikishwe tarehe ${deliveryDate}`,
};

/** A push about one of the farmer's orders, in their language, opening their page. */
function toFarmer(tag: string, said: Record<Locale, Said>): PushWords {
  return (locale) => ({ ...said[locale], url: FARMER_PAGE_URL, tag });
}

/** The shop sent a farmer an order (or sent it again after a counter-offer it could not take). */
export function farmerOrderSentPush(orderNumber: string, terms: FarmerTerms): PushWords {
  return toFarmer(`farmer-order-${orderNumber}`, {
    'en-KE': {
      title: 'New order from the shop',
      body: `${orderNumber}: ${ASKED['en-KE'](terms)}. Confirm, decline or offer other terms.`,
    },
    'sw-KE': {
      title: 'Oda mpya kutoka dukani',
      body: `${orderNumber}: ${ASKED['sw-KE'](terms)}. Thibitisha, kataa au pendekeza masharti mengine.`,
    },
  });
}

/**
 * Staff answered a farmer's counter-offer: accepted (its terms are now the order's) or not (the shop's
 * terms stand, and the order is theirs to answer again).
 */
export function farmerCounterAnsweredPush(
  orderNumber: string,
  accepted: boolean,
  terms: FarmerTerms,
): PushWords {
  const tag = `farmer-order-${orderNumber}`;
  if (accepted) {
    return toFarmer(tag, {
      'en-KE': {
        title: 'Your offer was accepted',
        body: `${orderNumber}: ${ASKED['en-KE'](terms)}. Thank you!`,
      },
      'sw-KE': {
        title: 'Pendekezo lako limekubaliwa',
        body: `${orderNumber}: ${ASKED['sw-KE'](terms)}. Asante!`,
      },
    });
  }
  return toFarmer(tag, {
    'en-KE': {
      title: 'Your offer was not accepted',
      body: `${orderNumber}: the shop still asks ${ASKED['en-KE'](terms)}. Confirm, decline or offer other terms.`,
    },
    'sw-KE': {
      title: 'Pendekezo lako halikukubaliwa',
      body: `${orderNumber}: duka bado linaomba ${ASKED['sw-KE'](terms)}. Thibitisha, kataa au pendekeza masharti mengine.`,
    },
  });
}

/** The shop paid a farmer for a delivery. */
export function farmerPaidPush(orderNumber: string, amountCents: Cents, reference: string): PushWords {
  const amount = formatKes(amountCents);
  return toFarmer(`farmer-paid-${orderNumber}`, {
    'en-KE': {
      title: 'Payment sent',
      body: `${amount} for ${orderNumber}${reference ? ` (ref ${reference})` : ''}. See your statement.`,
    },
    'sw-KE': {
      title: 'Malipo yametumwa',
      body: `${amount} za ${orderNumber}${reference ? ` (kumbukumbu ${reference})` : ''}. Tazama taarifa yako ya malipo.`,
    },
  });
}
