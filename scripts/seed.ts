import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { addressSchema } from '@nyama/domain/delivery/address';
import { butcherSchema, itemGroupSchema, itemSchema } from '@nyama/domain/catalogue/catalog';
import { couponSchema } from '@nyama/domain/catalogue/coupon';
import { deliveryCodeDocSchema } from '@nyama/domain/delivery/delivery';
import { farmerProfileSchema } from '@nyama/domain/people/farmer';
import { demandDaySchema } from '@nyama/domain/inventory/demand-days';
import { farmerOrderSchema } from '@nyama/domain/inventory/farmer-order';
import { cuttingTemplateSchema } from '@nyama/domain/inventory/production';
import { homeCatalogue, homeCatalogueSchema } from '@nyama/domain/catalogue/home-catalogue';
import { buyerSchema } from '@nyama/domain/inventory/leftover-sale';
import { listingsOf } from '@nyama/domain/orders/live-order';
import { shopDaySchema, shopDayShareOf, shopDaysOf } from '@nyama/domain/payments/shop-day';
import { orderSchema } from '@nyama/domain/orders/order';
import { orderDaySchema, totalsByDay } from '@nyama/domain/orders/order-archive';
import { paths } from '@nyama/domain/kernel/paths';
import { etimsSettingsSchema } from '@nyama/domain/tax/etims-device';
import { ETIMS_SANDBOX, ETIMS_URL } from '../simulators/config';
import { supplierCallSchema } from '@nyama/domain/suppliers/supplier-application';
import { profileSchema } from '@nyama/domain/people/user';
import { zoneSchema } from '@nyama/domain/delivery/zone';
import { HOST, PORTS, PROJECT_ID, useEmulatorsInThisProcess } from './lib/local';
import { ITEM_GROUPS, ITEMS } from './seed/catalog';
import { BUYERS } from './seed/buyers';
import { demoCoupons } from './seed/coupons';
import { CUTTING_TEMPLATES } from './seed/cutting-templates';
import { demandHistory } from './seed/demand';
import { demoFarmerOrders } from './seed/farmer-orders';
import { FARMERS } from './seed/farmers';
import { openingStock } from './seed/inventory';
import { ORDERS } from './seed/orders';
import { DEMO_PASSWORD, PEOPLE } from './seed/people';
import { BUTCHERS, ZONES } from './seed/places';
import { SUPPLIER_CALL } from './seed/supplier-call';

/** Empties the emulators' Firestore and Auth: every start and every test run begins from the same data. */
async function clearEmulators(): Promise<void> {
  const endpoints = [
    `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    `http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`,
  ];
  for (const url of endpoints) {
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Could not clear ${url}: HTTP ${response.status}`);
  }
}

/** Writes the demo shop. Every document is parsed by its domain schema first, so the seed cannot drift. */
/**
 * The demo's KRA starts afresh with the shop: the seed has no device keys, and an installed device would
 * refuse to be installed again (902). Without the simulator (a seed alone), there is nothing to reset.
 */
async function resetTaxAuthority(): Promise<void> {
  const answer = await fetch(`${ETIMS_URL}/__control/reset`, { method: 'POST' }).catch(() => null);
  if (answer === null) console.log(`No eTIMS simulator at ${ETIMS_URL}: nothing to reset.`);
  else if (!answer.ok) throw new Error(`The eTIMS simulator did not reset: ${answer.status}`);
}

