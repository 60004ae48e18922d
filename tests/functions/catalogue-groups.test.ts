import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { refusalOf, type SignedInClient } from './env';
import { catalogueHarness } from './catalogue-env';

const harness = catalogueHarness('catalogue-groups');
let admin: SignedInClient;
let inner: SignedInClient;

beforeAll(async () => {
  ({ admin, inner } = await harness.start());
});
afterAll(() => harness.cleanup());

const fields = (name: string) => ({
  name,
  description: `${name} from our farms.`,
  image: { kind: 'illustration', key: 'goat' },
  visible: true,
});
const save = (data: unknown) => admin.call(CALLABLES.saveItemGroup, data);
const create = (groupId: string, name: string) => save({ groupId, isNew: true, group: fields(name) });

/** This run's groups in the shop's order. */
async function order(ids: string[]): Promise<string[]> {
  const snapshot = await harness.db.collection(COLLECTIONS.itemGroups).orderBy('sortOrder').get();
  return snapshot.docs.map((doc) => doc.id).filter((id) => ids.includes(id));
}

describe('saveItemGroup', () => {
  it('creates a group last in the list, audited', async () => {
    const groupId = `pork-${harness.run}`;
    await create(groupId, 'Pork');
    expect(await harness.read(paths.itemGroup(groupId))).toMatchObject({ name: 'Pork', visible: true });
    expect(await order([harness.groupId, groupId])).toEqual([harness.groupId, groupId]);
    expect(await harness.auditOf(paths.itemGroup(groupId))).toMatchObject([
      { summary: 'Created Pork', before: null },
    ]);
  });

  it('hides and edits a group, audited with before and after', async () => {
    const groupId = `fish-${harness.run}`;
    await create(groupId, 'Fish');
    await save({ groupId, isNew: false, group: { ...fields('Fish'), visible: false } });
    expect(await harness.read(paths.itemGroup(groupId))).toMatchObject({ visible: false });
    expect((await harness.auditOf(paths.itemGroup(groupId)))[1]).toMatchObject({
      summary: 'Hidden in the shop',
      before: { visible: true },
      after: { visible: false },
    });
  });

  it('refuses an id in use, an unknown group, a bad id, and anyone but an Admin', async () => {
    expect(await refusalOf(create(harness.groupId, 'Again'))).toEqual({
      code: 'functions/already-exists',
      message: `There is already a group with the id ${harness.groupId}.`,
    });
    expect(
      (await refusalOf(save({ groupId: `none-${harness.run}`, isNew: false, group: fields('X') }))).code,
    ).toBe('functions/not-found');
    expect((await refusalOf(create('Beef Cuts', 'Beef cuts'))).message).toBe(
      'Use 2 to 30 lowercase letters, digits or dashes, starting with a letter',
    );
    await harness.expectAdminOnly(inner, CALLABLES.saveItemGroup, {
      groupId: 'x1',
      isNew: true,
      group: fields('X'),
    });
  });
});

describe('moveItemGroup', () => {
  it('swaps a group with its neighbour and audits both', async () => {
    const first = `first-${harness.run}`;
    const second = `second-${harness.run}`;
    await create(first, 'First');
    await create(second, 'Second');
    await admin.call(CALLABLES.moveItemGroup, { groupId: second, direction: 'up' });
    expect(await order([first, second])).toEqual([second, first]);
    expect((await harness.auditOf(paths.itemGroup(second))).at(-1)).toMatchObject({
      action: 'moveItemGroup',
    });
    expect((await harness.auditOf(paths.itemGroup(first))).at(-1)).toMatchObject({ action: 'moveItemGroup' });
  });

  it('says when a group cannot move further', async () => {
    const last = `last-${harness.run}`;
    await create(last, 'Last');
    expect(
      await refusalOf(admin.call(CALLABLES.moveItemGroup, { groupId: last, direction: 'down' })),
    ).toEqual({
      code: 'functions/failed-precondition',
      message: 'This group is already last.',
    });
    await harness.expectAdminOnly(inner, CALLABLES.moveItemGroup, { groupId: last, direction: 'up' });
  });
});
