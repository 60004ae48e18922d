import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { paymentSchema, type Payment } from '@nyama/domain/payments/payment';
import {
  asServer,
  clientAs,
  expectOutcome,
  OPS,
  PEOPLE,
  PRINCIPALS,
  useRulesEnv,
  type Attempts,
} from './env';

const PAYMENT_ID = 'owner-payment';
const payment: Payment = paymentSchema.parse({
  orderId: 'owner-order',
  uid: PEOPLE.owner.uid,
  provider: 'mpesa',
  purpose: 'order',
  amountCents: 205_000,
  phone: '254712345678',
  state: 'pending',
  providerRef: 'ws_CO_221120261200001234',
  receipt: null,
  resultCode: null,
  message: null,
  callbackSecret: 'secret-that-only-functions-may-read',
  needsRefund: false,
  createdAtMs: Date.UTC(2026, 10, 22),
  updatedAtMs: Date.UTC(2026, 10, 22),
} satisfies Payment);
const eventsPath = `${paths.payment(PAYMENT_ID)}/events`;
const env = useRulesEnv();

beforeEach(async () => {
  await asServer(env(), async (db) => {
    await setDoc(doc(db, paths.payment(PAYMENT_ID)), payment);
    await setDoc(doc(db, eventsPath, 'event-1'), { source: 'callback', rawBody: '{}' });
  });
});

/** Payments hold callback secrets and provider references: only functions (Admin SDK) touch them. */
const PAYMENT_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.payment(PAYMENT_ID))),
  list: (db) => getDocs(collection(db, COLLECTIONS.payments)),
  create: (db) => setDoc(doc(db, paths.payment('forged')), { ...payment, state: 'succeeded' }),
  update: (db) => updateDoc(doc(db, paths.payment(PAYMENT_ID)), { state: 'succeeded' }),
  delete: (db) => deleteDoc(doc(db, paths.payment(PAYMENT_ID))),
};

const EVENT_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, eventsPath, 'event-1')),
  list: (db) => getDocs(collection(db, eventsPath)),
  create: (db) => setDoc(doc(db, eventsPath, 'forged'), { source: 'callback', rawBody: '{}' }),
  update: (db) => updateDoc(doc(db, eventsPath, 'event-1'), { rawBody: 'changed' }),
  delete: (db) => deleteDoc(doc(db, eventsPath, 'event-1')),
};

const EVERY = PRINCIPALS.flatMap((principal) => OPS.map((op) => [principal, op] as const));

describe('payments/{paymentId}: denied to every client, the payer included', () => {
  it.each(EVERY)('%s %s → deny', async (principal, op) => {
    await expectOutcome('deny', PAYMENT_ATTEMPTS[op](clientAs(env(), principal), principal));
  });
});

describe('payments/{paymentId}/events: denied to every client', () => {
  it.each(EVERY)('%s %s → deny', async (principal, op) => {
    await expectOutcome('deny', EVENT_ATTEMPTS[op](clientAs(env(), principal), principal));
  });
});
