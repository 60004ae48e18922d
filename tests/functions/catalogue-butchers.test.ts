import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { PHONE_ERROR } from '@nyama/domain/kernel/phone';
import { paths } from '@nyama/domain/kernel/paths';
import { refusalOf, type SignedInClient } from './env';
import { catalogueHarness } from './catalogue-env';

const harness = catalogueHarness('catalogue-butchers');
let admin: SignedInClient;
let inner: SignedInClient;

beforeAll(async () => {
  ({ admin, inner } = await harness.start());
});
afterAll(() => harness.cleanup());

const grace = {
  name: 'Grace Achieng',
  phone: '0722 000 102',
  location: 'Main shop, Ngara',
  speciality: 'Goat and mutton',
  active: true,
};
const save = (data: unknown) => admin.call<{ butcherId: string }>(CALLABLES.saveButcher, data);

describe('saveButcher', () => {
  it('adds a butcher with a normalised mobile, then deactivates them, audited', async () => {
    const { butcherId } = await save({ butcherId: null, butcher: grace });
    expect(await harness.read(paths.butcher(butcherId))).toEqual({ ...grace, phone: '254722000102' });
    await save({ butcherId, butcher: { ...grace, active: false } });
    expect(await harness.read(paths.butcher(butcherId))).toMatchObject({ active: false });
    expect(await harness.auditOf(paths.butcher(butcherId))).toMatchObject([
      { summary: 'Added Grace Achieng', before: null },
      { summary: 'Deactivated Grace Achieng', before: { active: true }, after: { active: false } },
    ]);
  });

  it('refuses a number that is not a Kenyan mobile, a missing name, an unknown butcher and non-Admins', async () => {
    expect(await refusalOf(save({ butcherId: null, butcher: { ...grace, phone: '0202 123 456' } }))).toEqual({
      code: 'functions/invalid-argument',
      message: PHONE_ERROR,
    });
    expect((await refusalOf(save({ butcherId: null, butcher: { ...grace, name: ' ' } }))).message).toBe(
      'Name the butcher',
    );
    expect((await refusalOf(save({ butcherId: `missing-${harness.run}`, butcher: grace }))).code).toBe(
      'functions/not-found',
    );
    await harness.expectAdminOnly(inner, CALLABLES.saveButcher, { butcherId: null, butcher: grace });
  });
});
