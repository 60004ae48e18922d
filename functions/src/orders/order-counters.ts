import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { PlaceOrderInput } from '../../../src/domain/callables';
import type { Item } from '../../../src/domain/catalog';
import type { Coupon } from '../../../src/domain/coupon';
import type { Order } from '../../../src/domain/order';
import type { ComposedLine } from '../../../src/domain/order-composition';
import { paths } from '../../../src/domain/paths';
import { checkQuantity } from '../../../src/domain/quantity';
import { PICKUP_ZONE_ID } from '../../../src/domain/slots';
import { fullName, profileSchema } from '../../../src/domain/user';
import {
  addressPath,
  couponUsesOf,
  parseAddress,
  parseCoupon,
  parseItem,
  parseServedZone,
  placedOrderQuery,
  slotPath,
  slotTakenOf,
  type OrderInputs,
} from './order-inputs';

/** One order of a batch: whose it is and what they asked for. */
export type Placement = { uid: string; input: PlaceOrderInput };

/**
 * The documents a batch of orders reads in its transaction, and the counters it shares (items' stock,
 * windows' places, coupons' uses) kept current as each order takes its share, so the second order of a
 * batch sees the stock the first one left (decision 022). Reads come in three rounds, each one getAll: the
 * requests and the shared stock; then the customers' own documents, only for orders the shelves can still
 * fill (a sold-out rush refuses most customers for one read each); then their zones, windows and coupon
 * uses. Each counter is written once, at the end.
 */
export class OrderCounters {
  private readonly items = new Map<string, Item & { id: string }>();
  private readonly coupons = new Map<string, Coupon>();
  private readonly counts = new Map<string, number>();
  private readonly stockTaken = new Map<string, { field: 'stockGrams' | 'stockUnits'; quantity: number }>();
  private readonly windowsTaken = new Map<string, PlaceOrderInput['slot'] & { zoneId: string }>();
  private readonly couponsUsed = new Map<string, number>();
  private readonly usesCounted = new Set<string>();
  private readonly snaps = new Map<string, DocumentSnapshot>();
  private readonly hasOrdered = new Map<string, boolean>();

  private constructor() {}

  static async read(db: Firestore, tx: Transaction, placements: Placement[]): Promise<OrderCounters> {
    const counters = new OrderCounters();
    await counters.readAll(
      db,
      tx,
      placements.flatMap(({ uid, input }) => [
        paths.orderRequest(uid, input.requestId),
        ...input.lines.map((line) => paths.item(line.itemId)),
        ...(input.couponCode ? [paths.coupon(input.couponCode)] : []),
      ]),
    );
    const open = placements.filter((placement) => counters.mayFill(placement));
    await counters.readAll(
      db,
      tx,
      open.flatMap(({ uid, input }) => [paths.user(uid), addressPath(uid, input) ?? []].flat()),
    );
    await counters.readAll(
      db,
      tx,
      open.flatMap(({ uid, input }) => {
        const zoneId = counters.addressZoneId({ uid, input });
        return [
          ...(zoneId ? [paths.zone(zoneId)] : []),
          slotPath(input.slot, zoneId),
          ...(input.couponCode ? [paths.couponUse(input.couponCode, uid)] : []),
        ];
      }),
    );
    const couponCustomers = new Set(open.filter(({ input }) => input.couponCode).map(({ uid }) => uid));
    await Promise.all(
      [...couponCustomers].map(async (uid) => {
        counters.hasOrdered.set(uid, !(await tx.get(placedOrderQuery(db, uid))).empty);
      }),
    );
    return counters;
  }

  private async readAll(db: Firestore, tx: Transaction, wanted: string[]): Promise<void> {
    const unread = [...new Set(wanted)].filter((path) => !this.snaps.has(path));
    if (unread.length === 0) return;
    for (const snap of await tx.getAll(...unread.map((path) => db.doc(path))))
      this.snaps.set(snap.ref.path, snap);
  }

  private snap(path: string): DocumentSnapshot {
    const snap = this.snaps.get(path);
    if (!snap) throw new Error(`${path} was not read with its batch.`);
    return snap;
  }

  /** Whether the order's lines may still be filled at the start of the batch; a retried request may. */
  private mayFill(placement: Placement): boolean {
    try {
      return this.earlierOrderId(placement) !== null || this.shortage(placement) === null;
    } catch {
      return false;
    }
  }

  /** The zone of the order's address, when it has one that can be read. */
  private addressZoneId({ uid, input }: Placement): string | null {
    const path = addressPath(uid, input);
    if (!path) return null;
    try {
      return parseAddress(this.snap(path)).zoneId;
    } catch {
      return null;
    }
  }

