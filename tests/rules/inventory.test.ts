import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
import { arrivalPosting, ledgerTransaction } from '@nyama/domain/inventory/ledger';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { CUTTING_TEMPLATES } from '../../scripts/seed/cutting-templates';
import {
  asServer,
  itFollowsMatrix,
  NOTHING,
  READ_ONLY,
  useRulesEnv,
  type Attempts,
  type Matrix,
} from './env';

const NOW_MS = Date.parse('2026-11-23T08:00:00Z');
const { lot, posting } = arrivalPosting(
  'receipt',
  'lot-1',
  {
    itemId: 'goat-leg',
    quantity: 12_000,
    unitCostCents: 60_000,
    source: { kind: 'receipt', id: null },
    supplier: 'Narok Goats',
    useBy: '2026-11-28',
  },
  { source: null, reason: 'Delivery', postedBy: { uid: 'inner-uid', name: 'Wanjiku Mwangi' } },
  NOW_MS,
);
const transaction = ledgerTransaction(posting, NOW_MS);
const DEMAND_DAY = { day: '2026-11-22', quantities: { 'goat-leg': 3_000 }, updatedAtMs: NOW_MS };
const env = useRulesEnv();

beforeEach(async () => {
  await asServer(env(), async (db) => {
    await setDoc(doc(db, paths.lot('lot-1')), lot);
    await setDoc(doc(db, paths.inventoryTransaction('t-1')), transaction);
    await setDoc(doc(db, paths.cuttingTemplate('goat')), CUTTING_TEMPLATES.goat);
    await setDoc(doc(db, paths.demandDay('2026-11-22')), DEMAND_DAY);
    await setDoc(doc(db, paths.productionOrder('po-1')), { number: 'PO-0001' });
  });
});

// Stock is only ever changed by functions, in the transaction that posts its movement.
const MATRIX: Matrix = {
  signedOut: NOTHING,
  owner: NOTHING,
  other: NOTHING,
  inner: READ_ONLY,
  admin: READ_ONLY,
  farmer: NOTHING,
  driver: NOTHING,
};

/** `list` is an item's history, as /inventorytrans reads it. */
const LEDGER_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.inventoryTransaction('t-1'))),
  list: (db) =>
    getDocs(
      query(
        collection(db, COLLECTIONS.inventoryTransactions),
        where('itemIds', 'array-contains', 'goat-leg'),
        orderBy('postedAtMs', 'desc'),
      ),
    ),
  create: (db) => setDoc(doc(db, paths.inventoryTransaction('t-2')), transaction),
  update: (db) => updateDoc(doc(db, paths.inventoryTransaction('t-1')), { reversedBy: 'made-up' }),
  delete: (db) => deleteDoc(doc(db, paths.inventoryTransaction('t-1'))),
};

const LOT_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.lot('lot-1'))),
  list: (db) => getDocs(query(collection(db, COLLECTIONS.lots), where('itemId', '==', 'goat-leg'))),
  create: (db) => setDoc(doc(db, paths.lot('lot-2')), lot),
  update: (db) => updateDoc(doc(db, paths.lot('lot-1')), { onHand: 99_000 }),
  delete: (db) => deleteDoc(doc(db, paths.lot('lot-1'))),
};

describe('inventoryTransactions/{id}: staff read the ledger, nobody writes it', () => {
  itFollowsMatrix(env, MATRIX, LEDGER_ATTEMPTS);
});

describe('lots/{lotId}: staff read the lots, nobody writes them', () => {
  itFollowsMatrix(env, MATRIX, LOT_ATTEMPTS);
});

const TEMPLATE_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.cuttingTemplate('goat'))),
  list: (db) => getDocs(collection(db, COLLECTIONS.cuttingTemplates)),
  create: (db) => setDoc(doc(db, paths.cuttingTemplate('sheep')), CUTTING_TEMPLATES.sheep),
  update: (db) => updateDoc(doc(db, paths.cuttingTemplate('goat')), { maxLossBps: 5_000 }),
  delete: (db) => deleteDoc(doc(db, paths.cuttingTemplate('goat'))),
};

describe('cuttingTemplates/{species}: staff read the templates, nobody writes them', () => {
  itFollowsMatrix(env, MATRIX, TEMPLATE_ATTEMPTS);
});

const DEMAND_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.demandDay('2026-11-22'))),
  list: (db) =>
    getDocs(query(collection(db, COLLECTIONS.demandDays), where('day', '>=', '2026-08-01'), orderBy('day'))),
  create: (db) => setDoc(doc(db, paths.demandDay('2026-11-23')), DEMAND_DAY),
  update: (db) => updateDoc(doc(db, paths.demandDay('2026-11-22')), { quantities: {} }),
  delete: (db) => deleteDoc(doc(db, paths.demandDay('2026-11-22'))),
};

describe('demandDays/{day}: staff read what was packed each day, nobody writes it', () => {
  itFollowsMatrix(env, MATRIX, DEMAND_ATTEMPTS);
});

const PRODUCTION_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.productionOrder('po-1'))),
  list: (db) => getDocs(query(collection(db, COLLECTIONS.productionOrders), orderBy('postedAtMs', 'desc'))),
  create: (db) => setDoc(doc(db, paths.productionOrder('po-2')), { number: 'PO-0002' }),
  update: (db) => updateDoc(doc(db, paths.productionOrder('po-1')), { number: 'PO-0009' }),
  delete: (db) => deleteDoc(doc(db, paths.productionOrder('po-1'))),
};

describe('productionOrders/{id}: staff read the carcasses cut, nobody writes them', () => {
  itFollowsMatrix(env, MATRIX, PRODUCTION_ATTEMPTS);
});

const BUYER_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.buyer('b-1'))),
  list: (db) => getDocs(collection(db, COLLECTIONS.buyers)),
  create: (db) => setDoc(doc(db, paths.buyer('b-2')), { name: 'Made up' }),
  update: (db) => updateDoc(doc(db, paths.buyer('b-1')), { prices: [] }),
  delete: (db) => deleteDoc(doc(db, paths.buyer('b-1'))),
};

describe('buyers/{id}: staff read the buyers and their prices, nobody writes them', () => {
  beforeEach(() =>
    asServer(env(), (db) => setDoc(doc(db, paths.buyer('b-1')), { name: 'Kenchic Pet Foods' })),
  );
  itFollowsMatrix(env, MATRIX, BUYER_ATTEMPTS);
});

const SALE_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.leftoverSale('ls-1'))),
  list: (db) => getDocs(query(collection(db, COLLECTIONS.leftoverSales), orderBy('updatedAtMs', 'desc'))),
  create: (db) => setDoc(doc(db, paths.leftoverSale('ls-2')), { number: 'LS-0002' }),
  update: (db) => updateDoc(doc(db, paths.leftoverSale('ls-1')), { status: 'paid' }),
  delete: (db) => deleteDoc(doc(db, paths.leftoverSale('ls-1'))),
};

describe('leftoverSales/{id}: staff read the sales of leftovers, nobody writes them', () => {
  beforeEach(() =>
    asServer(env(), (db) =>
      setDoc(doc(db, paths.leftoverSale('ls-1')), { number: 'LS-0001', updatedAtMs: 1 }),
    ),
  );
  itFollowsMatrix(env, MATRIX, SALE_ATTEMPTS);
});
