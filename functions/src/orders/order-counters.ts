import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import type { PlaceOrderInput } from '@nyama/domain/orders/order-request';
import type { Item } from '@nyama/domain/catalogue/catalog';
import type { Coupon } from '@nyama/domain/catalogue/coupon';
import { promiseLines, type PostedBy, type PostingFields } from '@nyama/domain/inventory/ledger';
import { beyondHoldFloor, heldUnpaid, newAccountHoldRefusal } from '@nyama/domain/orders/new-account-hold';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import type { ComposedLine } from '@nyama/domain/orders/order-composition';
import type { OrderRefusal } from '@nyama/domain/orders/order-refusals';
import { paths } from '@nyama/domain/kernel/paths';
import { isUnpaid } from '@nyama/domain/kernel/order-status';
import { checkQuantity, type QuantityRefusal } from '@nyama/domain/catalogue/quantity';
import {
  checkoutRecordSchema,
  earlierOrderOf,
  maybeUnpaid,
  NO_CHECKOUTS,
  RATE_RULES,
  recordPlaced,
  spendRate,
  tooOften,
  type CheckoutRecord,
} from '@nyama/domain/kernel/rate-limits';
import { PICKUP_ZONE_ID } from '@nyama/domain/delivery/slots';
import { fullName, profileSchema } from '@nyama/domain/people/user';
import { orderSource, postMovements } from '../inventory/post-movements';
import { parseDoc } from '../lib/db';
import { refuse } from '../lib/refuse';
import {
  addressPath,
  couponUsesOf,
  parseAddress,
  parseCoupon,
  parseItem,
  paidOrderQuery,
  parseServedZone,
  placedOrderQuery,
  slotPath,
  slotTakenOf,
  type OrderInputs,
} from './order-inputs';

/** One order of a batch: whose it is, what they asked for and when, and whether staff took it for them. */
export type Placement = { uid: string; input: PlaceOrderInput; nowMs: number; byStaff: boolean };

/** What the limits on unpaid orders read of a customer's order that may still be unpaid. */
const heldOrderSchema = z.pick(orderSchema, { status: true, paidCents: true, lines: true });
type HeldOrder = z.infer<typeof heldOrderSchema>;

/**
 * What a batch's try read that its next try may use again (decision 079): the documents it never writes
 * (the customers' profiles and addresses, their orders that may be unpaid, the zones) and what the
 * queries answered. Those it writes are read afresh by every try, as the condition of its writes, but for
 * the checkout records, which a try may keep from the one before it.
 */
export class KeptReads {
  readonly snaps = new Map<string, DocumentSnapshot>();
  readonly hasOrdered = new Map<string, boolean>();
  readonly hasPaid = new Map<string, boolean>();
  /**
   * The customers' checkout records as the try before read them afresh, for the next try alone. A try
   * lost to another instance's commit on an item or a window need not read them again: their own
   * conditions still hold the batch to them. Firestore's refusal does not say whose condition failed,
   * though, and when it was a record's (the customer's other call, committed on another instance) a try
   * on the same record fails alike; so a record is kept for one try at most, and the try after it reads
   * it afresh, and the customer's two calls are each answered in turn.
   */
  private records: DocumentSnapshot[] = [];

  /** The records the try before read afresh, if it did; the next try reads them again. */
  takeRecords(): DocumentSnapshot[] {
    const records = this.records;
    this.records = [];
    return records;
  }

  keepRecords(records: DocumentSnapshot[]): void {
    this.records = records;
  }
}

/**
 * What each item had in stock when this instance's last batch on it was done (its orders taken), kept for
 * the instance's life. A batch of one order reads its items twice (decision 079): first to refuse a
 * sold-out rush's customers for two reads each, then again last, before the commit, as its condition. When
 * this instance last left the items able to fill the order, the first read is left out: the last read
 * still decides, and it only costs more when another instance sold the rest in between (the customer's
 * documents read, then refused). Never a refusal's ground: an order the items were left unable to fill
 * reads them at once.
 */
export class StockLeft {
  private readonly items = new Map<string, Item & { id: string }>();

