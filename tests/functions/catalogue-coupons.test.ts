import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import type { CouponRules } from '@nyama/domain/catalogue/coupon';
import { paths } from '@nyama/domain/kernel/paths';
import { refusalOf, type SignedInClient } from './env';
import { catalogueHarness } from './catalogue-env';

const harness = catalogueHarness('catalogue-coupons');
let admin: SignedInClient;
let inner: SignedInClient;

beforeAll(async () => {
  ({ admin, inner } = await harness.start());
});
afterAll(() => harness.cleanup());

const DAY = 86_400_000;
let codes = 0;
/** A coupon with a code of this run's own. */
function rules(change: Partial<CouponRules> = {}): CouponRules {
  codes += 1;
  return {
    code: `C${harness.run.slice(0, 6).toUpperCase()}-${codes}`,
    kind: 'percent',
    value: 1000,
    maxDiscountCents: 50_000,
    minSubtotalCents: 100_000,
    startsAtMs: Date.now(),
    endsAtMs: Date.now() + 30 * DAY,
    usageCap: 100,
    perCustomerLimit: 1,
    firstOrderOnly: true,
    eligibleGroups: [harness.groupId],
    active: true,
    ...change,
  };
}
const save = (data: unknown) => admin.call<{ code: string }>(CALLABLES.saveCoupon, data);

describe('saveCoupon', () => {
  it('creates a coupon unused, then disables it, each change audited', async () => {
    const coupon = rules();
    await save({ previousCode: null, coupon });
    expect(await harness.read(paths.coupon(coupon.code))).toEqual({ ...coupon, usedCount: 0 });
    await save({ previousCode: coupon.code, coupon: { ...coupon, active: false } });
    expect(await harness.auditOf(paths.coupon(coupon.code))).toMatchObject([
      { summary: `Created ${coupon.code}`, before: null },
      { summary: `Disabled ${coupon.code}`, before: { active: true }, after: { active: false } },
    ]);
  });

  it('keeps the use count as stored', async () => {
    const coupon = rules();
    await save({ previousCode: null, coupon });
    await harness.db.doc(paths.coupon(coupon.code)).update({ usedCount: 3 });
    await save({ previousCode: coupon.code, coupon: { ...coupon, value: 1500 } });
    expect(await harness.read(paths.coupon(coupon.code))).toMatchObject({ value: 1500, usedCount: 3 });
  });

  it('renames an unused coupon, and refuses to rename a used one', async () => {
    const coupon = rules();
    await save({ previousCode: null, coupon });
    const renamed = { ...coupon, code: `${coupon.code}X` };
    await expect(save({ previousCode: coupon.code, coupon: renamed })).resolves.toEqual({
      code: renamed.code,
    });
    expect(await harness.read(paths.coupon(coupon.code))).toBeUndefined();
    expect(await harness.auditOf(paths.coupon(renamed.code))).toMatchObject([
      { summary: `Renamed from ${coupon.code}` },
    ]);

    await harness.db.doc(paths.coupon(renamed.code)).update({ usedCount: 1 });
    expect(
      await refusalOf(save({ previousCode: renamed.code, coupon: { ...renamed, code: `${renamed.code}Y` } })),
    ).toEqual({
      code: 'functions/failed-precondition',
      message: `${renamed.code} has been used, so its code cannot change: orders and customers know it by that code. Create a new coupon instead.`,
    });
    expect(await harness.read(paths.coupon(renamed.code))).toMatchObject({
      code: renamed.code,
      usedCount: 1,
    });
  });

  it.each([
    [
      'a window that ends before it starts',
      { endsAtMs: Date.now() - DAY },
      'The coupon must end after it starts',
    ],
    ['a percentage over 100%', { value: 10_001 }, 'A percentage is between 0.01% and 100%'],
    ['a fixed discount of nothing', { kind: 'fixed', value: 0 }, 'A fixed discount must be more than Ksh 0'],
    ['a code with spaces', { code: 'TWO WORDS' }, 'Codes are 3 to 20 letters, digits or dashes'],
  ] as const)('refuses %s', async (_label, change, message) => {
    expect(await refusalOf(save({ previousCode: null, coupon: rules(change) }))).toEqual({
      code: 'functions/invalid-argument',
      message,
    });
  });

  it('refuses a code in use, an unknown coupon, an unknown group, and anyone but an Admin', async () => {
    const coupon = rules();
    await save({ previousCode: null, coupon });
    expect((await refusalOf(save({ previousCode: null, coupon }))).code).toBe('functions/already-exists');
    expect((await refusalOf(save({ previousCode: 'NOSUCH', coupon: rules() }))).code).toBe(
      'functions/not-found',
    );
    expect(
      await refusalOf(save({ previousCode: null, coupon: rules({ eligibleGroups: ['nosuch'] }) })),
    ).toEqual({
      code: 'functions/failed-precondition',
      message: 'There is no item group nosuch.',
    });
    await harness.expectAdminOnly(inner, CALLABLES.saveCoupon, { previousCode: null, coupon: rules() });
  });
});
