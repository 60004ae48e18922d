import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { addressSchema, type Address } from '@nyama/domain/delivery/address';
import { couponSchema, type Coupon } from '@nyama/domain/catalogue/coupon';
import { priceHistoryEntrySchema, type PriceHistoryEntry } from '@nyama/domain/catalogue/item-price';
import {
  butcherSchema,
  itemGroupSchema,
  itemSchema,
  type Butcher,
  type Item,
  type ItemGroup,
} from '@nyama/domain/catalogue/catalog';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import { paths } from '@nyama/domain/kernel/paths';
import { profileSchema, type Profile } from '@nyama/domain/people/user';
import { zoneSchema, type Zone } from '@nyama/domain/delivery/zone';
import type { Person } from './env';

/** Documents as the functions and the seed store them; each is parsed by its domain schema first. */

export const ACTIVE_ZONE_ID = 'westlands';
export const INACTIVE_ZONE_ID = 'closed-zone';

export function profileOf(person: Person): Profile {
  return profileSchema.parse({
    name: 'Amina',
    surname: 'Otieno',
    mob: '254712345678',
    email: person.email,
    role: person.role,
  } satisfies Profile);
}

/** What the profile form writes: exactly the owner-writable fields. */
export function profileInputOf(person: Person): Omit<Profile, 'role'> {
  const { role: _role, ...fields } = profileOf(person);
  return fields;
}

export function zone(active: boolean): Zone {
  return zoneSchema.parse({
    name: 'Westlands & Kilimani',
    areas: ['Westlands', 'Kileleshwa'],
    feeCents: 25_000,
    minOrderCents: 150_000,
    freeDeliveryFromCents: 400_000,
    slotCapacity: 12,
    active,
    sortOrder: 1,
  } satisfies Zone);
}

export function address(zoneId = ACTIVE_ZONE_ID): Address {
  return addressSchema.parse({
    label: 'Home',
    recipient: 'Amina Otieno',
    phone: '254712345678',
    zoneId,
    area: 'Kileleshwa',
    street: 'Othaya Road',
    building: 'Mandera Court, flat B4',
    notes: 'Call at the gate.',
  } satisfies Address);
}

export function order(uid: string, driverId: string | null): Order {
  const { label: _label, ...snapshot } = address();
  return orderSchema.parse({
    uid,
    number: 'NY-2001',
    status: 'paid',
    lines: [
      {
        itemId: 'goat-leg',
        groupId: 'mutton',
        name: 'Goat leg',
        unit: 'kg',
        quantity: 2000,
        unitPriceCents: 90_000,
        estimatedGrams: 2000,
        lineTotalCents: 180_000,
        taxType: 'A',
      },
    ],
    subtotalCents: 180_000,
    deliveryFeeCents: 25_000,
    discountCents: 0,
    taxCents: 0,
    roundingCents: 0,
    totalCents: 205_000,
    fulfilment: 'delivery',
    address: snapshot,
    slot: { date: '2026-11-22', slotId: 'afternoon' },
    couponCode: null,
    payment: {
      paymentId: 'payment-1',
      provider: 'mpesa',
      state: 'succeeded',
      message: null,
      receipt: 'SEED2001',
    },
    paidCents: 205_000,
    refundedCents: 0,
    collections: [],
    refunds: [],
    expiresAtMs: null,
    statusHistory: [
      { status: 'pending', atMs: Date.UTC(2026, 10, 22) },
      { status: 'paid', atMs: Date.UTC(2026, 10, 22, 0, 5) },
    ],
    driverId,
    archived: false,
    createdAtMs: Date.UTC(2026, 10, 22),
    updatedAtMs: Date.UTC(2026, 10, 22),
  } satisfies Order);
}

export function itemGroup(): ItemGroup {
  return itemGroupSchema.parse({
    name: 'Goat & mutton',
    description: 'Goat and mutton for nyama choma.',
    image: { kind: 'illustration', key: 'goat' },
    sortOrder: 3,
    visible: true,
  } satisfies ItemGroup);
}

export function item(): Item {
  return itemSchema.parse({
    groupId: 'mutton',
    name: 'Goat leg',
    cut: 'Leg',
    description: 'Whole or cut leg for nyama choma.',
    image: { kind: 'illustration', key: 'goat' },
    taxType: 'A',
    taxClass: '99011019',
    featured: true,
    active: true,
    sortOrder: 0,
    pendingPrice: { cents: 95_000, effectiveFromMs: Date.UTC(2026, 11, 1, 3), historyId: 'price-2' },
    unit: 'kg',
    pricePerKgCents: 90_000,
    stepGrams: 250,
    minGrams: 500,
    stockGrams: 25_000,
  } satisfies Item);
}

export function butcher(): Butcher {
  return butcherSchema.parse({
    name: 'Grace Achieng',
    location: 'Main shop, Ngara',
    phone: '254722000102',
    speciality: 'Goat, mutton and nyama choma cuts',
    active: true,
  } satisfies Butcher);
}

export function priceHistoryEntry(): PriceHistoryEntry {
  return priceHistoryEntrySchema.parse({
    cents: 95_000,
    effectiveFromMs: Date.UTC(2026, 11, 1, 3),
    setAtMs: Date.UTC(2026, 10, 23, 9),
    actorUid: 'admin-uid',
    actorEmail: 'admin@rules.test',
    supersededAtMs: null,
  } satisfies PriceHistoryEntry);
}

export function coupon(): Coupon {
  return couponSchema.parse({
    code: 'KARIBU10',
    kind: 'percent',
    value: 1000,
    maxDiscountCents: 100_000,
    minSubtotalCents: 100_000,
    startsAtMs: Date.UTC(2026, 10, 1),
    endsAtMs: Date.UTC(2026, 11, 31),
    usageCap: 500,
    usedCount: 1,
    perCustomerLimit: 1,
    firstOrderOnly: true,
    eligibleGroups: [],
    active: true,
  } satisfies Coupon);
}

/** The driver's delivery (the owner's order) and another driver's (the other customer's). */
export const ASSIGNED = 'assigned-order';
export const NOT_MINE = 'other-drivers-order';

/** Writes both orders, as the rules tests of the driver's documents start from them. */
export async function addDriverOrders(db: Firestore, people: Record<'owner' | 'other' | 'driver', Person>) {
  await setDoc(doc(db, paths.order(ASSIGNED)), order(people.owner.uid, people.driver.uid));
  await setDoc(doc(db, paths.order(NOT_MINE)), order(people.other.uid, 'another-driver-uid'));
}
