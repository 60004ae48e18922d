import { z } from 'zod/mini';
import { addDays, isoDateSchema } from '../kernel/calendar-date';
import { centsSchema, formatKes, type Cents } from '../kernel/money';
import { reasonSchema } from '../kernel/text';
import { balanceOf, recordedPaymentSchema, type RecordedPayment } from './recorded-payment';
import { SPECIES } from '../catalogue/species';
import { compareKeys } from '../kernel/compare-keys';

/**
 * Buying livestock: a purchase order to a farmer (docs/decisions/021-inventory-ledger.md). Staff draft and
 * send it; the farmer confirms, declines or counters from their phone; staff accept or reject a counter;
 * the animals are weighed in as a carcass lot; the farmer is paid, possibly in parts.
 */
export const FARMER_ORDER_STATUSES = [
  'draft',
  'sent',
  'countered',
  'confirmed',
  'declined',
  'delivered',
  'paid',
  'cancelled',
] as const;
export const farmerOrderStatusSchema = z.enum(FARMER_ORDER_STATUSES);
export type FarmerOrderStatus = z.infer<typeof farmerOrderStatusSchema>;

/** How staff and farmers read a status. */
export const FARMER_ORDER_STATUS_LABEL: Record<FarmerOrderStatus, string> = {
  draft: 'Draft',
  sent: 'Sent to the farmer',
  countered: 'Counter-offer',
  confirmed: 'Confirmed',
  declined: 'Declined',
  delivered: 'Delivered',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

/** What a farmer sees of their orders: everything the shop has sent them (firestore.rules names the same list). */
export const FARMER_VISIBLE_STATUSES = FARMER_ORDER_STATUSES.filter((status) => status !== 'draft');

/** Who moves an order from one status to the next: the shop's staff, or the farmer it was sent to. */
type Actor = 'staff' | 'farmer';

const TRANSITIONS: Record<FarmerOrderStatus, readonly { to: FarmerOrderStatus; by: Actor }[]> = {
  draft: [
    { to: 'sent', by: 'staff' },
    { to: 'cancelled', by: 'staff' },
  ],
  sent: [
    { to: 'confirmed', by: 'farmer' },
    { to: 'declined', by: 'farmer' },
    { to: 'countered', by: 'farmer' },
    { to: 'cancelled', by: 'staff' },
  ],
  // Staff accept a counter (its terms become the order's) or reject it (the original terms stand, sent again).
  countered: [
    { to: 'confirmed', by: 'staff' },
    { to: 'sent', by: 'staff' },
    { to: 'cancelled', by: 'staff' },
  ],
  confirmed: [
    { to: 'delivered', by: 'staff' },
    { to: 'cancelled', by: 'staff' },
  ],
  delivered: [{ to: 'paid', by: 'staff' }],
  declined: [],
  paid: [],
  cancelled: [],
};

export function canMoveFarmerOrder(from: FarmerOrderStatus, to: FarmerOrderStatus, by: Actor): boolean {
  return TRANSITIONS[from].some((transition) => transition.to === to && transition.by === by);
}

export function isFinishedFarmerOrder(status: FarmerOrderStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** The terms the shop asks for, and a farmer's counter-offer changes. */
export const farmerOrderTermsSchema = z.object({
  species: z.enum(SPECIES, { error: 'Choose the species' }),
  head: z
    .number({ error: 'Enter how many animals' })
    .check(z.int('Whole animals only'), z.gte(1, 'At least one animal'), z.lte(500)),
  /** Estimated carcass weight of all the animals together: the price is per kg of carcass. */
  estimatedCarcassGrams: z
    .number({ error: 'Enter the estimated carcass weight' })
    .check(z.int(), z.positive('Enter the estimated carcass weight')),
  pricePerKgCents: z
    .number({ error: 'Enter the price per kg' })
    .check(z.int(), z.positive('Enter the price per kg')),
  deliveryDate: isoDateSchema,
});
export type FarmerOrderTerms = z.infer<typeof farmerOrderTermsSchema>;

/** Terms as drafted on a given day (Nairobi): the animals cannot be asked for in the past. */
export function farmerOrderTermsOn(today: string) {
  return farmerOrderTermsSchema.check(
    z.refine((terms) => terms.deliveryDate >= today, {
      message: 'The delivery date has passed',
      path: ['deliveryDate'],
    }),
  );
}

/** A counter-offer: fewer (or more) head, another date, a word why. */
export const counterOfferSchema = z.extend(
  z.pick(farmerOrderTermsSchema, { head: true, deliveryDate: true }),
  {
    note: z.string().check(z.trim(), z.maxLength(300, 'Keep the note under 300 characters')),
  },
);
export type CounterOffer = z.infer<typeof counterOfferSchema>;

/** What the shop owes for a delivery: the weighed carcass at the agreed price per kg, in whole shillings. */
export function amountOwedCents(carcassGrams: number, pricePerKgCents: Cents): Cents {
  return Math.round((carcassGrams * pricePerKgCents) / 100_000) * 100;
}

/** How a carcass is graded at weigh-in: fat cover and conformation, as the butchery's buyer judges it. */
export const CARCASS_GRADES = ['premium', 'standard', 'commercial'] as const;
export const carcassGradeSchema = z.enum(CARCASS_GRADES, { error: 'Choose the grade' });

/** What staff weigh and read off the carcasses when the farmer's animals arrive. */
export const weighInSchema = z.object({
  carcassGrams: z
    .number({ error: 'Weigh the carcasses' })
    .check(z.int('Enter whole grams'), z.positive('Weigh the carcasses')),
  grade: carcassGradeSchema,
  slaughterDate: isoDateSchema,
  inspectionStamp: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Enter the meat inspection stamp number'),
      z.maxLength(40, 'The stamp number is too long'),
    ),
});
export type WeighIn = z.infer<typeof weighInSchema>;

const actorSchema = z.object({ uid: z.string(), name: z.string() });
export type FarmerOrderActor = z.infer<typeof actorSchema>;

/**
 * farmerOrders/{id}: written only by functions (decision 040). `farmerUid` is top-level so the rules and
 * the farmer's own query match on it; `farmer` is null while a draft drafted from the forecast waits for
 * staff to choose who to send it to.
 */
export const farmerOrderSchema = z.object({
  number: z.string().check(z.minLength(1)),
  status: farmerOrderStatusSchema,
  farmerUid: z.nullable(z.string()),
  farmer: z.nullable(
    z.object({ name: z.string(), firstName: z.string(), mob: z.string(), county: z.string() }),
  ),
  terms: farmerOrderTermsSchema,
  /** The farmer's latest counter-offer, kept after staff answer it so the order shows what was asked. */
  counter: z.nullable(z.extend(counterOfferSchema, { atMs: z.int() })),
  declineReason: z.nullable(z.string()),
  delivery: z.nullable(
    z.extend(weighInSchema, {
      lotId: z.string().check(z.minLength(1)),
      lotNumber: z.string(),
      owedCents: centsSchema,
      deliveredAtMs: z.int(),
    }),
  ),
  payments: z.array(recordedPaymentSchema),
  /** Every change of status, oldest first: who, when, and what they said. */
  history: z.array(
    z.object({ status: farmerOrderStatusSchema, by: actorSchema, atMs: z.int(), note: z.string() }),
  ),
  /**
   * What the butchery made of these animals, one entry per production order that cut their carcass lot
   * (written by postProductionOrder): the farmer's feedback on which animals pay best.
   */
  yields: z._default(
    z.array(
      z.object({
        productionOrderNumber: z.string(),
        carcassGrams: z.int().check(z.positive()),
        /** Share of the carcass that became cuts for sale, and what the cutting template expects. */
        cutBps: z.int(),
        expectedCutBps: z.int(),
        cutAtMs: z.int(),
      }),
    ),
    [],
  ),
  /**
   * KRA's number for the reverse invoice the shop raised for this delivery, once eTIMS accepted it
   * (purchaseInvoices, decision 074): the farmer's statement prints it.
   */
  reverseInvoice: z._default(
    z.nullable(z.object({ invoiceNumber: z.int().check(z.positive()), acceptedAtMs: z.int() })),
    null,
  ),
  /** Paid, declined or cancelled: the archive's query. */
  finished: z.boolean(),
  createdAtMs: z.int(),
  updatedAtMs: z.int(),
});
export type FarmerOrder = z.infer<typeof farmerOrderSchema>;

export const farmerOrderNumber = (sequence: number) => `FO-${String(sequence).padStart(4, '0')}`;

/** What the shop does to an order it sent, besides weighing in and paying. */
export const staffFarmerOrderActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('send') }),
  z.object({ action: z.literal('acceptCounter') }),
  z.object({ action: z.literal('rejectCounter'), note: z.string().check(z.trim(), z.maxLength(300)) }),
  z.object({ action: z.literal('cancel'), note: reasonSchema }),
]);
export type StaffFarmerOrderAction = z.infer<typeof staffFarmerOrderActionSchema>;

