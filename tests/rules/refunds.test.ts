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
import { beforeEach, describe, it } from 'vitest';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { refundSchema, type Refund } from '@nyama/domain/payments/refund';
import {
  asServer,
  clientAs,
  expectOutcome,
  itFollowsMatrix,
  NOTHING,
  OPS,
  PEOPLE,
  PRINCIPALS,
  READ_ONLY,
  useRulesEnv,
  uidOf,
  type Attempts,
  type Matrix,
} from './env';

const REFUND_ID = 'owner-payment_request-1';
const refund: Refund = refundSchema.parse({
  orderId: 'owner-order',
  paymentId: 'owner-payment',
  uid: PEOPLE.owner.uid,
  provider: 'mpesa',
  amountCents: 50_000,
  reason: 'Lighter than ordered',
  state: 'pending',
  providerRef: 'refund-owner-payment',
  receipt: null,
  resultCode: null,
  message: null,
  requestedBy: { uid: PEOPLE.admin.uid, email: PEOPLE.admin.email },
  createdAtMs: Date.UTC(2026, 10, 22),
  updatedAtMs: Date.UTC(2026, 10, 22),
} satisfies Refund);
const eventsPath = `${paths.refund(REFUND_ID)}/events`;
const env = useRulesEnv();

beforeEach(async () => {
  await asServer(env(), async (db) => {
    await setDoc(doc(db, paths.refund(REFUND_ID)), refund);
    await setDoc(doc(db, eventsPath, 'event-1'), { source: 'callback', rawBody: '{}' });
  });
});

/**
 * `list` asks for the owner's refunds (uid == owner), as the customer's screen must; anything wider is
 * refused to a customer, since rules are not filters.
 */
const REFUND_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.refund(REFUND_ID))),
  list: (db) => getDocs(query(collection(db, COLLECTIONS.refunds), where('uid', '==', PEOPLE.owner.uid))),
  create: (db, principal) =>
    setDoc(doc(db, paths.refund('forged')), { ...refund, uid: uidOf(principal), state: 'succeeded' }),
  update: (db) => updateDoc(doc(db, paths.refund(REFUND_ID)), { state: 'succeeded' }),
  delete: (db) => deleteDoc(doc(db, paths.refund(REFUND_ID))),
};

const MATRIX: Matrix = {
  signedOut: NOTHING,
  owner: READ_ONLY,
  other: NOTHING,
  inner: NOTHING,
  admin: READ_ONLY,
  farmer: NOTHING,
  driver: NOTHING,
};

describe('refunds/{refundId}: the Admin reads all, the customer their own, nobody writes', () => {
  itFollowsMatrix(env, MATRIX, REFUND_ATTEMPTS);

  it('a customer may not list refunds without asking for their own', async () => {
    await expectOutcome('deny', getDocs(collection(clientAs(env(), 'owner'), COLLECTIONS.refunds)));
    await expectOutcome(
      'deny',
      getDocs(
        query(
          collection(clientAs(env(), 'owner'), COLLECTIONS.refunds),
          where('orderId', '==', 'owner-order'),
        ),
      ),
    );
  });
});

const EVENT_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, eventsPath, 'event-1')),
  list: (db) => getDocs(collection(db, eventsPath)),
  create: (db) => setDoc(doc(db, eventsPath, 'forged'), { source: 'callback', rawBody: '{}' }),
  update: (db) => updateDoc(doc(db, eventsPath, 'event-1'), { rawBody: 'changed' }),
  delete: (db) => deleteDoc(doc(db, eventsPath, 'event-1')),
};

describe('refunds/{refundId}/events: denied to every client, the customer and the Admin included', () => {
  it.each(PRINCIPALS.flatMap((principal) => OPS.map((op) => [principal, op] as const)))(
    '%s %s → deny',
    async (principal, op) => {
      await expectOutcome('deny', EVENT_ATTEMPTS[op](clientAs(env(), principal), principal));
    },
  );
});
