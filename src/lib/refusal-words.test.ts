import { afterEach, describe, expect, it } from 'vitest';
import { refusalSchema, refusalSentence, type Refusal } from '@nyama/domain/callables/refusal';
import { MPESA_FAILURES } from '@nyama/domain/orders/payment-refusals';
import { setLocale } from '../paraglide/runtime';
import { paymentWords, refusalWords } from './refusal-words';

const speak = (locale: 'en-KE' | 'sw-KE') => setLocale(locale, { reload: false });

afterEach(() => speak('en-KE'));

/** One refusal of every reason: a reason added to the domain does not compile here until it has one. */
const SAMPLES: { [K in Refusal['reason']]: Extract<Refusal, { reason: K }>[] } = {
  'quantity-unchosen': [{ reason: 'quantity-unchosen', item: 'Sirloin' }],
  'quantity-below-minimum': [{ reason: 'quantity-below-minimum', item: 'Sirloin', grams: 500 }],
  'quantity-off-step': [{ reason: 'quantity-off-step', item: 'Sirloin', grams: 250 }],
  'quantity-over-cap': [{ reason: 'quantity-over-cap', item: 'Broiler', unit: 'piece', quantity: 50 }],
  'sold-out': [{ reason: 'sold-out', item: 'Goat leg' }],
  'only-left': [{ reason: 'only-left', item: 'Mince', unit: 'kg', quantity: 2_000 }],
  'coupon-invalid': [{ reason: 'coupon-invalid', code: 'KARIBU10' }],
  'coupon-below-minimum': [{ reason: 'coupon-below-minimum', code: 'KARIBU10', cents: 300_000 }],
  'coupon-not-for-cart': [{ reason: 'coupon-not-for-cart', code: 'KARIBU10' }],
  'delivery-already-free': [{ reason: 'delivery-already-free' }],
  'coupon-gone': [{ reason: 'coupon-gone', code: 'KARIBU10' }],
  'slot-too-late': [{ reason: 'slot-too-late' }],
  'slot-too-far-ahead': [{ reason: 'slot-too-far-ahead', days: 3 }],
  'slot-full': [{ reason: 'slot-full' }],
  'area-outside-zone': [
    { reason: 'area-outside-zone', area: 'Kitengela', zone: 'CBD', served: ['CBD', 'Ngara', 'Upper Hill'] },
    { reason: 'area-outside-zone', area: '', zone: 'Karen', served: ['Karen'] },
  ],
  'address-outside-zone': [
    { reason: 'address-outside-zone', area: 'Kitengela', zone: 'CBD', served: ['CBD', 'Ngara'] },
  ],
  'zone-not-served': [{ reason: 'zone-not-served' }],
  'pickup-no-driver': [{ reason: 'pickup-no-driver' }],
  'driver-first': [{ reason: 'driver-first' }],
  'leaves-on-its-day': [{ reason: 'leaves-on-its-day', slot: { date: '2027-01-15', slotId: 'evening' } }],
  'move-not-at-shop': [{ reason: 'move-not-at-shop' }],
  'already-today': [{ reason: 'already-today' }],
  'address-gone': [{ reason: 'address-gone' }],
  'item-gone': [{ reason: 'item-gone' }],
  'minimum-order': [{ reason: 'minimum-order', zone: 'Karen', cents: 150_000 }],
  'too-many-unpaid': [{ reason: 'too-many-unpaid', count: 2 }],
  'new-account-hold': [
    {
      reason: 'new-account-hold',
      item: 'Beef',
      unit: 'kg',
      limit: 9_000,
      held: 0,
      heldOrders: 0,
      room: null,
    },
    {
      reason: 'new-account-hold',
      item: 'Beef',
      unit: 'kg',
      limit: 9_000,
      held: 5_000,
      heldOrders: 1,
      room: 4_000,
    },
    { reason: 'new-account-hold', item: 'Eggs', unit: 'pack', limit: 5, held: 5, heldOrders: 2, room: null },
  ],
  'order-missing': [{ reason: 'order-missing' }],
  'cancel-not-yours': [{ reason: 'cancel-not-yours' }],
  'cancel-too-late': [{ reason: 'cancel-too-late' }],
  'order-unchangeable': [{ reason: 'order-unchangeable', status: 'outForDelivery' }],
  'item-not-in-catalogue': [{ reason: 'item-not-in-catalogue' }],
  'item-no-longer-sold': [{ reason: 'item-no-longer-sold', item: 'Old cut' }],
  'pay-not-yours': [{ reason: 'pay-not-yours' }],
  'order-expired': [{ reason: 'order-expired' }],
  'order-cancelled': [{ reason: 'order-cancelled' }],
  'order-paid': [{ reason: 'order-paid' }],
  'nothing-to-pay': [{ reason: 'nothing-to-pay' }],
  'payment-unconfirmed': [
    { reason: 'payment-unconfirmed', minutes: 1 },
    { reason: 'payment-unconfirmed', minutes: 4 },
  ],
  'payment-unreachable': [{ reason: 'payment-unreachable' }],
  'card-page-failed': [{ reason: 'card-page-failed' }],
  'delivery-not-yours': [{ reason: 'delivery-not-yours' }],
  'no-phone-to-prompt': [{ reason: 'no-phone-to-prompt' }],
  'door-not-on-road': [{ reason: 'door-not-on-road' }],
  'door-nothing-due': [{ reason: 'door-nothing-due' }],
  'deletion-order-unpaid': [{ reason: 'deletion-order-unpaid', number: 'NY-1042' }],
  'deletion-order-in-flight': [{ reason: 'deletion-order-in-flight', number: 'NY-1042' }],
  'deletion-refund-in-flight': [{ reason: 'deletion-refund-in-flight', number: 'NY-1042' }],
  'consent-wording-changed': [{ reason: 'consent-wording-changed' }],
  'mpesa-failed': MPESA_FAILURES.map((failure) => ({ reason: 'mpesa-failed', failure })),
  'card-failed': [
    { reason: 'card-failed', gateway: null },
    { reason: 'card-failed', gateway: 'Declined' },
  ],
  'card-not-started': [{ reason: 'card-not-started' }],
  'card-needs-email': [{ reason: 'card-needs-email' }],
  'payment-awaiting-answer': [{ reason: 'payment-awaiting-answer', untilMs: Date.UTC(2026, 10, 28, 6, 5) }],
  'paid-after-close': [
    { reason: 'paid-after-close', cents: 205_000, status: 'expired' },
    { reason: 'paid-after-close', cents: 205_000, status: 'cancelled' },
  ],
  'refund-refused': [
    { reason: 'refund-refused', provider: 'mpesa', detail: 'The initiator is not allowed' },
    { reason: 'refund-refused', provider: 'card', detail: 'Transaction not refundable' },
  ],
  'application-waiting': [{ reason: 'application-waiting', phone: '254712345678' }],
  'application-missing': [{ reason: 'application-missing' }],
  'too-often': [
    { reason: 'too-often', rule: 'placeOrder', minutes: 1 },
    { reason: 'too-often', rule: 'quoteOrder', minutes: 12 },
    { reason: 'too-often', rule: 'payOrder', minutes: 5 },
    { reason: 'too-often', rule: 'promptsPerOrder', minutes: 30 },
    { reason: 'too-often', rule: 'promptsPerPhone', minutes: 2 },
    { reason: 'too-often', rule: 'applicationsPerPhone', minutes: 600 },
    { reason: 'too-often', rule: 'applicationsPerDevice', minutes: 60 },
    { reason: 'too-often', rule: 'applicationsPerAddress', minutes: 7 },
  ],
};
const refusals: Refusal[] = Object.values(SAMPLES).flat();