  /** The order's items as this instance left them, if it left them all able to fill it. */
  ableToFill({ input }: Placement): Map<string, Item & { id: string }> | null {
    const able = new Map<string, Item & { id: string }>();
    for (const { itemId } of input.lines) {
      const item = this.items.get(itemId);
      if (!item) return null;
      able.set(itemId, item);
    }
    return shortageOf(input.lines, able) ? null : able;
  }

  left(items: ReadonlyMap<string, Item & { id: string }>): void {
    for (const [itemId, item] of items) this.items.set(itemId, item);
  }
}

/** How long an instance uses a zone it read before it reads it again (ZonesKept). */
export const ZONE_KEPT_MS = 60_000;

/**
 * The zones this instance read in the last minute, for its next batches (decision 079). Every delivery
 * order reads its zone (still served? its areas, its fee), which an Admin changes a few times a year: a
 * batch of one order reading it again cost each order a read. A zone changed (stopped, its fee or its
 * areas) reaches this instance's orders within ZONE_KEPT_MS; it is never a write's condition, so no order
 * is held to it.
 */
export class ZonesKept {
  private readonly zones = new Map<string, { snap: DocumentSnapshot; readAtMs: number }>();

  /** The zone as this instance read it less than ZONE_KEPT_MS before `nowMs`, if it did. */
  fresh(path: string, nowMs: number): DocumentSnapshot | undefined {
    const kept = this.zones.get(path);
    return kept && nowMs - kept.readAtMs < ZONE_KEPT_MS ? kept.snap : undefined;
  }

  keep(snap: DocumentSnapshot, readAtMs: number): void {
    this.zones.set(snap.ref.path, { snap, readAtMs });
  }
}

/**
 * The documents a batch of orders reads, and the counters it shares (items' stock, windows' places,
 * coupons' uses) kept current as each order takes its share, so the second order of a batch sees the stock
 * the first one left (decision 022). Reads come in three rounds, each one getAll: the customers' checkout
 * records (decision 025) and the shared stock; then the customers' own documents, only for orders the
 * shelves can still fill (a sold-out rush refuses most customers for one read each), and the orders a
 * customer placed that may still be unpaid; then their zones, windows and coupon uses, the items again,
 * and whether a customer who would hold more than anyone may has ever paid (decision 062). Each counter
 * and record is written once, at the end.
 *
 * Nothing is read in the transaction, so the batch holds no lock while it composes: each document it
 * writes having read it (a checkout record, an item, a window, a coupon and its uses) is written only if
 * nobody has written it since (decision 079). Another instance's batch that got there first makes this
 * commit fail at once, to be read and tried again, where locks held by both would make each wait for the
 * other's. A customer's own orders are held to one batch at a time by their checkout record, which every
 * placement writes.
 */
export class OrderCounters {
  private readonly items = new Map<string, Item & { id: string }>();
  private readonly coupons = new Map<string, Coupon | null>();
  private readonly counts = new Map<string, number>();
  private readonly reservations: PostingFields[] = [];
  private readonly windowsTaken = new Map<string, PlaceOrderInput['slot'] & { zoneId: string }>();
  private readonly couponsUsed = new Map<string, number>();
  private readonly usesCounted = new Set<string>();
  private readonly snaps = new Map<string, DocumentSnapshot>();
  /** When each document the batch may write was last written, as read; absent if it did not exist. */
  private readonly readAt = new Map<string, Timestamp>();
  private readonly records = new Map<string, CheckoutRecord>();
  private readonly recordsChanged = new Set<string>();

  /** The items taken as this instance last left them, to be read in the last round alone. */
  private readonly readLastOnly = new Set<string>();

  private constructor(
    private readonly kept: KeptReads,
    private readonly stockLeft: StockLeft,
  ) {}

