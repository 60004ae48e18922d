import type { Firestore } from '../../functions/node_modules/firebase-admin/lib/firestore/index.js';
import { kes } from '@nyama/domain/kernel/money';
import { paths } from '@nyama/domain/kernel/paths';

/**
 * The shop a checkout bench sells from, shared by its in-process and HTTP modes: fresh items and zones
 * for each run, so no run sees another's stock, window places or customers.
 */
type ShopShape = { items: number; stock: number; zones: number };

/** The run's items (broilers, `stock` pieces each) and zones, and each customer's home address; the items' ids. */
export async function openShop(
  db: Firestore,
  run: string,
  shape: ShopShape,
  customers: readonly string[],
): Promise<string[]> {
  const itemIds = Array.from({ length: shape.items }, (_, index) => `bench-${run}-${index}`);
  for (const id of itemIds) {
    await db.doc(paths.item(id)).set({
      groupId: 'chicken',
      name: `Bench broiler ${id}`,
      cut: '',
      description: '',
      image: { kind: 'illustration', key: 'chicken' },
      taxType: 'A',
      taxClass: '99011019',
      featured: false,
      active: true,
      sortOrder: 0,
      unit: 'piece',
      unitPriceCents: kes(650),
      estimatedGramsPerUnit: 1400,
      stockUnits: shape.stock,
    });
  }
  // Zones with room for everyone, so only stock limits the orders.
  const zoneIds = Array.from({ length: shape.zones }, (_, index) => `bench-${run}-zone-${index}`);
  for (const zoneId of zoneIds) {
    await db.doc(paths.zone(zoneId)).set({
      name: 'Bench zone',
      areas: ['Bench'],
      feeCents: kes(200),
      minOrderCents: 0,
      freeDeliveryFromCents: kes(3000),
      slotCapacity: 100_000,
      active: true,
      sortOrder: 99,
    });
  }
  // A batch holds at most 500 writes.
  for (let first = 0; first < customers.length; first += 500) {
    const batch = db.batch();
    customers.slice(first, first + 500).forEach((uid, index) =>
      batch.set(db.doc(paths.address(uid, 'home')), {
        label: 'Home',
        recipient: 'Bench Customer',
        phone: '254712345678',
        zoneId: zoneIds[(first + index) % shape.zones],
        area: 'Bench',
        street: 'Bench Road',
        building: '',
        notes: '',
      }),
    );
    await batch.commit();
  }
  return itemIds;
}

/**
 * Units promised beyond stock once the run is over (placed orders the shelves cannot cover, or a shelf
 * below zero), and whether the stock taken is exactly what the placed orders took.
 */
export async function stockAfter(db: Firestore, itemIds: string[], shape: ShopShape, placed: number) {
  const stockLeft = await Promise.all(
    itemIds.map(async (id) => Number((await db.doc(paths.item(id)).get()).get('stockUnits'))),
  );
  const stock = shape.items * shape.stock;
  const left = stockLeft.reduce((sum, units) => sum + units, 0);
  return {
    oversold: Math.max(0, placed - stock) + stockLeft.reduce((sum, units) => sum + Math.max(0, -units), 0),
    matches: stock - left === placed,
  };
}

/** The latency under which p percent of the sorted latencies fall. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One run's figures, as both modes judge them. */
type Judged = {
  setting: string;
  failed: number;
  oversold: number;
  stockMatches: boolean;
  p95Ms: number;
  readsPerOrder: number;
  writesPerOrder: number;
};

/** The most reads, and the most writes, an order may cost. */
const OPERATIONS_PER_ORDER = 8;

/** Each goal the run missed, in words; none when it met them all. */
export function missesOf(run: Judged, p95GoalMs: number): string[] {
  return [
    ...(run.failed > 0 ? [`${run.setting}: ${run.failed} failed`] : []),
    ...(run.oversold > 0 ? [`${run.setting}: ${run.oversold} oversold`] : []),
    ...(run.stockMatches ? [] : [`${run.setting}: stock does not match the orders`]),
    ...(run.p95Ms > p95GoalMs ? [`${run.setting}: p95 ${run.p95Ms} ms (goal ${p95GoalMs})`] : []),
    ...(run.readsPerOrder > OPERATIONS_PER_ORDER || run.writesPerOrder > OPERATIONS_PER_ORDER
      ? [`${run.setting}: ${run.readsPerOrder} reads and ${run.writesPerOrder} writes per order`]
      : []),
  ];
}