  /** The order this request already placed (a retried call), if any. */
  earlierOrderId({ uid, input }: Placement): string | null {
    const snap = this.snap(paths.orderRequest(uid, input.requestId));
    return snap.exists ? String(snap.get('orderId')) : null;
  }

  /**
   * Why the items cannot fill the order as the batch has left them (sold out, or not a selling step),
   * checked before anything of the customer's is read; null when they can.
   */
  shortage({ input }: Placement): string | null {
    const wanted = new Map<string, number>();
    for (const line of input.lines) wanted.set(line.itemId, (wanted.get(line.itemId) ?? 0) + line.quantity);
    for (const [itemId, quantity] of wanted) {
      const check = checkQuantity(this.item(itemId), quantity);
      if (!check.ok) return check.reason;
    }
    return null;
  }

  private item(itemId: string): Item & { id: string } {
    const item = this.items.get(itemId) ?? parseItem(this.snap(paths.item(itemId)));
    this.items.set(itemId, item);
    return item;
  }

  /** The name and phone an order keeps of its customer; none when they have no profile. */
  customerOf({ uid }: Placement): Order['customer'] {
    const profile = profileSchema.safeParse(this.snap(paths.user(uid)).data());
    return profile.success ? { name: fullName(profile.data), phone: profile.data.mob } : undefined;
  }

  /** What composing this order needs, as the orders before it in the batch left the counters. */
  inputsFor(placement: Placement): OrderInputs {
    const { uid, input } = placement;
    const addressAt = addressPath(uid, input);
    const address = addressAt ? parseAddress(this.snap(addressAt)) : null;
    const zone = address ? parseServedZone(this.snap(paths.zone(address.zoneId))) : null;
    const items = new Map(input.lines.map(({ itemId }) => [itemId, this.item(itemId)]));
    const inputs = {
      address,
      zone,
      items,
      slotTaken: this.count(slotPath(input.slot, zone?.id ?? null), slotTakenOf),
      coupon: null,
      couponUses: 0,
      customerHasOrdered: false,
    };
    const code = input.couponCode;
    if (!code) return inputs;
    const coupon = this.coupons.get(code) ?? parseCoupon(this.snap(paths.coupon(code)), code);
    this.coupons.set(code, coupon);
    return {
      ...inputs,
      coupon,
      couponUses: this.count(paths.couponUse(code, uid), couponUsesOf),
      customerHasOrdered: this.hasOrdered.get(uid) ?? false,
    };
  }

  private count(path: string, read: (snap: DocumentSnapshot) => number): number {
    const count = this.counts.get(path) ?? read(this.snap(path));
    this.counts.set(path, count);
    return count;
  }

  /** Takes a placed order's stock, window place and coupon use from the counters. */
  take({ uid, input }: Placement, inputs: OrderInputs, lines: ComposedLine[]): void {
    for (const { itemId, quantity } of lines) {
      const item = this.item(itemId);
      this.items.set(
        itemId,
        item.unit === 'kg'
          ? { ...item, stockGrams: item.stockGrams - quantity }
          : { ...item, stockUnits: item.stockUnits - quantity },
      );
      const field = item.unit === 'kg' ? 'stockGrams' : 'stockUnits';
      this.stockTaken.set(itemId, {
        field,
        quantity: (this.stockTaken.get(itemId)?.quantity ?? 0) + quantity,
      });
    }
    const zoneId = inputs.zone?.id ?? null;
    const slot = slotPath(input.slot, zoneId);
    this.counts.set(slot, inputs.slotTaken + 1);
    this.windowsTaken.set(slot, { ...input.slot, zoneId: zoneId ?? PICKUP_ZONE_ID });
    const { coupon } = inputs;
    const code = input.couponCode;
    if (coupon && code) {
      this.coupons.set(code, { ...coupon, usedCount: coupon.usedCount + 1 });
      this.couponsUsed.set(code, (this.couponsUsed.get(code) ?? 0) + 1);
      const use = paths.couponUse(code, uid);
      this.counts.set(use, inputs.couponUses + 1);
      this.usesCounted.add(use);
    }
  }

  /** Writes each counter the batch changed, once. */
  write(db: Firestore, tx: Transaction): void {
    for (const [itemId, { field, quantity }] of this.stockTaken) {
      tx.update(db.doc(paths.item(itemId)), { [field]: FieldValue.increment(-quantity) });
    }
    for (const [path, slot] of this.windowsTaken) {
      tx.set(db.doc(path), { ...slot, taken: this.counts.get(path) ?? 0 }, { merge: true });
    }
    for (const [code, uses] of this.couponsUsed) {
      tx.update(db.doc(paths.coupon(code)), { usedCount: FieldValue.increment(uses) });
    }
    for (const path of this.usesCounted) {
      tx.set(db.doc(path), { count: this.counts.get(path) ?? 0 }, { merge: true });
    }
  }
}