  static async read(
    db: Firestore,
    placements: Placement[],
    { kept, stockLeft, zones }: { kept: KeptReads; stockLeft: StockLeft; zones: ZonesKept },
  ): Promise<OrderCounters> {
    const counters = new OrderCounters(kept, stockLeft);
    for (const record of kept.takeRecords()) counters.readForWriting(record);
    // A request that joined the batch since the try before has its record read now (groupCommit).
    const records = placements
      .map(({ uid }) => paths.checkout(uid))
      .filter((path) => !counters.snaps.has(path));
    const [only] = placements;
    if (only && placements.length === 1) counters.takeStockLeft(only);
    await counters.readAll(db, {
      written: [
        ...records,
        ...placements.flatMap((placement) => [
          ...placement.input.lines
            .filter((line) => !counters.readLastOnly.has(line.itemId))
            .map((line) => paths.item(line.itemId)),
          ...counters.sharedKnownAlready(placement),
        ]),
      ],
      unwritten: [],
    });
    kept.keepRecords(records.map((path) => counters.snap(path)));
    const open = placements.filter((placement) => counters.mayFill(placement));
    const readBetween = await counters.readAll(db, {
      written: [],
      unwritten: open.flatMap((placement) => {
        const { uid, input, nowMs, byStaff } = placement;
        const address = addressPath(uid, input);
        // Staff are held to neither limit on unpaid orders: their customer's orders need no reading.
        const unpaid = byStaff ? [] : maybeUnpaid(counters.record(placement), nowMs);
        return [
          paths.user(uid),
          ...(address ? [address] : []),
          ...unpaid.map((orderId) => paths.order(orderId)),
        ];
      }),
    });
    const zonePaths: string[] = [];
    const zonesToRead: { path: string; nowMs: number }[] = [];
    for (const placement of open) {
      const zoneId = counters.addressZoneId(placement);
      if (!zoneId) continue;
      const path = paths.zone(zoneId);
      const fresh = zones.fresh(path, placement.nowMs);
      if (fresh) kept.snaps.set(path, fresh);
      else zonesToRead.push({ path, nowMs: placement.nowMs });
      zonePaths.push(path);
    }
    await counters.readAll(db, {
      // What every order shares, read last: the less time between reading it and the commit, the less
      // often another instance's batch writes it in between. Read again when the customers' documents
      // were read since; a try that kept those from the one before read it all a moment ago.
      written: open.flatMap((placement) =>
        [
          ...placement.input.lines.map((line) => paths.item(line.itemId)),
          ...counters.shared(placement),
        ].filter((path) => readBetween || !counters.snaps.has(path)),
      ),
      unwritten: zonePaths,
    });
    for (const { path, nowMs } of zonesToRead) zones.keep(counters.snap(path), nowMs);
    counters.itemsReadAgain();
    const couponCustomers = new Set(open.filter(({ input }) => input.couponCode).map(({ uid }) => uid));
    const mayHoard = new Set(open.filter((placement) => counters.mayHoard(placement)).map(({ uid }) => uid));
    await Promise.all([
      ...[...couponCustomers].map(async (uid) => {
        if (!kept.hasOrdered.has(uid))
          kept.hasOrdered.set(uid, !(await placedOrderQuery(db, uid).get()).empty);
      }),
      ...[...mayHoard].map(async (uid) => {
        if (!kept.hasPaid.has(uid)) kept.hasPaid.set(uid, !(await paidOrderQuery(db, uid).get()).empty);
      }),
    ]);
    return counters;
  }

  /** The window, coupon and coupon uses the order takes, once its zone is known. */
  private shared(placement: Placement): string[] {
    const { uid, input } = placement;
    return [
      slotPath(input.slot, this.addressZoneId(placement)),
      ...(input.couponCode ? [paths.coupon(input.couponCode), paths.couponUse(input.couponCode, uid)] : []),
    ];
  }

  /**
   * What the order shares, when an earlier try kept the customer's documents (their address says the
   * zone): read with the items, so that a try after a lost one reads everything it writes at once.
   */
  private sharedKnownAlready(placement: Placement): string[] {
    const { uid, input } = placement;
    if (!this.kept.snaps.has(paths.user(uid))) return [];
    const address = addressPath(uid, input);
    const kept = address ? this.kept.snaps.get(address) : undefined;
    if (address) {
      if (!kept) return [];
      this.snaps.set(address, kept);
    }
    return this.shared(placement);
  }

