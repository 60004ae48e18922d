import { describe, expect, it } from 'vitest';
import {
  archiveSearchSchema,
  boardSearchSchema,
  chooseMeatSearchSchema,
  couponSearchSchema,
  dayCloseSearchSchema,
  deliveryOrderSearchSchema,
  documentSearchSchema,
  itemSearchSchema,
  receiptSearchSchema,
  resetPasswordSearchSchema,
  signInSearchSchema,
  supplierStatusSearchSchema,
  userSearchSchema,
  writeOffSearchSchema,
} from './route-search';

// What the router hands a route's validateSearch: the address's params, each JSON-parsed where it can be
// (`?q=7` is the number 7), and whatever a hand-edited link carries. A screen opens with no param at all,
// and a value that does not parse is dropped, never an error: the screen opens as with no such param.

/** The params a schema keeps, with the ones it dropped left out (zod keeps them as undefined). */
const kept = (parsed: object) =>
  Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));

describe('the sign-in page’s way back', () => {
  it('keeps a path of this app, with its search', () => {
    expect(signInSearchSchema.parse({ redirect: '/coopenorder?x=1' })).toEqual({
      redirect: '/coopenorder?x=1',
    });
  });

  it('drops another site, however it is written, and anything not text', () => {
    for (const redirect of ['https://evil.example', '//evil.example', '/\\evil.example', 'coopenorder', 7]) {
      expect(signInSearchSchema.parse({ redirect }).redirect).toBeUndefined();
    }
  });
});

describe('a reset link’s code', () => {
  it('is kept when given, and an empty one reads as none', () => {
    expect(resetPasswordSearchSchema.parse({ oobCode: 'abc' }).oobCode).toBe('abc');
    expect(resetPasswordSearchSchema.parse({ oobCode: '' }).oobCode).toBeUndefined();
  });
});

describe('every screen’s search', () => {
  const schemas = {
    signInSearchSchema,
    resetPasswordSearchSchema,
    supplierStatusSearchSchema,
    deliveryOrderSearchSchema,
    userSearchSchema,
    boardSearchSchema,
    archiveSearchSchema,
    itemSearchSchema,
    couponSearchSchema,
    chooseMeatSearchSchema,
    documentSearchSchema,
    receiptSearchSchema,
    writeOffSearchSchema,
    dayCloseSearchSchema,
  };

  it.each(Object.entries(schemas))(
    '%s opens with no params, and ignores params it does not know',
    (_, schema) => {
      expect(kept(schema.parse({}))).toEqual({});
      expect(kept(schema.parse({ utm_source: 'sms', page: 3 }))).toEqual({});
    },
  );

  it.each(Object.entries(schemas))('%s drops values of the wrong type instead of failing', (_, schema) => {
    const junk = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, { not: 'a param' }]));
    expect(kept(schema.parse(junk))).toEqual({});
  });
});

describe('the orders board’s filters', () => {
  it('keeps the filters that parse and drops the others', () => {
    const search = boardSearchSchema.parse({
      status: 'pending',
      day: '2026-02-30',
      slot: 'morning',
      zone: 'westlands',
      pay: 'cash',
      driver: 'none',
      q: '  NY-1004  ',
    });
    expect(kept(search)).toEqual({
      status: 'pending',
      slot: 'morning',
      zone: 'westlands',
      driver: 'none',
      q: 'NY-1004',
    });
  });

  it('drops an unknown status, slot and payment, and an empty or too long search', () => {
    expect(kept(boardSearchSchema.parse({ status: 'Lost', slot: 'night', pay: 'barter', q: '' }))).toEqual(
      {},
    );
    expect(boardSearchSchema.parse({ q: 'x'.repeat(61) }).q).toBeUndefined();
  });

  it('keeps each payment provider', () => {
    expect(boardSearchSchema.parse({ pay: 'mpesa' }).pay).toBe('mpesa');
    expect(boardSearchSchema.parse({ pay: 'card' }).pay).toBe('card');
  });
});

describe('the archive’s and the day’s close’s ranges', () => {
  it('keep real days and drop impossible ones', () => {
    expect(kept(archiveSearchSchema.parse({ from: '2026-02-01', to: '2026-02-30', q: 'Brian' }))).toEqual({
      from: '2026-02-01',
      q: 'Brian',
    });
    expect(kept(dayCloseSearchSchema.parse({ from: '2026-13-01', to: '2026-03-01' }))).toEqual({
      to: '2026-03-01',
    });
  });
});

describe('the users’, items’ and coupons’ filters', () => {
  it('keep a known role, answer and state, and drop others', () => {
    expect(kept(userSearchSchema.parse({ role: 'Driver', q: ' kamau ' }))).toEqual({
      role: 'Driver',
      q: 'kamau',
    });
    expect(userSearchSchema.parse({ role: 'Chef' }).role).toBeUndefined();
    expect(kept(itemSearchSchema.parse({ active: 'maybe', group: 'beef', open: 'new' }))).toEqual({
      group: 'beef',
      open: 'new',
    });
    expect(couponSearchSchema.parse({ state: 'enabled' }).state).toBe('enabled');
    expect(couponSearchSchema.parse({ state: 'expired' }).state).toBeUndefined();
  });
});

describe('the stock documents’ filters and links', () => {
  it('keep a known kind and status, and drop others', () => {
    expect(kept(documentSearchSchema.parse({ kind: 'writeOff', status: 'posted' }))).toEqual({
      kind: 'writeOff',
      status: 'posted',
    });
    expect(kept(documentSearchSchema.parse({ kind: 'invoice', status: 'lost' }))).toEqual({});
  });

  it('name a draft or a lot, never an empty one', () => {
    expect(receiptSearchSchema.parse({ document: 'doc-1' }).document).toBe('doc-1');
    expect(receiptSearchSchema.parse({ document: '' }).document).toBeUndefined();
    expect(writeOffSearchSchema.parse({ lot: 'lot-1' }).lot).toBe('lot-1');
    expect(writeOffSearchSchema.parse({ lot: 12 }).lot).toBeUndefined();
  });
});

describe('the phone order’s group, the driver’s order and a supplier’s status link', () => {
  it('keep a group id, an order id and the link’s two parts', () => {
    expect(chooseMeatSearchSchema.parse({ group: 'goat' }).group).toBe('goat');
    expect(chooseMeatSearchSchema.parse({ group: 'Not A Group!' }).group).toBeUndefined();
    expect(deliveryOrderSearchSchema.parse({ orderId: ' o-1 ' }).orderId).toBe('o-1');
    expect(deliveryOrderSearchSchema.parse({ orderId: '   ' }).orderId).toBeUndefined();
    expect(supplierStatusSearchSchema.parse({ application: 'a-1', key: 'k' })).toEqual({
      application: 'a-1',
      key: 'k',
    });
  });
});
