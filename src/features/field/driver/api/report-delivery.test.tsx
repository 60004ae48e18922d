import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_ACTION_WORDS } from '../../../../lib/domain-words';
import { m } from '../../../../paraglide/messages';
import { driverDb } from './driver-db';
import { deliveryFirestore } from './load-delivery-firestore';
import { reportDelivery } from './report-delivery';

// Where the page's Firestore code comes from: the network (or the service worker's cache), here each
// test's answer. What the phone keeps of a refusal is the real driver database.
vi.mock('./load-delivery-firestore', () => ({ deliveryFirestore: vi.fn() }));

const ORDER = { id: 'o1', number: 'NY-1001' };
const refusedWrites = () => driverDb.refused.toArray();

afterEach(async () => {
  await driverDb.refused.clear();
  vi.mocked(deliveryFirestore).mockReset();
});

describe('reportDelivery', () => {
  it('keeps a tap whose write could not even start, so the driver is told it was not saved', async () => {
    vi.mocked(deliveryFirestore).mockRejectedValue(new TypeError('Failed to fetch a module'));
    reportDelivery('d1', ORDER, { action: 'pickedUp' });

    await waitFor(async () =>
      expect(await refusedWrites()).toEqual([
        expect.objectContaining({
          driverId: 'd1',
          orderId: 'o1',
          orderNumber: 'NY-1001',
          what: DELIVERY_ACTION_WORDS.pickedUp(),
          message: m.field_driver_refused_not_saved(),
        }),
      ]),
    );
  });

  it('writes the report and its photo under its id, and keeps each refusal the rules make', async () => {
    const notYours = () => Promise.reject(new FirebaseError('permission-denied', 'Missing permissions'));
    const writeReport = vi.fn(() => ({
      report: { id: 'r1', written: notYours() },
      photo: { id: 'r1-photo', written: notYours() },
    }));
    vi.mocked(deliveryFirestore).mockResolvedValue({ writeReport } as never);
    reportDelivery(
      'd1',
      ORDER,
      { action: 'delivered', code: '1234', note: '' },
      { jpeg: 'data:image/jpeg;base64,AAAA', customerUid: 'amina' },
    );

    await waitFor(async () => expect(await refusedWrites()).toHaveLength(2));
    expect(writeReport).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'delivered', orderId: 'o1', driverId: 'd1' }),
      expect.objectContaining({ orderId: 'o1', uid: 'amina', jpeg: 'data:image/jpeg;base64,AAAA' }),
    );
    expect((await refusedWrites()).map(({ id, what, message }) => ({ id, what, message }))).toEqual([
      { id: 'r1', what: DELIVERY_ACTION_WORDS.delivered(), message: m.field_driver_refused_not_yours() },
      { id: 'r1-photo', what: m.field_driver_photo(), message: m.field_driver_refused_not_yours() },
    ]);
  });
});
