import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  collectionsOf,
  compareFingerprints,
  describeFingerprint,
  digestOf,
  type Fingerprint,
} from './fingerprint';

const ROOT = 'projects/demo-nyama/databases/(default)/documents';
const int = (value: number) => ({ integerValue: String(value) });

const shop = (): Fingerprint => ({
  collections: collectionsOf([
    { name: `${ROOT}/orders/o1`, fields: { status: { stringValue: 'paid' }, totalCents: int(170_000) } },
    { name: `${ROOT}/orders/o2`, fields: { status: { stringValue: 'pending' }, totalCents: int(195_000) } },
    { name: `${ROOT}/users/amina/addresses/home`, fields: { area: { stringValue: 'Kileleshwa' } } },
  ]),
  orders: {
    o1: { status: 'paid', totalCents: 170_000, paidCents: 170_000, refundedCents: 0 },
    o2: { status: 'pending', totalCents: 195_000, paidCents: 0, refundedCents: 0 },
  },
  ledger: { items: 47, lots: 43, postings: 44, differences: [] },
  accounts: { count: 7, digest: digestOf([['amina', { email: 'customer@nyama.test' }]]) },
});

describe('a fingerprint’s parts', () => {
  it('writes the same value the same way whatever its fields’ order', () => {
    expect(canonicalJson({ b: [1, { d: null, c: 'x' }], a: true })).toBe(
      '{"a":true,"b":[1,{"c":"x","d":null}]}',
    );
    expect(canonicalJson({ b: 1, a: 2 })).toBe(canonicalJson({ a: 2, b: 1 }));
  });

  it('digests records whatever order they were read in, and tells other contents apart', () => {
    const records = [
      ['x', { n: 1 }],
      ['y', { n: 2 }],
    ] as const;
    expect(digestOf([...records].reverse())).toBe(digestOf(records));
    expect(digestOf([['x', { n: 1 }]])).not.toBe(digestOf([['x', { n: 2 }]]));
    expect(digestOf([['x', { n: 1 }]])).not.toBe(digestOf([['z', { n: 1 }]]));
  });

  it('groups documents by their collection’s path, subcollections on their own', () => {
    const { collections } = shop();
    expect(Object.keys(collections).sort()).toEqual(['orders', 'users/amina/addresses']);
    expect(collections['orders']?.documents).toBe(2);
    expect(collections['users/amina/addresses']?.documents).toBe(1);
  });
});

describe('compareFingerprints', () => {
  it('finds nothing between a shop and its faithful restore', () => {
    expect(compareFingerprints(shop(), shop())).toEqual([]);
  });

  it('names a collection that lost, gained or changed documents', () => {
    const restored = shop();
    restored.collections = collectionsOf([
      { name: `${ROOT}/orders/o1`, fields: { status: { stringValue: 'paid' }, totalCents: int(170_000) } },
      { name: `${ROOT}/orders/o2`, fields: { status: { stringValue: 'pending' }, totalCents: int(1) } },
      { name: `${ROOT}/zones/westlands`, fields: {} },
    ]);
    expect(compareFingerprints(shop(), restored)).toEqual([
      'orders: the same 2 documents, with other contents',
      'users/amina/addresses: 1 documents before, gone after',
      'zones: not there before, 1 documents after',
    ]);
    const fewer = shop();
    fewer.collections = collectionsOf([{ name: `${ROOT}/orders/o1`, fields: {} }]);
    expect(compareFingerprints(shop(), fewer)).toContain('orders: 2 documents before, 1 after');
  });

  it('names an order that is missing, new or changed in status or money', () => {
    const restored = shop();
    restored.orders = {
      o2: { status: 'paid', totalCents: 195_000, paidCents: 195_000, refundedCents: 0 },
      o3: { status: 'pending', totalCents: 1000, paidCents: 0, refundedCents: 0 },
    };
    expect(compareFingerprints(shop(), restored)).toEqual([
      'order o1: gone after',
      'order o2: status pending before, paid after',
      'order o2: paidCents 0 before, 195000 after',
      'order o3: not there before',
    ]);
  });

  it('names a ledger and accounts that differ', () => {
    const restored = shop();
    restored.ledger = {
      items: 47,
      lots: 42,
      postings: 44,
      differences: ['beef-sirloin: stock 13000, ledger 15000'],
    };
    restored.accounts = { count: 6, digest: 'other' };
    expect(compareFingerprints(shop(), restored)).toEqual([
      'ledger: 43 lots before, 42 after',
      expect.stringMatching(/^ledger: stock against the ledger differs \(Stock differs from the ledger/),
      'accounts: 7 before, 6 after',
    ]);
    const renamed = shop();
    renamed.accounts = { count: 7, digest: 'other' };
    expect(compareFingerprints(shop(), renamed)).toEqual(['accounts: the same 7, with other details']);
  });
});

it('describes a fingerprint in a few lines', () => {
  expect(describeFingerprint(shop()).split('\n')).toEqual([
    '2 collections, 3 documents, 7 accounts',
    '2 orders (paid 1, pending 1), totalling Ksh\u00a03,650',
    'Stock equals the ledger: 47 items, 43 lots, 44 postings.',
  ]);
});
