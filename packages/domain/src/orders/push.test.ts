import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderRefund } from './order';
import {
  driverMessageText,
  driverPush,
  farmerCounterAnsweredPush,
  farmerOrderSentPush,
  isPushServiceEndpoint,
  pushSubscriptionId,
  refundPush,
  statusPush,
} from './push';

describe('isPushServiceEndpoint: only the browsers’ push services', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dJ3kPq:APA91bH',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    'https://web.push.apple.com/QGuQyavXutnMfVvVy',
  ])('accepts %s', (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(true);
  });

  it.each([
    ['any other host', 'https://attacker.example/collect'],
    ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['a look-alike host', 'https://fcm.googleapis.com.attacker.example/send'],
    ['a host ending like a service without its dot', 'https://evilpush.services.mozilla.com.example/x'],
    ['the bare parent domain of a subdomain rule', 'https://notify.windows.com/w/'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['credentials in the address', 'https://user:pass@fcm.googleapis.com/fcm/send/abc'],
    ['the local test host without configuration', 'https://127.0.0.1:8443/push/device'],
    ['no address at all', 'not a url'],
  ])('refuses %s', (_label, endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(false);
  });

  it('accepts a configured test host on any port, and only over https', () => {
    expect(isPushServiceEndpoint('https://127.0.0.1:8443/push/device', ['127.0.0.1'])).toBe(true);
    expect(isPushServiceEndpoint('http://127.0.0.1:8443/push/device', ['127.0.0.1'])).toBe(false);
  });
});

describe('pushSubscriptionId', () => {
  it('is the hex SHA-256 of the endpoint', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect(await pushSubscriptionId(endpoint)).toBe(createHash('sha256').update(endpoint).digest('hex'));
  });
});

describe('refundPush', () => {
  const refund: OrderRefund = {
    refundId: 'pay1_r1',
    provider: 'mpesa',
    amountCents: 10_000,
    reason: 'Two steaks were trimmed short',
    state: 'succeeded',
    reference: 'QK7H2M9XLP',
    failure: null,
    requestedAtMs: 1,
    settledAtMs: 2,
  };

  it('tells the customer a refund was sent, with its reference, under the refund’s own tag', () => {
    expect(refundPush('NY-1042', refund)?.('en-KE')).toEqual({
      title: 'Refund sent',
      body: 'Ksh\u00a0100 for order NY-1042 was sent back to your M-Pesa (reference QK7H2M9XLP).',
      url: '/coopenorder',
      tag: 'refund-pay1_r1',
    });
  });

  it('tells them a refund failed and what happens next', () => {
    const failed = { ...refund, provider: 'card' as const, state: 'failed' as const, reference: null };
    expect(refundPush('NY-1042', failed)?.('en-KE').body).toBe(
      'We could not send Ksh\u00a0100 for order NY-1042 back to your card. The shop will send it again or call you.',
    );
  });

  it('says it in Kiswahili, with the reference', () => {
    expect(refundPush('NY-1042', refund)?.('sw-KE').body).toBe(
      'Ksh\u00a0100 za oda NY-1042 zimerudishwa kwa M-Pesa yako (kumbukumbu QK7H2M9XLP).',
    );
  });

  it('says nothing while it is on its way', () => {
    expect(refundPush('NY-1042', { ...refund, state: 'pending', reference: null })).toBeNull();
    expect(refundPush('NY-1042', { ...refund, state: 'requested', reference: null })).toBeNull();
  });
});

describe('statusPush', () => {
  const order = { number: 'NY-1042', totalCents: 150_000, paidCents: 150_000, balance: null };

  it('says what is left to pay once weighed, and nothing to pay when the scale left nothing', () => {
    const weighedUp = {
      ...order,
      status: 'weighed' as const,
      balance: { dueCents: 12_000, paymentId: null },
    };
    expect(statusPush(weighedUp, null)?.('en-KE').body).toBe(
      'Order NY-1042 is weighed and packed. Ksh\u00a0120 to pay. See its final weights and total.',
    );
    expect(statusPush({ ...order, status: 'weighed' }, null)?.('en-KE').body).toBe(
      'Order NY-1042 is weighed and packed. See its final weights and total.',
    );
  });

  it('gives the customer their delivery code when it leaves, and the money to have ready on delivery', () => {
    const onDelivery = {
      ...order,
      status: 'outForDelivery' as const,
      paidCents: 0,
      weighing: { finalTotalCents: 152_500 },
    };
    expect(statusPush(onDelivery, '4821')?.('en-KE')).toEqual({
      title: 'On its way',
      body: 'Order NY-1042 is out for delivery. Give the driver your code 4821. Have Ksh\u00a01,525 ready.',
      url: '/coopenorder',
      tag: 'order-NY-1042',
    });
    expect(statusPush({ ...order, status: 'outForDelivery' }, null)?.('en-KE').body).toBe(
      'Order NY-1042 is out for delivery.',
    );
  });

  it('says it in Kiswahili to a customer who reads Kiswahili: the code, the money, the same tag', () => {
    const onDelivery = { ...order, status: 'outForDelivery' as const, paidCents: 0 };
    expect(statusPush(onDelivery, '4821')?.('sw-KE')).toEqual({
      title: 'Iko njiani',
      body: 'Oda NY-1042 iko njiani kukufikia. Mpe dereva msimbo wako 4821. Andaa Ksh\u00a01,500.',
      url: '/coopenorder',
      tag: 'order-NY-1042',
    });
    expect(statusPush({ ...order, status: 'delivered' }, null)?.('sw-KE').title).toBe('Imefikishwa');
  });

  it('tells nothing of a status the customer does not follow', () => {
    expect(statusPush({ ...order, status: 'packing' }, '4821')).toBeNull();
  });
});

describe('a driver\u2019s and a farmer\u2019s words', () => {
  it('says a tapped template in the customer\u2019s language and a typed text as the driver wrote it', () => {
    const template = { template: 'atGate' as const, text: null };
    expect(driverPush('Otieno', (locale) => driverMessageText(template, locale), 'NY-1')('sw-KE')).toEqual({
      title: 'Otieno, dereva wako wa Nyama Shop',
      body: 'Niko langoni',
      url: '/coopenorder',
      tag: 'driver-NY-1',
    });
    expect(driverMessageText(template, 'en-KE')).toBe('At the gate');
    expect(driverMessageText({ template: null, text: 'Blue gate' }, 'sw-KE')).toBe('Blue gate');
  });

  it('names the animals in the farmer\u2019s language', () => {
    const terms = { head: 3, species: 'goat' as const, deliveryDate: '2026-12-01' };
    expect(farmerOrderSentPush('FO-7', terms)('en-KE').body).toBe(
      'FO-7: 3 goat for delivery on 2026-12-01. Confirm, decline or offer other terms.',
    );
    expect(farmerCounterAnsweredPush('FO-7', true, terms)('sw-KE')).toEqual({
      title: 'Pendekezo lako limekubaliwa',
      body: 'FO-7: mbuzi 3, wafikishwe tarehe 2026-12-01. Asante!',
      url: '/farmerpage',
      tag: 'farmer-order-FO-7',
    });
  });
});
