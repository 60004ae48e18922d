import { describe, expect, it } from 'vitest';
import { notificationUrl, parsePushPayload } from './push-payload';

/** What the browser hands the worker: a body it can read as JSON (which may throw) or as text. */
const pushData = (text: string) =>
  ({ json: () => JSON.parse(text) as unknown, text: () => text }) as PushMessageData;

describe('parsePushPayload', () => {
  it('shows the shop’s payload as sent', () => {
    const payload = { title: 'Hassan, your Nyama Shop driver', body: 'At the gate', url: '/coopenorder' };
    expect(parsePushPayload(pushData(JSON.stringify(payload)))).toEqual(payload);
  });

  it('shows a plain-text push as the body under the shop’s name', () => {
    expect(parsePushPayload(pushData('Your order is on its way'))).toEqual({
      title: 'Nyama Shop',
      body: 'Your order is on its way',
      url: '/coopenorder',
    });
  });

  it('shows a general note for an empty push or one of another shape', () => {
    const fallback = { title: 'Nyama Shop', body: 'There is news about your order.', url: '/coopenorder' };
    expect(parsePushPayload(null)).toEqual(fallback);
    expect(parsePushPayload(pushData('{"hello":1}'))).toEqual(fallback);
  });
});

describe('notificationUrl', () => {
  it('opens the page the push names, and only pages of the shop', () => {
    expect(notificationUrl({ url: '/driverorder?orderId=o1' })).toBe('/driverorder?orderId=o1');
    expect(notificationUrl({ url: 'https://evil.example/' })).toBe('/coopenorder');
    expect(notificationUrl(null)).toBe('/coopenorder');
  });
});
