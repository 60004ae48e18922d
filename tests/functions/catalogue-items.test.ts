import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import type { SaveItemInput } from '@nyama/domain/callables/catalogue-callables';
import { paths } from '@nyama/domain/kernel/paths';
import { refusalOf, type SignedInClient } from './env';
import { catalogueHarness } from './catalogue-env';

const harness = catalogueHarness('catalogue-items');
let admin: SignedInClient;
let inner: SignedInClient;

beforeAll(async () => {
  ({ admin, inner } = await harness.start());
});
afterAll(() => harness.cleanup());

const newSirloin = (): SaveItemInput => ({
  itemId: null,
  details: {
    groupId: harness.groupId,
    name: 'Test sirloin',
    cut: 'Sirloin',
    description: 'Marbled steaks.',
    image: { kind: 'illustration', key: 'steak' },
    taxType: 'A',
    taxClass: '99011019',
    featured: true,
    active: true,
    sortOrder: 5,
  },
  selling: { unit: 'kg', minGrams: 500, stepGrams: 250 },
  priceCents: 85_000,
});

const saveItem = (client: SignedInClient, data: unknown) =>
  client.call<{ itemId: string }>(CALLABLES.saveItem, data);

describe('saveItem', () => {
  it('creates an item with its first price in the history, no stock, and an audit entry', async () => {
    const { itemId } = await saveItem(admin, newSirloin());
    expect(await harness.read(paths.item(itemId))).toMatchObject({
      name: 'Test sirloin',
      unit: 'kg',
      pricePerKgCents: 85_000,
      stockGrams: 0,
      pendingPrice: null,
    });
    const history = await harness.db.collection(paths.priceHistory(itemId)).get();
    expect(history.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ cents: 85_000, supersededAtMs: null }),
    ]);
    const [entry] = await harness.auditOf(paths.item(itemId));
    expect(entry).toMatchObject({ action: 'saveItem', summary: 'Created Test sirloin', before: null });
    expect(entry?.after).toMatchObject({ pricePerKgCents: 85_000 });
  });

  it('creates a pack with an estimated weight', async () => {
    const pack = {
      ...newSirloin(),
      selling: { unit: 'pack', estimatedGramsPerUnit: 500 },
      priceCents: 45_000,
    };
    const { itemId } = await saveItem(admin, pack);
    expect(await harness.read(paths.item(itemId))).toMatchObject({
      unit: 'pack',
      unitPriceCents: 45_000,
      estimatedGramsPerUnit: 500,
      stockUnits: 0,
    });
  });

  it('edits the details, keeps price and stock, and audits only what changed', async () => {
    const { itemId } = await saveItem(admin, newSirloin());
    const edit = { ...newSirloin(), itemId, priceCents: null };
    await saveItem(admin, { ...edit, details: { ...edit.details, name: 'Sirloin steak', featured: false } });
    expect(await harness.read(paths.item(itemId))).toMatchObject({
      name: 'Sirloin steak',
      featured: false,
      pricePerKgCents: 85_000,
    });
    const [, edited] = await harness.auditOf(paths.item(itemId));
    expect(edited).toMatchObject({
      summary: 'Edited Sirloin steak',
      before: { name: 'Test sirloin', featured: true },
      after: { name: 'Sirloin steak', featured: false },
    });
  });

  it.each([
    ['a price of 0', { priceCents: 0 }, 'A price must be more than Ksh 0'],
    ['a negative price', { priceCents: -100 }, 'A price must be more than Ksh 0'],
    ['a new item without a price', { priceCents: null }, 'Set the price of the new item'],
    [
      'a minimum that is not a whole number of steps',
      { selling: { unit: 'kg', minGrams: 300, stepGrams: 250 } },
      'The minimum must be a whole number of steps',
    ],
  ])('refuses %s', async (_label, change, message) => {
    expect(await refusalOf(saveItem(admin, { ...newSirloin(), ...change }))).toEqual({
      code: 'functions/invalid-argument',
      message,
    });
  });

  it('refuses a group the shop does not have', async () => {
    const item = newSirloin();
    const refusal = await refusalOf(
      saveItem(admin, { ...item, details: { ...item.details, groupId: 'nosuch' } }),
    );
    expect(refusal).toEqual({
      code: 'functions/failed-precondition',
      message: 'Choose one of the shop’s item groups.',
    });
  });

  it('refuses an unknown item id and a change between weighed and counted', async () => {
    const unknown = { ...newSirloin(), itemId: `missing-${harness.run}`, priceCents: null };
    expect(await refusalOf(saveItem(admin, unknown))).toEqual({
      code: 'functions/not-found',
      message: 'There is no such item.',
    });
    const { itemId } = await saveItem(admin, newSirloin());
    const counted = {
      ...newSirloin(),
      itemId,
      priceCents: null,
      selling: { unit: 'piece', estimatedGramsPerUnit: null },
    };
    expect((await refusalOf(saveItem(admin, counted))).code).toBe('functions/failed-precondition');
    expect(await harness.read(paths.item(itemId))).toMatchObject({ unit: 'kg' });
  });

  it('refuses anyone but an Admin', async () => {
    await harness.expectAdminOnly(inner, CALLABLES.saveItem, newSirloin());
  });
});

describe('adjustItemStock', () => {
  const adjust = (data: unknown) => admin.call<{ stock: number }>(CALLABLES.adjustItemStock, data);

  it('adds and removes stock with a reason, audited with before and after', async () => {
    const { itemId } = await saveItem(admin, newSirloin());
    await expect(adjust({ itemId, change: 2500, reason: 'Delivery from Kajiado' })).resolves.toEqual({
      itemId,
      stock: 2500,
    });
    await adjust({ itemId, change: -500, reason: 'Trimmed' });
    expect(await harness.read(paths.item(itemId))).toMatchObject({ stockGrams: 2000 });
    const entries = await harness.auditOf(paths.item(itemId));
    expect(entries.slice(1)).toMatchObject([
      {
        summary: 'Stock +2.5 kg: Delivery from Kajiado',
        before: { stockGrams: 0 },
        after: { stockGrams: 2500 },
      },
      { summary: 'Stock −500 g: Trimmed', before: { stockGrams: 2500 }, after: { stockGrams: 2000 } },
    ]);
  });

  it('never takes stock below zero', async () => {
    const { itemId } = await saveItem(admin, newSirloin());
    await adjust({ itemId, change: 1000, reason: 'Count' });
    expect(await refusalOf(adjust({ itemId, change: -1500, reason: 'Spoilt' }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Only 1 kg of Test sirloin is in stock: you cannot remove 1.5 kg.',
    });
    expect(await harness.read(paths.item(itemId))).toMatchObject({ stockGrams: 1000 });
  });

  it('needs a reason, an amount and a known item, and an Admin', async () => {
    const { itemId } = await saveItem(admin, newSirloin());
    expect((await refusalOf(adjust({ itemId, change: 100, reason: ' ' }))).message).toBe(
      'Say why the stock changes',
    );
    expect((await refusalOf(adjust({ itemId, change: 0, reason: 'None' }))).message).toBe(
      'Enter how much to add or remove',
    );
    expect(
      (await refusalOf(adjust({ itemId: `missing-${harness.run}`, change: 1, reason: 'Count' }))).code,
    ).toBe('functions/not-found');
    await harness.expectAdminOnly(inner, CALLABLES.adjustItemStock, { itemId, change: 1, reason: 'Count' });
  });
});