export async function seed(): Promise<void> {
  useEmulatorsInThisProcess();
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  await clearEmulators();
  await resetTaxAuthority();
  const auth = getAuth();
  const db = getFirestore();
  const batch = db.batch();

  for (const [id, group] of Object.entries(ITEM_GROUPS))
    batch.set(db.doc(paths.itemGroup(id)), itemGroupSchema.parse(group));
  ITEMS.forEach(({ id, ...item }, index) =>
    batch.set(db.doc(paths.item(id)), itemSchema.parse({ ...item, sortOrder: index })),
  );
  for (const { lotId, lot, transactionId, transaction } of openingStock(ITEMS, Date.now())) {
    batch.set(db.doc(paths.lot(lotId)), lot);
    batch.set(db.doc(paths.inventoryTransaction(transactionId)), transaction);
  }
  // As the functions rebuild it on every change it shows (docs/decisions/039-home-catalogue.md).
  batch.set(
    db.doc(paths.homeCatalogue()),
    homeCatalogueSchema.parse(
      homeCatalogue(
        Object.entries(ITEM_GROUPS).map(([id, group]) => ({ ...group, id })),
        ITEMS.map((item, index) => ({ ...item, sortOrder: index })),
        Date.now(),
      ),
    ),
  );
  for (const [species, template] of Object.entries(CUTTING_TEMPLATES))
    batch.set(db.doc(paths.cuttingTemplate(species)), cuttingTemplateSchema.parse(template));
  for (const [id, zone] of Object.entries(ZONES)) batch.set(db.doc(paths.zone(id)), zoneSchema.parse(zone));
  for (const coupon of demoCoupons(Date.now()))
    batch.set(db.doc(paths.coupon(coupon.code)), couponSchema.parse(coupon));
  for (const [id, butcher] of Object.entries(BUTCHERS))
    batch.set(db.doc(paths.butcher(id)), butcherSchema.parse(butcher));
  batch.set(
    db.doc(paths.supplierCall()),
    supplierCallSchema.parse({ ...SUPPLIER_CALL, updatedAtMs: Date.now() }),
  );
  for (const [id, buyer] of Object.entries(BUYERS))
    batch.set(db.doc(paths.buyer(id)), buyerSchema.parse(buyer));
  // The shop as the eTIMS simulator knows it, in the sandbox: delivered orders are invoiced from the start.
  batch.set(
    db.doc(paths.etimsSettings()),
    etimsSettingsSchema.parse({
      tin: ETIMS_SANDBOX.tin,
      branchId: ETIMS_SANDBOX.bhfId,
      deviceSerial: ETIMS_SANDBOX.dvcSrlNo,
      environment: 'sandbox',
    }),
  );
  for (const [uid, farmer] of Object.entries(FARMERS))
    batch.set(db.doc(paths.farmer(uid)), farmerProfileSchema.parse(farmer));
  const farmerOrders = demoFarmerOrders(Date.now());
  for (const { id, order } of farmerOrders)
    batch.set(db.doc(paths.farmerOrder(id)), farmerOrderSchema.parse(order));
  batch.set(db.doc(paths.farmerOrderCounter()), { count: farmerOrders.length });

  for (const person of PEOPLE) {
    await auth.createUser({
      uid: person.uid,
      email: person.profile.email,
      password: DEMO_PASSWORD,
      displayName: `${person.profile.name} ${person.profile.surname}`,
      emailVerified: true,
    });
    if (person.role !== 'User') await auth.setCustomUserClaims(person.uid, { role: person.role });
    batch.set(db.doc(paths.user(person.uid)), profileSchema.parse(person.profile));
    for (const [id, address] of Object.entries(person.addresses)) {
      batch.set(db.doc(paths.address(person.uid, id)), addressSchema.parse(address));
    }
  }

  for (const { id, order, deliveryCode, current } of ORDERS) {
    const stored = orderSchema.parse(order);
    batch.set(db.doc(paths.order(id)), stored);
    // Its listings, as the onOrderWrittenForLists trigger writes them (in the same batch, so no list shows
    // a seeded order late, and the trigger, when the functions run, finds nothing to change).
    for (const { path, row } of listingsOf(id, stored)) batch.set(db.doc(path), row);
    batch.set(
      db.doc(paths.deliveryCode(id)),
      deliveryCodeDocSchema.parse({ uid: order.uid, code: deliveryCode }),
    );
    if (current) batch.set(db.doc(paths.userOrder(order.uid)), { order: id });
  }
  // Each order's share of its shop day, and the days' totals, as the same trigger keeps them.
  const shares = ORDERS.map(({ id, order }) => ({ id, share: shopDayShareOf(orderSchema.parse(order)) }));
  for (const { id, share } of shares) batch.set(db.doc(paths.shopDayShare(id)), share);
  for (const [day, totals] of shopDaysOf(shares.map(({ share }) => share))) {
    batch.set(db.doc(paths.shopDay(day)), shopDaySchema.parse({ day, ...totals, updatedAtMs: Date.now() }));
  }
  const archived = ORDERS.map((seeded) => seeded.order).filter((order) => order.archived);
  for (const totals of totalsByDay(archived)) {
    batch.set(
      db.doc(paths.orderDay(totals.day)),
      orderDaySchema.parse({ ...totals, updatedAtMs: Date.now() }),
    );
  }
  await batch.commit();
  // A batch holds at most 500 writes: the forecast's 120 days of history go in one of their own.
  const history = db.batch();
  for (const day of demandHistory(ITEMS, Date.now()))
    history.set(db.doc(paths.demandDay(day.day)), demandDaySchema.parse(day));
  await history.commit();
}

export const DEMO_LOGINS = PEOPLE.map((person) => ({
  role: person.role,
  email: person.profile.email,
  password: DEMO_PASSWORD,
  name: `${person.profile.name} ${person.profile.surname}`,
}));

if (import.meta.url === `file://${process.argv[1]}`) {
  await seed();
  console.log('Seeded the demo shop.');
}
