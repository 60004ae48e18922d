import { afterAll, beforeAll } from 'vitest';
import { AFRICASTALKING_SANDBOX } from '../config';
import type { RunningServer } from '../http';
import { startReceiver } from '../testing';
import { startAfricasTalkingSimulator } from './server';

/**
 * An Africa's Talking simulator on a free port, posting its delivery reports and incoming messages to a
 * stand-in for the shop: started before a test file's tests and stopped after them, for the simulator's
 * own tests and the functions' adapter's. Read `base` and `shop` in hooks and tests (they exist once the
 * file's beforeAll has run); `control` drives the simulator's `/__control` endpoints.
 */
export function useAfricasTalkingGateway() {
  let gateway: RunningServer | undefined;
  let shop: Awaited<ReturnType<typeof startReceiver>> | undefined;
  beforeAll(async () => {
    shop = await startReceiver();
    gateway = await startAfricasTalkingSimulator({
      ...AFRICASTALKING_SANDBOX,
      port: 0,
      deliveryReportUrl: `${shop.url}/smsDeliveryReport`,
      inboxUrl: `${shop.url}/smsInbound`,
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await shop?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The gateway starts in beforeAll: read it in a hook or a test.');
    return value;
  };
  const base = () => `http://127.0.0.1:${started(gateway).port}`;
  return {
    base,
    shop: () => started(shop),
    control: (path: string, body: unknown) =>
      fetch(`${base()}/__control${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
}
