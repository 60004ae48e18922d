import { assertFails } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { paths } from '@nyama/domain/kernel/paths';
import { MARKETING_CONSENT_WORDING, type ConsentRecord } from '@nyama/domain/people/consent';
import { asServer, clientAs, itFollowsMatrix, PEOPLE, useRulesEnv, type Attempts, type Matrix } from './env';

const { owner } = PEOPLE;
const RECORD = `${paths.consents(owner.uid)}/first`;
const env = useRulesEnv();

const consent = (granted: boolean): ConsentRecord => ({
  purpose: 'marketing',
  granted,
  wording: MARKETING_CONSENT_WORDING,
  atMs: 1_790_000_000_000,
});

beforeEach(async () => {
  await asServer(env(), (db) => setDoc(doc(db, RECORD), consent(true)));
});

/**
 * users/{uid}/consents: the owner reads their history; only the recordMarketingConsent function writes
 * it (the server's time and the shop's words), so no client adds, edits or erases a record: not the
 * owner, not an Admin.
 */
const CONSENTS: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  inner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  farmer: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  driver: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

const ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, RECORD)),
  list: (db) => getDocs(collection(db, paths.consents(owner.uid))),
  create: (db) => addDoc(collection(db, paths.consents(owner.uid)), consent(false)),
  update: (db) => updateDoc(doc(db, RECORD), { granted: false }),
  delete: (db) => deleteDoc(doc(db, RECORD)),
};

describe('users/{uid}/consents/{id}: every principal × operation', () => {
  itFollowsMatrix(env, CONSENTS, ATTEMPTS);
});

describe('users/{uid}/consents/{id}: the owner cannot rewrite their history', () => {
  it.each([
    ['back-date a consent', { ...consent(true), atMs: 1 }],
    ['record words the shop never showed', { ...consent(true), wording: 'Anything goes' }],
  ])('cannot %s', async (_label, record) => {
    await assertFails(setDoc(doc(clientAs(env(), 'owner'), `${paths.consents(owner.uid)}/mine`), record));
  });
});