/** What a farmer answers to an order sent to them. */
export const farmerAnswerSchema = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('confirm') }),
  z.object({ answer: z.literal('decline'), reason: reasonSchema }),
  z.object({ answer: z.literal('counter'), counter: counterOfferSchema }),
]);
export type FarmerAnswer = z.infer<typeof farmerAnswerSchema>;

export type FarmerOrderChange = { ok: true; order: FarmerOrder } | { ok: false; reason: string };

const STATUS_WORDS: Record<FarmerOrderStatus, string> = {
  draft: 'a draft',
  sent: 'waiting for the farmer',
  countered: 'countered by the farmer',
  confirmed: 'confirmed',
  declined: 'declined',
  delivered: 'delivered',
  paid: 'paid',
  cancelled: 'cancelled',
};

function moved(
  order: FarmerOrder,
  to: FarmerOrderStatus,
  by: FarmerOrderActor,
  nowMs: number,
  note: string,
  changes: Partial<FarmerOrder> = {},
): FarmerOrder {
  return farmerOrderSchema.parse({
    ...order,
    ...changes,
    status: to,
    history: [...order.history, { status: to, by, atMs: nowMs, note }],
    finished: isFinishedFarmerOrder(to),
    updatedAtMs: nowMs,
  } satisfies FarmerOrder);
}