describe('a function’s refusal in the page’s language', () => {
  it.each(['en-KE', 'sw-KE'] as const)('lists the zone’s areas in %s as its list format does', (locale) => {
    speak(locale);
    const list = new Intl.ListFormat(locale, { type: 'disjunction' });
    for (const served of [['CBD'], ['CBD', 'Ngara'], ['CBD', 'Ngara', 'Upper Hill', 'Westlands']]) {
      const sentence = refusalWords({ reason: 'area-outside-zone', area: 'Kitengela', zone: 'CBD', served });
      expect(sentence).toContain(` ${list.format(served)}, `);
    }
  });

  it('reads in English word for word as the functions send it', () => {
    for (const refusal of refusals) {
      expect(refusalSchema.parse(refusal)).toEqual(refusal);
      expect(refusalWords(refusal)).toBe(refusalSentence(refusal));
    }
  });

  it('says every refusal in Kiswahili, with its facts', () => {
    speak('sw-KE');
    for (const refusal of refusals) expect(refusalWords(refusal)).not.toBe(refusalSentence(refusal));
    expect(
      refusalWords({
        reason: 'area-outside-zone',
        area: 'Kitengela',
        zone: 'CBD',
        served: ['CBD', 'Ngara', 'Upper Hill'],
      }),
    ).toBe('Kitengela haiko katika eneo la CBD; chagua CBD, Ngara au Upper Hill, au eneo lingine.');
    expect(refusalWords({ reason: 'too-often', rule: 'quoteOrder', minutes: 12 })).toBe(
      'Umeomba bei mara nyingi kwa muda mfupi. Jaribu tena baada ya dakika 12.',
    );
    const hold = { item: 'Beef', unit: 'kg', limit: 9_000, held: 5_000, heldOrders: 1, room: 4_000 } as const;
    expect(refusalWords({ reason: 'new-account-hold', ...hold })).toBe(
      'Akaunti mpya inaweza kushikilia bila kulipa 9 kg tu ya Beef, na oda yako isiyolipiwa inashikilia 5 kg yake. Lipia oda yako iliyo wazi kwanza, au agiza 4 kg au chini.',
    );
    const untilMs = Date.UTC(2026, 10, 28, 6, 5);
    expect(refusalWords({ reason: 'payment-awaiting-answer', untilMs })).toContain(
      'usilipe tena kabla ya saa 09:05',
    );
    expect(refusalWords({ reason: 'minimum-order', zone: 'Karen', cents: 150_000 })).toMatch(
      /^Oda ya chini kabisa kwa Karen ni Ksh\s1,500\.$/,
    );
  });

  it('says an order’s payment from its refusal, and an older order’s from its English message', () => {
    const failed = { reason: 'mpesa-failed', failure: 'wrong-pin' } as const;
    expect(paymentWords({ message: 'The M-Pesa PIN was wrong. Try again.', refusal: failed })).toBe(
      'The M-Pesa PIN was wrong. Try again.',
    );
    speak('sw-KE');
    expect(paymentWords({ message: 'The M-Pesa PIN was wrong. Try again.', refusal: failed })).toBe(
      'PIN ya M-Pesa haikuwa sahihi. Jaribu tena.',
    );
    expect(paymentWords({ message: 'Sent before refusals.' })).toBe('Sent before refusals.');
    expect(paymentWords({ message: null })).toBeNull();
  });
});