  /**
   * A batch of one order whose customer's documents are still to be read (its first try: a third round
   * reads the items anyway) takes its items as this instance left them, when it left them able to fill it,
   * and reads them in the last round alone (StockLeft).
   */
  private takeStockLeft(placement: Placement): void {
    if (this.kept.snaps.has(paths.user(placement.uid))) return;
    for (const [itemId, item] of this.stockLeft.ableToFill(placement) ?? []) {
      this.items.set(itemId, item);
      this.readLastOnly.add(itemId);
    }
  }

  /**
   * One round of reads, in one getAll: the documents the batch may write, as they are now, with when each
   * was last written; and those it never writes, from an earlier try when it read them. Answers whether
   * it read anything.
   */
  private async readAll(db: Firestore, wanted: { written: string[]; unwritten: string[] }): Promise<boolean> {
    const written = [...new Set(wanted.written)];
    const unwritten = [...new Set(wanted.unwritten)].filter((path) => {
      const kept = this.kept.snaps.get(path);
      if (kept) this.snaps.set(path, kept);
      return !kept;
    });
    const refs = [...written, ...unwritten].map((path) => db.doc(path));
    if (refs.length === 0) return false;
    for (const snap of await db.getAll(...refs)) {
      if (written.includes(snap.ref.path)) this.readForWriting(snap);
      else {
        this.snaps.set(snap.ref.path, snap);
        this.kept.snaps.set(snap.ref.path, snap);
      }
    }
    return true;
  }

  /** A document the batch may write, as read: its writes are held to when it was last written. */
  private readForWriting(snap: DocumentSnapshot): void {
    const path = snap.ref.path;
    this.snaps.set(path, snap);
    if (snap.updateTime) this.readAt.set(path, snap.updateTime);
    else this.readAt.delete(path);
  }

  /**
   * Writes a document the batch read only if nobody has since (decision 079): updated on the time it was
   * last written, or created if it did not exist.
   */
  private writeOnCondition(db: Firestore, tx: Transaction, path: string, data: object): void {
    const readAt = this.readAt.get(path);
    if (readAt) tx.update(db.doc(path), data, { lastUpdateTime: readAt });
    else tx.create(db.doc(path), data);
  }

  private snap(path: string): DocumentSnapshot {
    const snap = this.snaps.get(path);
    if (!snap) throw new Error(`${path} was not read with its batch.`);
    return snap;
  }

  /** Whether the order may still be placed at the start of the batch; a retried request may. */
  private mayFill(placement: Placement): boolean {
    try {
      if (this.earlierOrderId(placement) !== null) return true;
      const { attempts } = this.record(placement);
      return (
        spendRate(attempts, RATE_RULES.placeOrder, placement.nowMs).ok && this.shortage(placement) === null
      );
    } catch {
      return false;
    }
  }

  private record({ uid }: Placement): CheckoutRecord {
    const record =
      this.records.get(uid) ??
      z
        .catch(checkoutRecordSchema, NO_CHECKOUTS)
        .parse(this.snap(paths.checkout(uid)).data() ?? NO_CHECKOUTS);
    this.records.set(uid, record);
    return record;
  }

  /**
   * Counts the customer's attempt to place an order, placed or refused (each is written with the batch),
   * or refuses it when they have tried too often.
   */
  attempt(placement: Placement): void {
    const record = this.record(placement);
    const decision = spendRate(record.attempts, RATE_RULES.placeOrder, placement.nowMs);
    if (!decision.ok) {
      throw refuse('resource-exhausted', tooOften('placeOrder', decision.retryAtMs, placement.nowMs));
    }
    this.records.set(placement.uid, { ...record, attempts: decision.window });
    this.recordsChanged.add(placement.uid);
  }

  /** The customer's own orders that may still be unpaid, as the batch read them. */
  private heldOrders(placement: Placement): HeldOrder[] {
    return maybeUnpaid(this.record(placement), placement.nowMs).flatMap((orderId) => {
      const snap = this.snap(paths.order(orderId));
      return snap.exists ? [parseDoc(heldOrderSchema, snap.data(), snap.ref.path)] : [];
    });
  }

  /** How many orders the customer holds unpaid now. */
  unpaidOrders(placement: Placement): number {
    return this.heldOrders(placement).filter((order) => isUnpaid(order.status)).length;
  }