function refused(order: FarmerOrder, to: FarmerOrderStatus, actor: Actor): FarmerOrderChange | null {
  if (canMoveFarmerOrder(order.status, to, actor)) return null;
  return { ok: false, reason: `${order.number} is ${STATUS_WORDS[order.status]}: it cannot be ${to} now.` };
}

/** Accepting a counter: its head count and date become the order's, the estimated weight scaled to the head. */
function countered(terms: FarmerOrderTerms, counter: CounterOffer): FarmerOrderTerms {
  return {
    ...terms,
    head: counter.head,
    deliveryDate: counter.deliveryDate,
    estimatedCarcassGrams: Math.round((terms.estimatedCarcassGrams * counter.head) / terms.head),
  };
}

/** Staff send, cancel, or answer a counter-offer; the domain decides whether the order's state allows it. */
export function actOnFarmerOrder(
  order: FarmerOrder,
  action: StaffFarmerOrderAction,
  by: FarmerOrderActor,
  nowMs: number,
): FarmerOrderChange {
  switch (action.action) {
    case 'send':
      if (!order.farmerUid) return { ok: false, reason: 'Choose the farmer before sending the order.' };
      return refused(order, 'sent', 'staff') ?? { ok: true, order: moved(order, 'sent', by, nowMs, '') };
    case 'cancel':
      return (
        refused(order, 'cancelled', 'staff') ?? {
          ok: true,
          order: moved(order, 'cancelled', by, nowMs, action.note),
        }
      );
    case 'acceptCounter': {
      const problem = refused(order, 'confirmed', 'staff');
      if (problem) return problem;
      if (!order.counter) return { ok: false, reason: 'There is no counter-offer to accept.' };
      return {
        ok: true,
        order: moved(order, 'confirmed', by, nowMs, 'Counter-offer accepted', {
          terms: countered(order.terms, order.counter),
        }),
      };
    }
    case 'rejectCounter':
      return (
        refused(order, 'sent', 'staff') ?? {
          ok: true,
          order: moved(
            order,
            'sent',
            by,
            nowMs,
            action.note || 'Counter-offer rejected: the first terms stand',
          ),
        }
      );
  }
}

/** A farmer's answer to an order sent to them. */
export function answerFarmerOrder(
  order: FarmerOrder,
  answer: FarmerAnswer,
  by: FarmerOrderActor,
  nowMs: number,
): FarmerOrderChange {
  switch (answer.answer) {
    case 'confirm':
      return (
        refused(order, 'confirmed', 'farmer') ?? { ok: true, order: moved(order, 'confirmed', by, nowMs, '') }
      );
    case 'decline':
      return (
        refused(order, 'declined', 'farmer') ?? {
          ok: true,
          order: moved(order, 'declined', by, nowMs, answer.reason, { declineReason: answer.reason }),
        }
      );
    case 'counter':
      return (
        refused(order, 'countered', 'farmer') ?? {
          ok: true,
          order: moved(order, 'countered', by, nowMs, answer.counter.note, {
            counter: { ...answer.counter, atMs: nowMs },
          }),
        }
      );
  }
}

/** A carcass may be weighed in on its slaughter day up to the day its chilled shelf life ends. */
export function weighInProblem(weighIn: WeighIn, today: string, shelfLifeDays: number): string | null {
  if (weighIn.slaughterDate > today) return 'The slaughter date cannot be in the future.';
  if (addDays(weighIn.slaughterDate, shelfLifeDays) < today)
    return `A carcass slaughtered on ${weighIn.slaughterDate} is past its use-by: it cannot go into stock.`;
  return null;
}

