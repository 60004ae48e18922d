import type { StaffRefusal } from '@nyama/domain/callables/staff-refusal';
import { WEIGHT_TOLERANCE_BPS } from '@nyama/domain/catalogue/quantity';
import type { DoorUnpaidOutcome } from '@nyama/domain/delivery/door-collection';
import type { DoorUnpaidRefusal, StaffDeliveryRefusal } from '@nyama/domain/delivery/staff-delivery-refusals';
import type { LotsShortRefusal } from '@nyama/domain/inventory/packing-refusals';
import { formatKes } from '@nyama/domain/kernel/money';
import type { OrderStatus } from '@nyama/domain/kernel/order-status';
import { sayRefusal, type RefusalSentences } from '@nyama/domain/kernel/refusal';
import { formatWeight } from '@nyama/domain/kernel/weight';
import type {
  BalancePromptRefusal,
  StaffOrderRefusal,
  WeighRefusal,
} from '@nyama/domain/orders/staff-order-refusals';
import type { CashUpRefusal, RefundRefusal } from '@nyama/domain/payments/staff-payment-refusals';
import type { ReplayRefusal } from '@nyama/domain/tax/staff-tax-refusals';
import { ORDER_STATUS_WORDS } from '../../../lib/domain-words';
import { quantityWords } from '../../../lib/quantity-words';
import { m } from '../../../paraglide/messages';

/**
 * The refusals only staff meet (decision 073, amended) in the page's language: the facts the domain words
 * in English for the functions, worded from the staff's catalogue. A module of the back office's, so that
 * every visitor's precache carries none of it. Each table is total over its refusals, so a new reason does
 * not compile until it has words.
 */

/** A status as a sentence names it, the way the domain's English lower-cases its label. */
const status = (value: OrderStatus) => ORDER_STATUS_WORDS[value]().toLowerCase();

const WEIGH_WORDS: RefusalSentences<WeighRefusal> = {
  'weight-not-on-order': () => m.staff_refused_weight_not_on_order(),
  'weigh-first': ({ item }) => m.staff_refused_weigh_first({ item }),
  'weight-off': ({ item, grams, orderedGrams }) =>
    m.staff_refused_weight_off({
      item,
      weight: formatWeight(grams),
      percent: WEIGHT_TOLERANCE_BPS / 100,
      ordered: formatWeight(orderedGrams),
    }),
};

const LOTS_SHORT_WORDS: RefusalSentences<LotsShortRefusal> = {
  'lots-short': ({ item, unit, quantity }) =>
    m.staff_refused_lots_short({ item, quantity: quantityWords({ unit }, quantity) }),
};

const STAFF_ORDER_WORDS: RefusalSentences<StaffOrderRefusal> = {
  'butcher-missing': () => m.staff_refused_butcher_missing(),
  'order-cannot-become': ({ from, to }) =>
    m.staff_refused_order_cannot_become({ from: status(from), to: status(to) }),
  'order-not-cancellable': (refusal) =>
    m.staff_refused_order_not_cancellable({ status: status(refusal.status) }),
  'pickup-no-address': () => m.staff_refused_pickup_no_address(),
  'address-not-in-book': () => m.staff_refused_address_not_in_book(),
};

const BALANCE_PROMPT_WORDS: RefusalSentences<BalancePromptRefusal> = {
  'balance-not-to-deliver': () => m.staff_refused_balance_not_to_deliver(),
  'balance-nothing-paid': () => m.staff_refused_balance_nothing_paid(),
  'balance-nothing-due': () => m.staff_refused_balance_nothing_due(),
};

/** A settled delivery's sentence for each way it was settled: each language words the outcome its own way. */
const ALREADY_SETTLED_WORDS: Record<DoorUnpaidOutcome, () => string> = {
  paidAtShop: m.staff_refused_door_settled_paid_at_shop,
  writtenOff: m.staff_refused_door_settled_written_off,
};

const DOOR_UNPAID_WORDS: RefusalSentences<DoorUnpaidRefusal> = {
  'door-not-unpaid': () => m.staff_refused_door_not_unpaid(),
  'door-already-settled': ({ outcome }) => ALREADY_SETTLED_WORDS[outcome](),
};

/** "This order" when one was asked for, "Order NY-1042" among several. */
const orderWords = (number: string | null) =>
  number === null ? m.staff_refused_this_order() : m.staff_refused_order_number({ number });

const STAFF_DELIVERY_WORDS: RefusalSentences<StaffDeliveryRefusal> = {
  'account-missing': () => m.staff_refused_account_missing(),
  'not-a-driver': () => m.staff_refused_not_a_driver(),
  'driver-order-not-to-deliver': ({ number, status: value }) =>
    m.staff_refused_driver_not_to_deliver({ order: orderWords(number), status: status(value) }),
  'driver-order-on-road': ({ number }) => m.staff_refused_driver_on_road({ order: orderWords(number) }),
  'delivery-not-locked': () => m.staff_refused_delivery_not_locked(),
};

const CASH_UP_WORDS: RefusalSentences<CashUpRefusal> = {
  'cash-count-short': ({ cents, expectedCents }) =>
    m.staff_refused_cash_short({ amount: formatKes(cents), expected: formatKes(expectedCents) }),
  'cash-count-over': ({ cents, expectedCents }) =>
    m.staff_refused_cash_over({ amount: formatKes(cents), expected: formatKes(expectedCents) }),
  'cash-not-on-record': () => m.staff_refused_cash_not_on_record(),
  'cash-another-driver': ({ number }) => m.staff_refused_cash_another_driver({ number }),
  'cash-already-counted': ({ number }) => m.staff_refused_cash_already_counted({ number }),
};

const REFUND_WORDS: RefusalSentences<RefundRefusal> = {
  'refund-not-cents': () => m.staff_refused_refund_not_cents(),
  'refund-not-positive': () => m.staff_refused_refund_not_positive(),
  'refund-whole-shillings': () => m.staff_refused_refund_whole_shillings(),
  'refund-over-payment': ({ cents }) => m.staff_refused_refund_over_payment({ amount: formatKes(cents) }),
  'refund-only-left': ({ cents }) => m.staff_refused_refund_only_left({ amount: formatKes(cents) }),
  'payment-missing': () => m.staff_refused_payment_missing(),
  'refund-not-paid': () => m.staff_refused_refund_not_paid(),
  'refund-already-full': () => m.staff_refused_refund_already_full(),
  'refund-reason-length': ({ min, max }) => m.staff_refused_refund_reason_length({ min, max }),
};

const REPLAY_WORDS: RefusalSentences<ReplayRefusal> = {
  'tax-invoice-missing': () => m.staff_refused_tax_invoice_missing(),
  'tax-invoice-not-refused': ({ state }) =>
    state === 'queued' ? m.staff_refused_tax_invoice_queued() : m.staff_refused_tax_invoice_accepted(),
};

const WORDS: RefusalSentences<StaffRefusal> = {
  ...WEIGH_WORDS,
  ...LOTS_SHORT_WORDS,
  ...STAFF_ORDER_WORDS,
  ...BALANCE_PROMPT_WORDS,
  ...DOOR_UNPAID_WORDS,
  ...STAFF_DELIVERY_WORDS,
  ...CASH_UP_WORDS,
  ...REFUND_WORDS,
  ...REPLAY_WORDS,
};

export const staffRefusalWords = (refusal: StaffRefusal): string => sayRefusal(WORDS, refusal);
