import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { PlaceOrderInput } from '@nyama/domain/orders/order-request';
import type { Coupon } from '@nyama/domain/catalogue/coupon';
import { kes } from '@nyama/domain/kernel/money';
import { paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';
import type { Zone } from '@nyama/domain/delivery/zone';

/** Items, a zone and a coupon of this suite's own (unique ids), so runs never touch the demo seed. */
export async function orderFixtures(db: Firestore, run: string) {
  const ids = {
    steak: `steak-${run}`,
    broiler: `broiler-${run}`,
    zone: `zone-${run}`,
    coupon: `T${run.slice(0, 6).toUpperCase()}`,
  };
  const steak = perKgItem({ name: 'Test sirloin' });
  const broiler = countedItem({ groupId: 'chicken', name: 'Test broiler', estimatedGramsPerUnit: 1400 });
  const zone: Zone = {
    name: 'Test zone',
    areas: ['Testville'],
    feeCents: kes(250),
    minOrderCents: kes(500),
    freeDeliveryFromCents: kes(4000),
    slotCapacity: 1000,
    active: true,
    sortOrder: 99,
  };
  await db.doc(paths.item(ids.steak)).set(steak);
  await db.doc(paths.item(ids.broiler)).set(broiler);
  await db.doc(paths.zone(ids.zone)).set(zone);
  return { ids, steak, broiler, zone };
}

/** An address in the customer's book, by default in an area the fixtures' zone serves. */
export async function addAddress(
  db: Firestore,
  uid: string,
  zoneId: string,
  area = 'Testville',
): Promise<string> {
  const ref = await db.collection(paths.addresses(uid)).add({
    label: 'Home',
    recipient: 'Test Customer',
    phone: '254712345678',
    zoneId,
    area,
    street: 'Test Road',
    building: '',
    notes: '',
  });
  return ref.id;
}

export async function addCoupon(
  db: Firestore,
  coupon: Partial<Coupon> & Pick<Coupon, 'code'>,
): Promise<void> {
  const full: Coupon = {
    kind: 'percent',
    value: 1000,
    maxDiscountCents: null,
    minSubtotalCents: 0,
    startsAtMs: Date.now() - 86_400_000,
    endsAtMs: Date.now() + 86_400_000,
    usageCap: null,
    usedCount: 0,
    perCustomerLimit: null,
    firstOrderOnly: false,
    eligibleGroups: [],
    active: true,
    ...coupon,
  };
  await db.doc(paths.coupon(full.code)).set(full);
}

/** Tomorrow's afternoon: always open for booking whatever the time of the test run. */
export function tomorrowAfternoon(): PlaceOrderInput['slot'] {
  return windowAhead(1, 'afternoon');
}

/**
 * A window of its own for a suite that places many pickup orders: pickup windows hold 30 orders and are
 * shared by every suite of the run.
 */
export function windowAhead(days: 1 | 2, slotId: PlaceOrderInput['slot']['slotId']): PlaceOrderInput['slot'] {
  return { date: nairobiDate(Date.now() + days * 86_400_000), slotId };
}

export function orderRequest(
  overrides: Partial<PlaceOrderInput> & Pick<PlaceOrderInput, 'lines'>,
): PlaceOrderInput {
  return {
    fulfilment: 'pickup',
    addressId: null,
    slot: tomorrowAfternoon(),
    couponCode: null,
    requestId: randomUUID(),
    ...overrides,
  };
}