/** The animals arrived and were weighed: the order owes the farmer the carcass weight at the agreed price. */
export function weighedIn(
  order: FarmerOrder,
  weighIn: WeighIn,
  lot: { lotId: string; lotNumber: string },
  by: FarmerOrderActor,
  nowMs: number,
): FarmerOrderChange {
  const problem = refused(order, 'delivered', 'staff');
  if (problem) return problem;
  const owedCents = amountOwedCents(weighIn.carcassGrams, order.terms.pricePerKgCents);
  return {
    ok: true,
    order: moved(order, 'delivered', by, nowMs, `Weighed in as lot ${lot.lotNumber}`, {
      delivery: { ...weighIn, ...lot, owedCents, deliveredAtMs: nowMs },
    }),
  };
}

/** A payment to the farmer; the order is paid once nothing is outstanding. */
export function paidFarmer(
  order: FarmerOrder,
  payment: Omit<RecordedPayment, 'recordedBy'>,
  by: FarmerOrderActor,
  nowMs: number,
): FarmerOrderChange {
  if (order.status !== 'delivered' || !order.delivery)
    return {
      ok: false,
      reason: `${order.number} is ${STATUS_WORDS[order.status]}: only a delivery is paid.`,
    };
  const { outstandingCents } = balanceOf(order.delivery.owedCents, order.payments);
  if (payment.amountCents > outstandingCents)
    return { ok: false, reason: `Only ${formatKes(outstandingCents)} is outstanding on ${order.number}.` };
  const payments = [...order.payments, { ...payment, recordedBy: by }];
  const withPayment = farmerOrderSchema.parse({
    ...order,
    payments,
    updatedAtMs: nowMs,
  } satisfies FarmerOrder);
  return {
    ok: true,
    order:
      payment.amountCents === outstandingCents
        ? moved(withPayment, 'paid', by, nowMs, payment.reference)
        : withPayment,
  };
}

export type StatementMonth = {
  /** yyyy-mm, Nairobi time. */
  month: string;
  deliveries: {
    number: string;
    species: string;
    carcassGrams: number;
    owedCents: Cents;
    onDay: string;
    /** KRA's number for its reverse invoice, or null while eTIMS has not accepted it. */
    reverseInvoiceNumber: number | null;
  }[];
  payments: {
    number: string;
    amountCents: Cents;
    method: RecordedPayment['method'];
    reference: string;
    onDay: string;
  }[];
  owedCents: Cents;
  paidCents: Cents;
  /** Owed and not yet paid at the month's end, over every month before it too. */
  balanceCents: Cents;
};

/**
 * A farmer's statement: per month, what they delivered (owed at the agreed price) and what they were paid
 * with its references, and the balance carried, oldest month first.
 */
export function farmerStatement(
  orders: readonly Pick<FarmerOrder, 'number' | 'terms' | 'delivery' | 'payments' | 'reverseInvoice'>[],
  dayOf: (ms: number) => string,
): StatementMonth[] {
  const months = new Map<string, StatementMonth>();
  const monthOf = (day: string) => {
    const month = day.slice(0, 7);
    const existing = months.get(month);
    if (existing) return existing;
    const created: StatementMonth = {
      month,
      deliveries: [],
      payments: [],
      owedCents: 0,
      paidCents: 0,
      balanceCents: 0,
    };
    months.set(month, created);
    return created;
  };
  for (const order of orders) {
    if (!order.delivery) continue;
    const onDay = dayOf(order.delivery.deliveredAtMs);
    const month = monthOf(onDay);
    month.deliveries.push({
      number: order.number,
      species: order.terms.species,
      carcassGrams: order.delivery.carcassGrams,
      owedCents: order.delivery.owedCents,
      onDay,
      reverseInvoiceNumber: order.reverseInvoice?.invoiceNumber ?? null,
    });
    month.owedCents += order.delivery.owedCents;
    for (const payment of order.payments) {
      const paidOn = dayOf(payment.paidAtMs);
      const paidMonth = monthOf(paidOn);
      paidMonth.payments.push({
        number: order.number,
        amountCents: payment.amountCents,
        method: payment.method,
        reference: payment.reference,
        onDay: paidOn,
      });
      paidMonth.paidCents += payment.amountCents;
    }
  }
  let balance = 0;
  return [...months.values()]
    .sort((a, b) => compareKeys(a.month, b.month))
    .map((month) => {
      balance += month.owedCents - month.paidCents;
      return { ...month, balanceCents: balance };
    });
}
