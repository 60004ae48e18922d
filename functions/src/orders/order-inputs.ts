import type { DocumentReference, DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';
import { addressSchema, type Address } from '@nyama/domain/delivery/address';
import type { QuoteOrderInput } from '@nyama/domain/orders/order-request';
import { itemSchema, type Item } from '@nyama/domain/catalogue/catalog';
import { couponSchema, type Coupon } from '@nyama/domain/catalogue/coupon';
import { TO_DELIVER_STATUSES } from '@nyama/domain/kernel/order-status';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { PICKUP_ZONE_ID, slotDocId, type DeliverySlot } from '@nyama/domain/delivery/slots';
import { areaRefusal, zoneSchema, type Zone } from '@nyama/domain/delivery/zone';
import { parseDoc } from '../lib/db';
import { refuse } from '../lib/refuse';

/** Statuses that count as "has ordered before" for first-order-only coupons. */
const PLACED_STATUSES = [...TO_DELIVER_STATUSES, 'delivered'];

export type OrderInputs = {
  /** The customer's address and its zone's terms; none for pickup. */
  address: (Address & { id: string }) | null;
  zone: (Zone & { id: string }) | null;
  items: Map<string, Item & { id: string }>;
  slotTaken: number;
  coupon: Coupon | null;
  couponUses: number;
  customerHasOrdered: boolean;
};

/** The address document an order names; none for pickup. */
export function addressPath(uid: string, input: QuoteOrderInput): string | null {
  return input.fulfilment === 'delivery' && input.addressId ? paths.address(uid, input.addressId) : null;
}

export function parseAddress(snap: DocumentSnapshot): Address & { id: string } {
  if (!snap.exists) throw refuse('not-found', { reason: 'address-gone' });
  return { id: snap.id, ...parseDoc(addressSchema, snap.data(), snap.ref.path) };
}

/**
 * The address's zone, which must still be served and must serve the address's area: the zone prices the
 * delivery, and the address book is written by the customer, who could name any zone for any area.
 */
export function parseServedZone(
  snap: DocumentSnapshot,
  address: Pick<Address, 'area'>,
): Zone & { id: string } {
  const stored = snap.exists ? parseDoc(zoneSchema, snap.data(), snap.ref.path) : null;
  if (!stored?.active) throw refuse('failed-precondition', { reason: 'zone-not-served' });
  const refused = areaRefusal(address.area, stored);
  if (refused) throw refuse('failed-precondition', { ...refused, reason: 'address-outside-zone' });
  return { id: snap.id, ...stored };
}

/**
 * A delivery address from the customer's book and its zone, which must be served today: staff moving a
 * placed order to another address.
 */
export async function readAddressAndZone(
  db: Firestore,
  get: (ref: DocumentReference) => Promise<DocumentSnapshot>,
  uid: string,
  addressId: string,
): Promise<{ address: Address & { id: string }; zone: Zone & { id: string } }> {
  const addressSnap = await get(db.doc(paths.address(uid, addressId)));
  if (!addressSnap.exists) throw refuse('not-found', { reason: 'address-not-in-book' });
  const address = parseAddress(addressSnap);
  return { address, zone: parseServedZone(await get(db.doc(paths.zone(address.zoneId))), address) };
}

/** The window's counter document: one per day, window and zone (pickup has a zone of its own). */
export function slotPath(slot: DeliverySlot, zoneId: string | null): string {
  return paths.deliverySlot(slotDocId(slot, zoneId ?? PICKUP_ZONE_ID));
}

/** An item as an order reads it; one that is gone refuses the order that names it. */
export function parseItem(snap: DocumentSnapshot): Item & { id: string } {
  if (!snap.exists) throw refuse('not-found', { reason: 'item-gone' });
  return { id: snap.id, ...parseDoc(itemSchema, snap.data(), snap.ref.path) };
}

/** A coupon as an order reads it; null when there is no such code (refused like an unusable one). */
export function parseCoupon(snap: DocumentSnapshot): Coupon | null {
  return snap.exists ? parseDoc(couponSchema, snap.data(), snap.ref.path) : null;
}

export const slotTakenOf = (snap: DocumentSnapshot) => (snap.exists ? Number(snap.get('taken') ?? 0) : 0);
export const couponUsesOf = (snap: DocumentSnapshot) => (snap.exists ? Number(snap.get('count') ?? 0) : 0);

/** One of the customer's orders that counts as having ordered before, if any. */
export function placedOrderQuery(db: Firestore, uid: string): Query {
  return db
    .collection(COLLECTIONS.orders)
    .where('uid', '==', uid)
    .where('status', 'in', PLACED_STATUSES)
    .limit(1);
}

/**
 * One of the customer's orders that received money (a payment, cash at the door, at the shop), if any:
 * an account that has paid once is no stranger (decision 062). Archived orders stay in the collection.
 */
export function paidOrderQuery(db: Firestore, uid: string): Query {
  return db.collection(COLLECTIONS.orders).where('uid', '==', uid).where('paidCents', '>', 0).limit(1);
}

/** Every read a quote needs, as plain reads: a quote holds nothing, so it locks nothing. */
export async function readOrderInputs(
  db: Firestore,
  uid: string,
  input: QuoteOrderInput,
): Promise<OrderInputs> {
  const addressAt = addressPath(uid, input);
  const address = addressAt ? parseAddress(await db.doc(addressAt).get()) : null;
  const zone = address ? parseServedZone(await db.doc(paths.zone(address.zoneId)).get(), address) : null;
  const itemIds = [...new Set(input.lines.map((line) => line.itemId))];
  const [slotSnap, ...itemSnaps] = await db.getAll(
    db.doc(slotPath(input.slot, zone?.id ?? null)),
    ...itemIds.map((id) => db.doc(paths.item(id))),
  );
  const items = new Map(itemSnaps.map((snap) => [snap.id, parseItem(snap)]));
  const inputs = { address, zone, items, slotTaken: slotSnap ? slotTakenOf(slotSnap) : 0 };
  if (!input.couponCode) return { ...inputs, coupon: null, couponUses: 0, customerHasOrdered: false };

  const code = input.couponCode;
  const [couponSnap, useSnap] = await db.getAll(
    db.doc(paths.coupon(code)),
    db.doc(paths.couponUse(code, uid)),
  );
  const placed = await placedOrderQuery(db, uid).get();
  return {
    ...inputs,
    coupon: couponSnap ? parseCoupon(couponSnap) : null,
    couponUses: useSnap ? couponUsesOf(useSnap) : 0,
    customerHasOrdered: !placed.empty,
  };
}