  /**
   * Whether the customer's order, with what they hold unpaid already, holds more of an item than anyone
   * may, so that it matters whether they have ever paid (one more read, only for them); false when one of
   * the orders read shows they have paid.
   */
  private mayHoard(placement: Placement): boolean {
    if (placement.byStaff || this.earlierOrderId(placement) !== null) return false;
    try {
      const orders = this.heldOrders(placement);
      if (orders.some((order) => order.paidCents > 0)) return false;
      const held = heldUnpaid(orders);
      const holding = new Map<string, number>();
      for (const { itemId, quantity } of placement.input.lines)
        holding.set(itemId, (holding.get(itemId) ?? held.get(itemId)?.quantity ?? 0) + quantity);
      return [...holding].some(([itemId, quantity]) => beyondHoldFloor(this.item(itemId), quantity));
    } catch {
      // The order is refused on its own when it is placed; the batch reads on for the others.
      return false;
    }
  }

  /**
   * Why the order would make its customer hold more of an item unpaid than an account that has never paid
   * may (decision 062), or null. Whether they have paid was asked only of a customer whose holding is past
   * what anyone may hold; for the others the answer cannot change the outcome.
   */
  holdRefusal(placement: Placement): OrderRefusal | null {
    const orders = this.heldOrders(placement);
    const hasPaid =
      orders.some((order) => order.paidCents > 0) || (this.kept.hasPaid.get(placement.uid) ?? false);
    const items = new Map(placement.input.lines.map(({ itemId }) => [itemId, this.item(itemId)]));
    return newAccountHoldRefusal({ hasPaid, held: heldUnpaid(orders) }, items, placement.input.lines);
  }

  /** Records a placed order in its customer's checkout record. */
  placed(placement: Placement, orderId: string, expiresAtMs: number | null): void {
    const record = recordPlaced(
      this.record(placement),
      { requestId: placement.input.requestId, orderId, expiresAtMs },
      placement.nowMs,
    );
    this.records.set(placement.uid, record);
    this.recordsChanged.add(placement.uid);
  }

  /** The zone of the order's address, when it has one that can be read. */
  private addressZoneId({ uid, input }: Pick<Placement, 'uid' | 'input'>): string | null {
    const path = addressPath(uid, input);
    if (!path) return null;
    try {
      return parseAddress(this.snap(path)).zoneId;
    } catch {
      return null;
    }
  }

  /** The order this request already placed (a retried call), if any. */
  earlierOrderId(placement: Placement): string | null {
    return earlierOrderOf(this.record(placement), placement.input.requestId);
  }

  /**
   * Why the items cannot fill the order as the batch has left them (sold out, or not a selling step),
   * checked before anything of the customer's is read; null when they can.
   */
  shortage({ input }: Placement): QuantityRefusal | null {
    return shortageOf(input.lines, new Map(input.lines.map(({ itemId }) => [itemId, this.item(itemId)])));
  }

