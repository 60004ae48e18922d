import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { addressSchema, type Address } from '../../../src/domain/address';
import type { QuoteOrderInput } from '../../../src/domain/callables';
import { itemSchema, type Item } from '../../../src/domain/catalog';
import { couponSchema, type Coupon } from '../../../src/domain/coupon';
import { TO_DELIVER_STATUSES } from '../../../src/domain/order-status';
import { COLLECTIONS, paths } from '../../../src/domain/paths';
import { PICKUP_ZONE_ID, slotDocId } from '../../../src/domain/slots';
import { zoneSchema, type Zone } from '../../../src/domain/zone';
import { parseDoc } from '../lib/db';

/** Statuses that count as "has ordered before" for first-order-only coupons. */
const PLACED_STATUSES = [...TO_DELIVER_STATUSES, 'delivered'];

export type OrderInputs = {
  items: Map<string, Item & { id: string }>;
  address: (Address & { id: string }) | null;
  zone: (Zone & { id: string }) | null;
  slotTaken: number;
  coupon: Coupon | null;
  couponUses: number;
  customerHasOrdered: boolean;
};

type Get = (ref: DocumentReference) => Promise<DocumentSnapshot>;

/**
 * A delivery address from the customer's book (refused with `notFound` when it is not there) and its
 * zone, which must be served today: placing an order, or moving one to another address.
 */
export async function readAddressAndZone(
  db: Firestore,
  get: Get,
  uid: string,
  addressId: string,
  notFound: string,
): Promise<{ address: Address & { id: string }; zone: Zone & { id: string } }> {
  const addressSnap = await get(db.doc(paths.address(uid, addressId)));
  if (!addressSnap.exists) throw new HttpsError('not-found', notFound);
  const address = {
    id: addressSnap.id,
    ...parseDoc(addressSchema, addressSnap.data(), addressSnap.ref.path),
  };
  const zoneSnap = await get(db.doc(paths.zone(address.zoneId)));
  const stored = zoneSnap.exists ? parseDoc(zoneSchema, zoneSnap.data(), zoneSnap.ref.path) : null;
  if (!stored?.active)
    throw new HttpsError('failed-precondition', 'We do not deliver to that address any more.');
  return { address, zone: { id: zoneSnap.id, ...stored } };
}

/**
 * Every read an order needs, all inside the transaction when placing (so stock, slot and coupon
 * counts cannot change underneath it), or plain reads when only quoting.
 */
export async function readOrderInputs(
  db: Firestore,
  tx: Transaction | null,
  uid: string,
  input: QuoteOrderInput,
): Promise<OrderInputs> {
  const get: Get = (ref) => (tx ? tx.get(ref) : ref.get());
  const itemIds = [...new Set(input.lines.map((line) => line.itemId))];
  const itemRefs = itemIds.map((id) => db.doc(paths.item(id)));
  const itemSnaps = tx ? await tx.getAll(...itemRefs) : await db.getAll(...itemRefs);

  const items = new Map<string, Item & { id: string }>();
  for (const snap of itemSnaps) {
    if (!snap.exists)
      throw new HttpsError('not-found', 'An item in your cart is no longer sold. Remove it and try again.');
    items.set(snap.id, { id: snap.id, ...parseDoc(itemSchema, snap.data(), snap.ref.path) });
  }

  const { address, zone } =
    input.fulfilment === 'delivery' && input.addressId
      ? await readAddressAndZone(
          db,
          get,
          uid,
          input.addressId,
          'That delivery address is not in your address book.',
        )
      : { address: null, zone: null };

  const slotSnap = await get(db.doc(paths.deliverySlot(slotDocId(input.slot, zone?.id ?? PICKUP_ZONE_ID))));
  const slotTaken = slotSnap.exists ? Number(slotSnap.get('taken') ?? 0) : 0;

  let coupon: Coupon | null = null;
  let couponUses = 0;
  let customerHasOrdered = false;
  if (input.couponCode) {
    const couponSnap = await get(db.doc(paths.coupon(input.couponCode)));
    if (!couponSnap.exists) throw new HttpsError('not-found', `There is no coupon ${input.couponCode}.`);
    coupon = parseDoc(couponSchema, couponSnap.data(), couponSnap.ref.path);
    const useSnap = await get(db.doc(paths.couponUse(coupon.code, uid)));
    couponUses = useSnap.exists ? Number(useSnap.get('count') ?? 0) : 0;
    const placed = db
      .collection(COLLECTIONS.orders)
      .where('uid', '==', uid)
      .where('status', 'in', PLACED_STATUSES)
      .limit(1);
    customerHasOrdered = !(tx ? await tx.get(placed) : await placed.get()).empty;
  }
  return { items, address, zone, slotTaken, coupon, couponUses, customerHasOrdered };
}
