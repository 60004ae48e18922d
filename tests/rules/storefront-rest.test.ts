import { doc, setDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemSchema } from '@nyama/domain/catalogue/catalog';
import { paths } from '@nyama/domain/kernel/paths';
import { firestoreRest } from '../../src/lib/firebase/firestore-rest';
import { HOST, PORTS } from '../../scripts/lib/local';
import { asServer, RULES_PROJECT_ID, useRulesEnv } from './env';
import { butcher, item } from './fixtures';

/**
 * The storefront's REST reads against the emulator, signed out as a visitor is: what they send is
 * accepted (text bodies, no preflight headers), what comes back decodes to what was stored, and the
 * rules still decide (decision 046).
 */
const env = useRulesEnv();
const rest = firestoreRest({
  origin: `http://${HOST}:${PORTS.firestore}`,
  projectId: RULES_PROJECT_ID,
  apiKey: 'demo-api-key',
});
const leg = item();
const shoulder = { ...item(), name: 'Goat shoulder', sortOrder: 1 };
const ribs = { ...item(), groupId: 'beef', name: 'Beef ribs' };

beforeEach(async () => {
  await asServer(env(), async (db) => {
    await setDoc(doc(db, paths.item('goat-leg')), leg);
    await setDoc(doc(db, paths.item('goat shoulder+2')), shoulder);
    await setDoc(doc(db, paths.item('beef-ribs')), ribs);
    await setDoc(doc(db, paths.butcher('b1')), butcher());
  });
});

describe('storefront reads over REST', () => {
  it('reads one document as stored, and a missing one as null', async () => {
    const read = await rest.getDocument(paths.item('goat-leg'));
    expect(read).toMatchObject({ id: 'goat-leg', path: paths.item('goat-leg') });
    expect(itemSchema.parse(read?.data)).toEqual(leg);
    expect((await rest.getDocument(paths.item('goat shoulder+2')))?.id).toBe('goat shoulder+2');
    expect(await rest.getDocument(paths.item('no-such-item'))).toBeNull();
  });

  it("reads a group's items by an equality filter, and nothing of another group", async () => {
    const read = await rest.whereEqual('items', 'groupId', 'mutton');
    expect(read.map((document) => [document.id, document.data['name']]).sort()).toEqual([
      ['goat shoulder+2', 'Goat shoulder'],
      ['goat-leg', 'Goat leg'],
    ]);
    expect(await rest.whereEqual('items', 'groupId', 'rabbit')).toEqual([]);
  });

  it('reads items by id, leaving out the missing ones', async () => {
    const read = await rest.getDocuments([paths.item('beef-ribs'), paths.item('gone')]);
    expect(read).toHaveLength(1);
    expect(read[0]?.id).toBe('beef-ribs');
    expect(itemSchema.parse(read[0]?.data)).toEqual(ribs);
    expect(await rest.getDocuments([])).toEqual([]);
  });

  it('is refused what the rules keep from a visitor, with the reason', async () => {
    await expect(rest.getDocument(paths.butcher('b1'))).rejects.toThrow(/Firestore answered 403/);
  });
});
