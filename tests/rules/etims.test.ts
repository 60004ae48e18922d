import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import {
  asServer,
  clientAs,
  itFollowsMatrix,
  NOTHING,
  READ_ONLY,
  useRulesEnv,
  type Attempts,
  type Matrix,
} from './env';

const env = useRulesEnv();

/**
 * Staff read the invoices KRA is sent, the customer their own (by a query for their uid, so not the whole
 * collection); no client writes.
 */
const INVOICE_READ: Matrix = {
  signedOut: NOTHING,
  owner: { ...NOTHING, get: 'allow' },
  other: NOTHING,
  inner: READ_ONLY,
  admin: READ_ONLY,
  farmer: NOTHING,
  driver: NOTHING,
};
const ADMIN_READ: Matrix = { ...INVOICE_READ, owner: NOTHING, inner: NOTHING };
const NOBODY: Matrix = { ...ADMIN_READ, admin: NOTHING };
/** The settings beside the device's secrets: an Admin gets them, but no query lists the collection. */
const ADMIN_GET: Matrix = { ...NOBODY, admin: { ...NOTHING, get: 'allow' } };

/** A farmer's reverse invoices: staff read them, the farmer their own (by a query for their uid). */
const PURCHASE_READ: Matrix = { ...INVOICE_READ, owner: NOTHING, farmer: { ...NOTHING, get: 'allow' } };

/** The ledger's stock movements reported to KRA: staff read them, nobody else. */
const STAFF_READ: Matrix = { ...INVOICE_READ, owner: NOTHING };

/** The eTIMS documents of decision 074, each with the principals' matrix and a document to try. */
const DOCUMENTS: { collection: string; id: string; matrix: Matrix; data: Record<string, unknown> }[] = [
  {
    collection: COLLECTIONS.taxInvoices,
    id: 'sale-order-1',
    matrix: INVOICE_READ,
    data: {
      kind: 'sale',
      orderId: 'order-1',
      uid: 'owner-uid',
      state: 'refused',
      lastError: 'KRA refused it: 910',
    },
  },
  {
    collection: COLLECTIONS.taxInvoices,
    id: 'credit-pay-1_bad-leg',
    matrix: INVOICE_READ,
    data: {
      kind: 'credit',
      orderId: 'order-1',
      uid: 'owner-uid',
      refundId: 'pay-1_bad-leg',
      state: 'accepted',
      lastError: null,
    },
  },
  {
    // A leftover sale's invoice names a business, not an account: staff alone read it.
    collection: COLLECTIONS.taxInvoices,
    id: 'leftover-sale-1',
    matrix: { ...INVOICE_READ, owner: NOTHING },
    data: {
      kind: 'sale',
      source: 'leftoverSale',
      orderId: 'sale-1',
      uid: null,
      customerName: 'Mbwa Bora Pet Foods',
      state: 'accepted',
    },
  },
  {
    collection: COLLECTIONS.purchaseInvoices,
    id: 'purchase-fo-1',
    matrix: PURCHASE_READ,
    data: { farmerOrderId: 'fo-1', farmerUid: 'farmer-uid', state: 'accepted', invoiceNumber: 3 },
  },
  {
    collection: COLLECTIONS.stockReports,
    id: 'stock-tx-1-in',
    matrix: STAFF_READ,
    data: {
      transactionId: 'tx-1',
      direction: 'in',
      sarTyCd: '02',
      state: 'refused',
      lastError: 'KRA refused it',
    },
  },
  {
    collection: COLLECTIONS.etims,
    id: 'settings',
    matrix: ADMIN_GET,
    data: { tin: 'P051234567X', branchId: '00', deviceSerial: 'NYAMA-OSCU-0001', environment: 'sandbox' },
  },
  {
    collection: COLLECTIONS.etims,
    id: 'device',
    matrix: NOBODY,
    data: { communicationKey: 'secret', nextInvoiceNumber: 12 },
  },
  {
    collection: COLLECTIONS.etimsInstallations,
    id: encodeURIComponent('sandbox/P051234567X/00/NYAMA-OSCU-0001'),
    matrix: NOBODY,
    data: { communicationKey: 'secret', nextInvoiceNumber: 40 },
  },
  {
    collection: COLLECTIONS.etimsItems,
    id: 'beef-sirloin',
    matrix: ADMIN_READ,
    data: { code: 'KE2NTKG0000001', taxClass: '99011019' },
  },
];

for (const { collection: name, id, matrix, data } of DOCUMENTS) {
  describe(`${name}/${id}: every principal × operation`, () => {
    beforeEach(async () => {
      await asServer(env(), (db) => setDoc(doc(db, name, id), data));
    });
    const attempts: Attempts = {
      get: (db) => getDoc(doc(db, name, id)),
      list: (db) => getDocs(collection(db, name)),
      create: (db) => setDoc(doc(db, name, `${id}-made-up`), data),
      update: (db) => updateDoc(doc(db, name, id), { state: 'changed' }),
      delete: (db) => deleteDoc(doc(db, name, id)),
    };
    itFollowsMatrix(env, matrix, attempts);
  });
}

describe('a customer’s tax invoice before it is written', () => {
  it('may be listened for by anyone signed in (it says only that it is not there yet), never by a visitor', async () => {
    await assertSucceeds(getDoc(doc(clientAs(env(), 'owner'), COLLECTIONS.taxInvoices, 'sale-not-yet')));
    await assertSucceeds(getDoc(doc(clientAs(env(), 'other'), COLLECTIONS.taxInvoices, 'sale-not-yet')));
    await assertFails(getDoc(doc(clientAs(env(), 'signedOut'), COLLECTIONS.taxInvoices, 'sale-not-yet')));
  });
});

describe('a farmer’s reverse invoices', () => {
  it('are listed to the farmer by a query for their own, and to no other farmer', async () => {
    await asServer(env(), (db) =>
      setDoc(doc(db, COLLECTIONS.purchaseInvoices, 'purchase-fo-2'), { farmerUid: 'farmer-uid' }),
    );
    const own = (principal: 'farmer' | 'other') =>
      getDocs(
        query(
          collection(clientAs(env(), principal), COLLECTIONS.purchaseInvoices),
          where('farmerUid', '==', 'farmer-uid'),
        ),
      );
    await assertSucceeds(own('farmer'));
    await assertFails(own('other'));
  });
});

describe('a customer’s credit notes', () => {
  /** What the order's page asks for: the customer's own credit notes of one order. */
  const creditNotesOf = (principal: 'owner' | 'other', uid: string) =>
    getDocs(
      query(
        collection(clientAs(env(), principal), COLLECTIONS.taxInvoices),
        where('uid', '==', uid),
        where('orderId', '==', 'order-1'),
        where('kind', '==', 'credit'),
      ),
    );

  beforeEach(async () => {
    await asServer(env(), (db) =>
      setDoc(doc(db, COLLECTIONS.taxInvoices, 'credit-pay-1_bad-leg'), {
        kind: 'credit',
        orderId: 'order-1',
        uid: 'owner-uid',
        state: 'queued',
      }),
    );
  });

  it('are listed to the customer whose order it is, by the query of their order’s page', async () => {
    const mine = await assertSucceeds(creditNotesOf('owner', 'owner-uid'));
    expect(mine.docs.map((note) => note.id)).toEqual(['credit-pay-1_bad-leg']);
  });

  it('are not listed to another customer, whoever they ask for', async () => {
    await assertFails(creditNotesOf('other', 'owner-uid'));
    const theirs = await assertSucceeds(creditNotesOf('other', 'other-uid'));
    expect(theirs.empty).toBe(true);
  });
});