  /**
   * The items as read again before composing: another instance may have sold some since the first read,
   * and the batch sells what is left. Stock that came back in between (a cancellation, a delivery) waits
   * for the next batch: the customers the first read found nothing for were refused on it and their own
   * documents never read.
   */
  private itemsReadAgain(): void {
    for (const [itemId, first] of this.items) {
      const path = paths.item(itemId);
      const readLastOnly = this.readLastOnly.has(itemId);
      // An item taken as this instance left it is read only for an order still open in the last round;
      // the order refused before it reads none of its items.
      if (readLastOnly && !this.snaps.has(path)) {
        this.items.delete(itemId);
        continue;
      }
      const snap = this.snap(path);
      if (!snap.exists) {
        this.items.delete(itemId);
        continue;
      }
      // What this instance left refused nobody: the order's one read of the item is all it holds to.
      this.items.set(itemId, readLastOnly ? parseItem(snap) : lesserStock(parseItem(snap), first));
    }
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

  /** The KRA PIN on the customer's profile, which an order placed without saying takes (decision 074). */
  profilePinOf({ uid }: Placement): string | null {
    const profile = profileSchema.safeParse(this.snap(paths.user(uid)).data());
    return profile.success ? (profile.data.kraPin ?? null) : null;
  }

  /** What composing this order needs, as the orders before it in the batch left the counters. */
  inputsFor(placement: Placement): OrderInputs {
    const { uid, input } = placement;
    const addressAt = addressPath(uid, input);
    const address = addressAt ? parseAddress(this.snap(addressAt)) : null;
    const zone = address ? parseServedZone(this.snap(paths.zone(address.zoneId)), address) : null;
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
    const coupon = this.coupons.has(code)
      ? (this.coupons.get(code) ?? null)
      : parseCoupon(this.snap(paths.coupon(code)));
    this.coupons.set(code, coupon);
    return {
      ...inputs,
      coupon,
      couponUses: this.count(paths.couponUse(code, uid), couponUsesOf),
      customerHasOrdered: this.kept.hasOrdered.get(uid) ?? false,
    };
  }

  private count(path: string, read: (snap: DocumentSnapshot) => number): number {
    const count = this.counts.get(path) ?? read(this.snap(path));
    this.counts.set(path, count);
    return count;
  }

  /**
   * Takes a placed order's stock (its reservation, posted to the ledger with the batch), window place and
   * coupon use from the counters.
   */
  take(
    { uid, input }: Placement,
    inputs: OrderInputs,
    lines: ComposedLine[],
    reservation: { orderId: string; postedBy: PostedBy },
  ): void {
    for (const { itemId, quantity } of lines) {
      const item = this.item(itemId);
      this.items.set(
        itemId,
        item.unit === 'kg'
          ? { ...item, stockGrams: item.stockGrams - quantity }
          : { ...item, stockUnits: item.stockUnits - quantity },
      );
    }
    this.reservations.push({
      kind: 'reservation',
      lines: promiseLines('reservation', lines),
      source: orderSource(reservation.orderId),
      reason: 'Order placed',
      postedBy: reservation.postedBy,
    });
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

  /**
   * Writes each counter and checkout record the batch changed, once: one ledger posting per order, and
   * each item's stock once, by the batch's total.
   */
  write(db: Firestore, tx: Transaction, nowMs: number): void {
    for (const uid of this.recordsChanged) {
      this.writeOnCondition(db, tx, paths.checkout(uid), this.records.get(uid) ?? NO_CHECKOUTS);
    }
    const units = new Map([...this.items].map(([itemId, item]) => [itemId, item.unit]));
    const itemsReadAt = new Map(
      [...this.items.keys()].flatMap((itemId) => {
        const readAt = this.readAt.get(paths.item(itemId));
        return readAt ? [[itemId, readAt] as const] : [];
      }),
    );
    postMovements(db, tx, this.reservations, nowMs, { units, itemsReadAt });
    for (const [path, slot] of this.windowsTaken) {
      this.writeOnCondition(db, tx, path, { ...slot, taken: this.counts.get(path) ?? 0 });
    }
    for (const [code, uses] of this.couponsUsed) {
      this.writeOnCondition(db, tx, paths.coupon(code), { usedCount: FieldValue.increment(uses) });
    }
    for (const path of this.usesCounted) {
      this.writeOnCondition(db, tx, path, { count: this.counts.get(path) ?? 0 });
    }
    this.stockLeft.left(this.items);
  }
}

/** Why the items cannot fill the order's lines (sold out, or not a selling step); null when they can. */
function shortageOf(
  lines: PlaceOrderInput['lines'],
  items: ReadonlyMap<string, Item>,
): QuantityRefusal | null {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.itemId, (wanted.get(line.itemId) ?? 0) + line.quantity);
  for (const [itemId, quantity] of wanted) {
    const item = items.get(itemId);
    if (!item) throw new Error(`${itemId} is not among the order's items.`);
    const check = checkQuantity(item, quantity);
    if (!check.ok) return check.refusal;
  }
  return null;
}

/** The item as it is now, holding no more stock than it held at first. */
function lesserStock(now: Item & { id: string }, first: Item): Item & { id: string } {
  if (now.unit === 'kg' && first.unit === 'kg') {
    return { ...now, stockGrams: Math.min(now.stockGrams, first.stockGrams) };
  }
  if (now.unit !== 'kg' && first.unit !== 'kg') {
    return { ...now, stockUnits: Math.min(now.stockUnits, first.stockUnits) };
  }
  return now;
}
