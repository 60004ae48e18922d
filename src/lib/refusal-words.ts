import type { Refusal } from '@nyama/domain/callables/refusal';
import type { CouponRefusal } from '@nyama/domain/catalogue/coupon-refusals';
import type { AddressRefusal } from '@nyama/domain/delivery/address-refusals';
import type { DeliveryDayRefusal } from '@nyama/domain/delivery/delivery-day';
import { formatKes } from '@nyama/domain/kernel/money';
import type { RateRuleName } from '@nyama/domain/kernel/rate-limits';
import { sayRefusal, type RefusalSentences } from '@nyama/domain/kernel/refusal';
import type { OrderRefusal } from '@nyama/domain/orders/order-refusals';
import type { MpesaFailure, PaymentRefusal } from '@nyama/domain/orders/payment-refusals';
import type { OrderPayment } from '@nyama/domain/orders/order';
import { formatNairobiTime } from '@nyama/domain/kernel/nairobi-time';
import type { ApplicationRefusal } from '@nyama/domain/suppliers/application-refusals';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { m } from '../paraglide/messages';
import { ORDER_STATUS_WORDS } from './domain-words';
import { QUANTITY_WORDS, quantityWords } from './quantity-words';
import { describeDay, SLOT_REFUSAL_WORDS, SLOT_WORDS } from './slot-labels';

/**
 * A function's refusal in the page's language (decision 073): the same facts the domain words in English
 * for the functions, worded from the catalogue. Each table is total over its refusals, so a new reason
 * does not compile until it has words.
 */

export const COUPON_WORDS: RefusalSentences<CouponRefusal> = {
  'coupon-invalid': ({ code }) => m.shared_refused_coupon_invalid({ code }),
  'coupon-below-minimum': ({ code, cents }) =>
    m.shared_refused_coupon_minimum({ code, amount: formatKes(cents) }),
  'coupon-not-for-cart': ({ code }) => m.shared_refused_coupon_not_for_cart({ code }),
  'delivery-already-free': () => m.shared_refused_delivery_free(),
  'coupon-gone': ({ code }) => m.shared_refused_coupon_gone({ code }),
};

/**
 * "CBD, Upper Hill, Ngara or Community" ("… au Community"), as the page's language lists alternatives:
 * composed, not Intl's list format, whose first use loads the locale's data (decision 077).
 */
const eitherOf = (areas: readonly string[]) => {
  const others = areas.slice(0, -1);
  const last = areas.at(-1) ?? '';
  return others.length > 0 ? m.shared_either_or({ others: others.join(', '), last }) : last;
};

const outside = ({ area, zone, served }: { area: string; zone: string; served: string[] }) => ({
  area: area || m.shared_refused_that_area(),
  zone,
  served: eitherOf(served),
});

export const ADDRESS_WORDS: RefusalSentences<AddressRefusal> = {
  'area-outside-zone': (refusal) => m.shared_refused_area_outside(outside(refusal)),
  'address-outside-zone': (refusal) => m.shared_refused_address_outside(outside(refusal)),
  'zone-not-served': () => m.shared_refused_zone_not_served(),
  'address-gone': () => m.shared_refused_address_gone(),
};

type NewAccountHold = Extract<OrderRefusal, { reason: 'new-account-hold' }>;

function newAccountHoldWords({ item, unit, limit, held, heldOrders, room }: NewAccountHold): string {
  const quantity = (amount: number) => quantityWords({ unit }, amount);
  if (held === 0) return m.shared_refused_hold_first({ item, limit: quantity(limit) });
  const facts = { item, count: heldOrders, limit: quantity(limit), held: quantity(held) };
  return room === null
    ? m.shared_refused_hold_held(facts)
    : m.shared_refused_hold_held_room({ ...facts, room: quantity(room) });
}

const ORDER_WORDS: RefusalSentences<OrderRefusal> = {
  'item-gone': () => m.shared_refused_item_gone(),
  'minimum-order': ({ zone, cents }) => m.shared_refused_minimum_order({ zone, amount: formatKes(cents) }),
  'too-many-unpaid': ({ count }) => m.shared_refused_too_many_unpaid({ count }),
  'new-account-hold': newAccountHoldWords,
  'order-missing': () => m.shared_refused_order_missing(),
  'cancel-not-yours': () => m.shared_refused_cancel_not_yours(),
  'cancel-too-late': () => m.shared_refused_cancel_too_late(),
  'order-unchangeable': ({ status }) =>
    m.shared_refused_order_unchangeable({ status: ORDER_STATUS_WORDS[status]().toLowerCase() }),
  'item-not-in-catalogue': () => m.shared_refused_item_not_in_catalogue(),
  'item-no-longer-sold': ({ item }) => m.shared_refused_item_no_longer_sold({ item }),
};

const DELIVERY_DAY_WORDS: RefusalSentences<DeliveryDayRefusal> = {
  'pickup-no-driver': () => m.shared_refused_pickup_no_driver(),
  'driver-first': () => m.shared_refused_driver_first(),
  'leaves-on-its-day': ({ slot }) =>
    m.shared_refused_leaves_on_its_day({ day: describeDay(slot.date), window: SLOT_WORDS[slot.slotId]() }),
  'move-not-at-shop': () => m.shared_refused_move_not_at_shop(),
  'already-today': () => m.shared_refused_already_today(),
};

