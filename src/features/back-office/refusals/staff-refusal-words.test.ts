import { afterEach, describe, expect, it } from 'vitest';
import {
  staffRefusalSchema,
  staffRefusalSentence,
  type StaffRefusal,
} from '@nyama/domain/callables/staff-refusal';
import { setLocale } from '../../../paraglide/runtime';
import { staffRefusalWords } from './staff-refusal-words';

const speak = (locale: 'en-KE' | 'sw-KE') => setLocale(locale, { reload: false });

afterEach(() => speak('en-KE'));

/** One refusal of every reason: a reason added to the domain does not compile here until it has one. */
const SAMPLES: { [K in StaffRefusal['reason']]: Extract<StaffRefusal, { reason: K }>[] } = {
  'weight-not-on-order': [{ reason: 'weight-not-on-order' }],
  'weigh-first': [{ reason: 'weigh-first', item: 'Sirloin steak' }],
  'weight-off': [{ reason: 'weight-off', item: 'Goat leg', grams: 2_300, orderedGrams: 2_000 }],
  'lots-short': [
    { reason: 'lots-short', item: 'Beef mince', unit: 'kg', quantity: 1_500 },
    { reason: 'lots-short', item: 'Whole broiler', unit: 'piece', quantity: 2 },
    { reason: 'lots-short', item: 'Pilau masala', unit: 'pack', quantity: 1 },
  ],
  'butcher-missing': [{ reason: 'butcher-missing' }],
  'order-cannot-become': [{ reason: 'order-cannot-become', from: 'paid', to: 'weighed' }],
  'order-not-cancellable': [
    { reason: 'order-not-cancellable', status: 'outForDelivery' },
    { reason: 'order-not-cancellable', status: 'refunded' },
  ],
  'pickup-no-address': [{ reason: 'pickup-no-address' }],
  'address-not-in-book': [{ reason: 'address-not-in-book' }],
  'balance-not-to-deliver': [{ reason: 'balance-not-to-deliver' }],
  'balance-nothing-paid': [{ reason: 'balance-nothing-paid' }],
  'balance-nothing-due': [{ reason: 'balance-nothing-due' }],
  'door-not-unpaid': [{ reason: 'door-not-unpaid' }],
  'door-already-settled': [
    { reason: 'door-already-settled', outcome: 'paidAtShop' },
    { reason: 'door-already-settled', outcome: 'writtenOff' },
  ],
  'account-missing': [{ reason: 'account-missing' }],
  'not-a-driver': [{ reason: 'not-a-driver' }],
  'driver-order-not-to-deliver': [
    { reason: 'driver-order-not-to-deliver', number: null, status: 'awaitingPayment' },
    { reason: 'driver-order-not-to-deliver', number: 'NY-1042', status: 'delivered' },
  ],
  'driver-order-on-road': [
    { reason: 'driver-order-on-road', number: null },
    { reason: 'driver-order-on-road', number: 'NY-1042' },
  ],
  'delivery-not-locked': [{ reason: 'delivery-not-locked' }],
  'cash-count-short': [{ reason: 'cash-count-short', cents: 5_200, expectedCents: 215_200 }],
  'cash-count-over': [{ reason: 'cash-count-over', cents: 9_800, expectedCents: 10_200 }],
  'cash-not-on-record': [{ reason: 'cash-not-on-record' }],
  'cash-another-driver': [{ reason: 'cash-another-driver', number: 'NY-1042' }],
  'cash-already-counted': [{ reason: 'cash-already-counted', number: 'NY-1042' }],
  'refund-not-cents': [{ reason: 'refund-not-cents' }],
  'refund-not-positive': [{ reason: 'refund-not-positive' }],
  'refund-whole-shillings': [{ reason: 'refund-whole-shillings' }],
  'refund-over-payment': [{ reason: 'refund-over-payment', cents: 205_000 }],
  'refund-only-left': [{ reason: 'refund-only-left', cents: 5_000 }],
  'payment-missing': [{ reason: 'payment-missing' }],
  'refund-not-paid': [{ reason: 'refund-not-paid' }],
  'refund-already-full': [{ reason: 'refund-already-full' }],
  'refund-reason-length': [{ reason: 'refund-reason-length', min: 3, max: 200 }],
  'tax-invoice-missing': [{ reason: 'tax-invoice-missing' }],
  'tax-invoice-not-refused': [
    { reason: 'tax-invoice-not-refused', state: 'queued' },
    { reason: 'tax-invoice-not-refused', state: 'accepted' },
  ],
};
const refusals: StaffRefusal[] = Object.values(SAMPLES).flat();

describe('a refusal only staff meet, in the page’s language', () => {
  it('reads in English word for word as the functions send it', () => {
    for (const refusal of refusals) {
      expect(staffRefusalSchema.parse(refusal)).toEqual(refusal);
      expect(staffRefusalWords(refusal)).toBe(staffRefusalSentence(refusal));
    }
  });

  it('says every refusal in Kiswahili, with its facts', () => {
    speak('sw-KE');
    for (const refusal of refusals)
      expect(staffRefusalWords(refusal)).not.toBe(staffRefusalSentence(refusal));
    expect(
      staffRefusalWords({ reason: 'weight-off', item: 'Goat leg', grams: 2_300, orderedGrams: 2_000 }),
    ).toBe('Goat leg ina uzito wa 2.3 kg, tofauti ya zaidi ya asilimia 10 na 2 kg iliyoagizwa; ikate upya.');
    expect(
      staffRefusalWords({ reason: 'lots-short', item: 'Whole broiler', unit: 'piece', quantity: 2 }),
    ).toBe('Loti za akiba za Whole broiler zimepungua vipande 2: pokea bidhaa au uzihesabu kwanza.');
    expect(staffRefusalWords({ reason: 'order-cannot-become', from: 'paid', to: 'weighed' })).toBe(
      'Oda hii iko katika hali ya “imelipwa”; haiwezi kuhamia hali ya “imepimwa”.',
    );
    expect(staffRefusalWords({ reason: 'driver-order-on-road', number: 'NY-1042' })).toBe(
      'Oda NY-1042 iko njiani; mpe dereva mwingine badala yake.',
    );
    expect(staffRefusalWords({ reason: 'door-already-settled', outcome: 'writtenOff' })).toBe(
      'Oda hii tayari imemalizwa: deni lake lilifutwa.',
    );
    expect(staffRefusalWords({ reason: 'cash-count-short', cents: 5_200, expectedCents: 215_200 })).toMatch(
      /^Hesabu imepungua Ksh\s52 kwenye Ksh\s2,152 iliyotarajiwa: eleza kwa nini\.$/,
    );
  });
});
