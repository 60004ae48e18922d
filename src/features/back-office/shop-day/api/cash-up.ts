import { queryOptions } from '@tanstack/react-query';
import { getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { SHOP_DAY_CALLABLES } from '@nyama/domain/callables/shop-day-callables';
import type { CashUp } from '@nyama/domain/payments/cash-up';
import type { DoorCash } from '@nyama/domain/delivery/door-collection';
import type { LiveOrder } from '@nyama/domain/orders/live-order';
import { formatKes } from '@nyama/domain/kernel/money';
import { refs } from '../../../../lib/firebase/refs';
import { useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { m } from '../../../../paraglide/messages';

const cashUpKeys = {
  all: () => ['staff', 'cash-up'] as const,
  held: () => [...cashUpKeys.all(), 'held'] as const,
  failed: () => [...cashUpKeys.all(), 'failed'] as const,
  recent: () => [...cashUpKeys.all(), 'recent'] as const,
};

/** One driver's cash not yet counted in, with the deliveries they brought back. */
export type DriverCash = {
  driverId: string;
  driverName: string;
  cash: (DoorCash & { reportId: string })[];
  expectedCents: number;
  failed: (Pick<LiveOrder, 'number' | 'refundedCents'> & { id: string })[];
};

const RECENT_CASH_UPS = 20;

/**
 * Every driver holding cash not yet counted, or with deliveries that failed: the cash-up's list. Reads
 * the cash not yet counted (a day's collections at most) and the board's failed deliveries, never orders.
 */
export const driversCashQuery = () =>
  queryOptions({
    queryKey: cashUpKeys.held(),
    queryFn: async (): Promise<DriverCash[]> => {
      const [held, failed] = await Promise.all([
        getDocs(query(refs.doorCash(), where('cashUpId', '==', null))),
        getDocs(query(refs.liveOrders(), where('status', '==', 'deliveryFailed'))),
      ]);
      const drivers = new Map<string, DriverCash>();
      const driverOf = (driverId: string, driverName: string) => {
        const found = drivers.get(driverId) ?? {
          driverId,
          driverName,
          cash: [],
          expectedCents: 0,
          failed: [],
        };
        drivers.set(driverId, found);
        return found;
      };
      for (const doc of held.docs) {
        const cash = doc.data();
        const driver = driverOf(cash.driverId, cash.driverName);
        driver.cash.push({ ...cash, reportId: doc.id });
        driver.expectedCents += cash.amountCents;
      }
      for (const doc of failed.docs) {
        const order = doc.data();
        if (order.driverId === null) continue;
        driverOf(order.driverId, drivers.get(order.driverId)?.driverName ?? '').failed.push({
          id: doc.id,
          number: order.number,
          refundedCents: order.refundedCents,
        });
      }
      return [...drivers.values()].sort((a, b) => a.driverName.localeCompare(b.driverName));
    },
  });

/** The latest confirmed cash-ups, newest first. */
export const recentCashUpsQuery = () =>
  queryOptions({
    queryKey: cashUpKeys.recent(),
    queryFn: async (): Promise<(CashUp & { id: string })[]> => {
      const snapshot = await getDocs(
        query(refs.cashUps(), orderBy('confirmedAtMs', 'desc'), limit(RECENT_CASH_UPS)),
      );
      return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
    },
  });

/** Confirms a count; it says so itself, since the driver's card (and its form) leaves once counted. */
export const useConfirmCashUp = () =>
  useCallableAction(
    SHOP_DAY_CALLABLES.confirmCashUp,
    () => [cashUpKeys.all()],
    ({ differenceCents }, { countedCents }) => ({
      color: differenceCents === 0 ? 'green' : 'yellow',
      message: m.staff_cashup_done({
        counted: formatKes(countedCents),
        expected: formatKes(countedCents - differenceCents),
      }),
    }),
  );
