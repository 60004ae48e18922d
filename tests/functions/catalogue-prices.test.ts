import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { itemSchema, type Item } from '@nyama/domain/catalogue/catalog';
import { priceAt } from '@nyama/domain/catalogue/item-price';
import { paths } from '@nyama/domain/kernel/paths';
import { firestoreRest } from '../../src/lib/firebase/firestore-rest';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/lib/local';
import { refusalOf, type SignedInClient } from './env';
import { catalogueHarness } from './catalogue-env';

const harness = catalogueHarness('catalogue-prices');
let admin: SignedInClient;
let inner: SignedInClient;

/** A signed-out shopper's read of an item, as the storefront's item page makes it (REST, decision 046). */
const shopper = firestoreRest({
  origin: `http://${HOST}:${PORTS.firestore}`,
  projectId: PROJECT_ID,
  apiKey: 'demo-api-key',
});

async function storefrontItem(itemId: string): Promise<Item | undefined> {
  const document = await shopper.getDocument(paths.item(itemId));
  return document ? itemSchema.parse(document.data) : undefined;
}

beforeAll(async () => {
  ({ admin, inner } = await harness.start());
});
afterAll(() => harness.cleanup());

async function newItem(): Promise<string> {
  const { itemId } = await admin.call<{ itemId: string }>(CALLABLES.saveItem, {
    itemId: null,
    details: {
      groupId: harness.groupId,
      name: 'Test broiler',
      cut: '',
      description: '',
      image: { kind: 'illustration', key: 'chicken' },
      taxType: 'A',
      taxClass: '99011019',
      featured: true,
      active: true,
      sortOrder: 0,
    },
    selling: { unit: 'piece', estimatedGramsPerUnit: 1400 },
    priceCents: 65_000,
  });
  return itemId;
}

const setPrice = (data: unknown) => admin.call<{ effectiveFromMs: number }>(CALLABLES.setItemPrice, data);

describe('setItemPrice', () => {
  it('applies a price now: the storefront reads it, the history and the audit keep it', async () => {
    const itemId = await newItem();
    await setPrice({ itemId, cents: 70_000, effectiveFromMs: null });

    const seen = await storefrontItem(itemId);
    expect(seen && priceAt(seen, Date.now())).toBe(70_000);
    const history = await harness.db.collection(paths.priceHistory(itemId)).orderBy('setAtMs').get();
    expect(history.docs.map((doc) => doc.get('cents'))).toEqual([65_000, 70_000]);
    const entries = await harness.auditOf(paths.item(itemId));
    expect(entries.at(-1)).toMatchObject({
      action: 'setItemPrice',
      summary: expect.stringMatching(/^Price Ksh\s700 per piece from now$/),
      before: { unitPriceCents: 65_000 },
      after: { unitPriceCents: 70_000 },
    });
  });

  it('keeps a later price pending: the storefront switches at its instant, and a newer one supersedes it', async () => {
    const itemId = await newItem();
    const from = Date.now() + 3_600_000;
    await expect(setPrice({ itemId, cents: 72_000, effectiveFromMs: from })).resolves.toMatchObject({
      effectiveFromMs: from,
    });
    const seen = await storefrontItem(itemId);
    expect(seen && priceAt(seen, Date.now())).toBe(65_000);
    expect(seen && priceAt(seen, from)).toBe(72_000);

    await setPrice({ itemId, cents: 75_000, effectiveFromMs: from + 1 });
    const history = await harness.db.collection(paths.priceHistory(itemId)).orderBy('setAtMs').get();
    expect(history.docs.map((doc) => [doc.get('cents'), doc.get('supersededAtMs') !== null])).toEqual([
      [65_000, false],
      [72_000, true],
      [75_000, false],
    ]);
    expect(await harness.read(paths.item(itemId))).toMatchObject({
      unitPriceCents: 65_000,
      pendingPrice: { cents: 75_000, effectiveFromMs: from + 1 },
    });
  });

  it.each([
    ['a price of 0', { cents: 0 }, 'functions/invalid-argument', 'A price must be more than Ksh 0'],
    ['a negative price', { cents: -5000 }, 'functions/invalid-argument', 'A price must be more than Ksh 0'],
    [
      'a time already past',
      { effectiveFromMs: Date.now() - 60_000 },
      'functions/invalid-argument',
      'Choose a time that is still to come, or apply the price now.',
    ],
    ['an unknown item', { itemId: 'no-such-item' }, 'functions/not-found', 'There is no such item.'],
  ])('refuses %s and leaves the price alone', async (_label, change, code, message) => {
    const itemId = await newItem();
    expect(await refusalOf(setPrice({ itemId, cents: 70_000, effectiveFromMs: null, ...change }))).toEqual({
      code,
      message,
    });
    expect(await harness.read(paths.item(itemId))).toMatchObject({
      unitPriceCents: 65_000,
      pendingPrice: null,
    });
  });

  it('refuses anyone but an Admin', async () => {
    const itemId = await newItem();
    await harness.expectAdminOnly(inner, CALLABLES.setItemPrice, { itemId, cents: 1, effectiveFromMs: null });
  });
});