const tryAgain = (minutes: number) => m.shared_refused_try_again({ minutes });

const MPESA_FAILURE_WORDS: Record<MpesaFailure, () => string> = {
  balance: m.shared_refused_mpesa_balance,
  cancelled: m.shared_refused_mpesa_cancelled,
  unreachable: m.shared_refused_mpesa_unreachable,
  'wrong-pin': m.shared_refused_mpesa_wrong_pin,
  busy: m.shared_refused_mpesa_busy,
  expired: m.shared_refused_mpesa_expired,
  'not-sent': m.shared_refused_mpesa_not_sent,
  unavailable: m.shared_refused_mpesa_unavailable,
  other: m.shared_refused_mpesa_other,
};

const PAYMENT_WORDS: RefusalSentences<PaymentRefusal> = {
  'pay-not-yours': () => m.shared_refused_pay_not_yours(),
  'order-expired': () => m.shared_refused_order_expired(),
  'order-cancelled': () => m.shared_refused_order_cancelled(),
  'order-paid': () => m.shared_refused_order_paid(),
  'nothing-to-pay': () => m.shared_refused_nothing_to_pay(),
  'payment-unconfirmed': ({ minutes }) =>
    m.shared_refused_payment_unconfirmed({ tryAgain: tryAgain(minutes) }),
  'payment-unreachable': () => m.shared_refused_payment_unreachable(),
  'card-page-failed': () => m.shared_refused_card_page(),
  'delivery-not-yours': () => m.shared_refused_delivery_not_yours(),
  'no-phone-to-prompt': () => m.shared_refused_no_phone(),
  'door-not-on-road': () => m.shared_refused_door_not_on_road(),
  'door-nothing-due': () => m.shared_refused_door_nothing_due(),
  'deletion-order-unpaid': ({ number }) => m.shared_refused_deletion_unpaid({ number }),
  'deletion-order-in-flight': ({ number }) => m.shared_refused_deletion_in_flight({ number }),
  'deletion-refund-in-flight': ({ number }) => m.shared_refused_deletion_refund({ number }),
  'consent-wording-changed': () => m.shared_refused_consent_wording(),
  'mpesa-failed': ({ failure }) => MPESA_FAILURE_WORDS[failure](),
  'card-failed': ({ gateway }) =>
    gateway ? m.shared_refused_card_failed_because({ gateway }) : m.shared_refused_card_failed(),
  'card-not-started': () => m.shared_refused_card_not_started(),
  'card-needs-email': () => m.shared_refused_card_needs_email(),
  'payment-awaiting-answer': ({ untilMs }) =>
    m.shared_refused_awaiting_answer({ time: formatNairobiTime(untilMs) }),
  'paid-after-close': ({ cents, status }) =>
    m.shared_refused_paid_after_close({
      amount: formatKes(cents),
      status: ORDER_STATUS_WORDS[status]().toLowerCase(),
    }),
  'refund-refused': ({ provider, detail }) =>
    m.shared_refused_refund_refused({ provider: provider === 'mpesa' ? 'M-Pesa' : 'Paystack', detail }),
};

const APPLICATION_WORDS: RefusalSentences<ApplicationRefusal> = {
  'application-waiting': ({ phone }) =>
    m.shared_refused_application_waiting({ phone: formatKenyanPhone(phone) }),
  'application-missing': () => m.shared_refused_application_missing(),
};

const TOO_OFTEN_WORDS: Record<RateRuleName, (words: { tryAgain: string }) => string> = {
  placeOrder: m.shared_refused_often_place,
  quoteOrder: m.shared_refused_often_quote,
  payOrder: m.shared_refused_often_pay,
  promptsPerOrder: m.shared_refused_often_prompts_order,
  promptsPerPhone: m.shared_refused_often_prompts_phone,
  applicationsPerPhone: m.shared_refused_often_applications_phone,
  applicationsPerDevice: m.shared_refused_often_applications_device,
  applicationsPerAddress: m.shared_refused_often_applications_network,
};

const WORDS: RefusalSentences<Refusal> = {
  ...QUANTITY_WORDS,
  ...COUPON_WORDS,
  ...SLOT_REFUSAL_WORDS,
  ...ADDRESS_WORDS,
  ...DELIVERY_DAY_WORDS,
  ...ORDER_WORDS,
  ...PAYMENT_WORDS,
  ...APPLICATION_WORDS,
  'too-often': ({ rule, minutes }) => TOO_OFTEN_WORDS[rule]({ tryAgain: tryAgain(minutes) }),
};

export const refusalWords = (refusal: Refusal): string => sayRefusal(WORDS, refusal);

/** What the customer is told of an order's payment, in the page's language; orders from before have English. */
export const paymentWords = (payment: Pick<OrderPayment, 'message' | 'refusal'>): string | null =>
  payment.refusal ? refusalWords(payment.refusal) : payment.message;
