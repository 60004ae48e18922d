import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../testing/render';
import { clearDriverData, driverDb } from '../api/driver-db';
import { roundReads } from '../api/load-round-reads';
import { listenRound } from '../api/round-reads';
import { DriverRoundPage } from './driver-round-page';
import type { RoundCard } from './round-card';
import { testDelivery } from './test-delivery';

// The round's listeners are the full Firestore SDK's, loaded after the page has painted; here they are
// stand-ins that answer only when a test says so.
vi.mock('../api/use-driver', () => ({
  useDriver: () => ({ driverId: 'driver', date: '2026-11-20', sinceMs: 0 }),
}));
/** Each render of a delivery's card, counted: the real card, memoized as it is. */
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./round-card', async (importOriginal) => {
  const { createElement, memo } = await import('react');
  const actual = await importOriginal<{ RoundCard: typeof RoundCard }>();
  return {
    RoundCard: memo(function CountedCard(props: ComponentProps<typeof RoundCard>) {
      cardRenders.count += 1;
      return createElement(actual.RoundCard, props);
    }),
  };
});
vi.mock('../api/round-reads', () => ({
  listenRound: vi.fn(() => () => undefined),
  listenReports: vi.fn(() => () => undefined),
  listenHeldCash: vi.fn(() => () => undefined),
}));

const ROUND = 'round:driver:2026-11-20';

/** A query's answer as the round reads it: its documents, not from Firestore's cache. */
type Snapshot = Extract<Parameters<Parameters<typeof listenRound>[2]>[0], { todays: unknown }>['todays'];
function snapshotOf(orders: ReturnType<typeof testDelivery>[]): Snapshot {
  const docs = orders.map(({ id, ...order }) => ({ id, ref: { path: `orders/${id}` }, data: () => order }));
  return { docs, metadata: { fromCache: false } } as unknown as Snapshot;
}

// The listeners' code arrives after the Firebase SDKs, which a test's first import takes seconds to load:
// loaded once before the tests, each screen's listener starts while its own test runs.
beforeAll(() => roundReads());
afterEach(() => clearDriverData());

describe('the driver’s round on a phone that kept it', () => {
  it('paints the round the phone kept before the listeners’ code arrives, and says it is the phone’s', async () => {
    await driverDb.saved.put({
      key: ROUND,
      savedAtMs: Date.now(),
      data: { rows: [testDelivery('a', 'NY-1', '2026-11-20')], unreadable: 0 },
    });
    renderRoutes('/driverpage', { '/driverpage': DriverRoundPage, '/driverorder': null });
    expect(await screen.findByRole('article', { name: 'Delivery NY-1' })).toBeInTheDocument();
    expect(screen.getByText(/Shown from this phone/)).toBeInTheDocument();
  });

  it('shows the listeners’ round once they answer, and keeps it for the next visit', async () => {
    await driverDb.saved.put({
      key: ROUND,
      savedAtMs: Date.now(),
      data: { rows: [testDelivery('a', 'NY-1', '2026-11-20')], unreadable: 0 },
    });
    renderRoutes('/driverpage', { '/driverpage': DriverRoundPage, '/driverorder': null });
    await screen.findByRole('article', { name: 'Delivery NY-1' });
    await waitFor(() => expect(listenRound).toHaveBeenCalled());
    const [, , answer] = vi.mocked(listenRound).mock.calls[0] ?? [];
    const today = [testDelivery('b', 'NY-2', '2026-11-20')];
    answer?.({ todays: snapshotOf(today) });
    answer?.({ stillOpen: snapshotOf(today) });
    expect(await screen.findByRole('article', { name: 'Delivery NY-2' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Delivery NY-1' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Shown from this phone/)).not.toBeInTheDocument();
    await waitFor(async () =>
      expect((await driverDb.saved.get(ROUND))?.data).toMatchObject({ rows: [{ number: 'NY-2' }] }),
    );
  });

  it('renders no card again when the listeners repeat the round the phone kept', async () => {
    const kept = testDelivery('a', 'NY-1', '2026-11-20');
    await driverDb.saved.put({ key: ROUND, savedAtMs: Date.now(), data: { rows: [kept], unreadable: 0 } });
    renderRoutes('/driverpage', { '/driverpage': DriverRoundPage, '/driverorder': null });
    await screen.findByRole('article', { name: 'Delivery NY-1' });
    const painted = cardRenders.count;
    const [, , answer] = vi.mocked(listenRound).mock.calls[0] ?? [];
    answer?.({ todays: snapshotOf([testDelivery('a', 'NY-1', '2026-11-20')]) });
    answer?.({ stillOpen: snapshotOf([]) });
    await waitFor(() => expect(screen.queryByText(/Shown from this phone/)).not.toBeInTheDocument());
    expect(cardRenders.count).toBe(painted);

    answer?.({ todays: snapshotOf([testDelivery('a', 'NY-7', '2026-11-20')]) });
    expect(await screen.findByRole('article', { name: 'Delivery NY-7' })).toBeInTheDocument();
    expect(cardRenders.count).toBeGreaterThan(painted);
  });

  it('does not call a tap refused because the phone’s copy predates it: only the listener can say so', async () => {
    await driverDb.saved.bulkPut([
      {
        key: ROUND,
        savedAtMs: Date.now(),
        data: { rows: [testDelivery('a', 'NY-1', '2026-11-20')], unreadable: 0 },
      },
      { key: 'reports:driver:0', savedAtMs: Date.now(), data: [] },
    ]);
    await driverDb.waiting.put({
      id: 'tap',
      driverId: 'driver',
      orderId: 'a',
      orderNumber: 'NY-1',
      what: 'Picked up',
      kind: 'report',
      clientAtMs: 1_000,
    });
    renderRoutes('/driverpage', { '/driverpage': DriverRoundPage, '/driverorder': null });
    await screen.findByRole('article', { name: 'Delivery NY-1' });
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Pending sync: 0' })).toBeVisible());
    expect(await driverDb.waiting.get('tap')).toBeDefined();
    expect(await driverDb.refused.count()).toBe(0);
  });

  it('waits for the listeners on a phone without a copy', async () => {
    renderRoutes('/driverpage', { '/driverpage': DriverRoundPage, '/driverorder': null });
    await waitFor(() => expect(listenRound).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
