import { queryOptions } from '@tanstack/react-query';
import { getDocs, query, where } from 'firebase/firestore';
import { CALLABLES, type AssignDriverInput } from '../../../../domain/callables';
import { ASSIGNABLE_STATUSES } from '../../../../domain/delivery';
import { SLOTS } from '../../../../domain/slots';
import { callFunction } from '../../../../lib/firebase/call-function';
import { refs } from '../../../../lib/firebase/refs';

export const adminOrderKeys = {
  toDeliver: () => ['admin', 'orders', 'toDeliver'] as const,
  drivers: () => ['admin', 'drivers'] as const,
};

const slotIndex = (slotId: string) => SLOTS.findIndex((slot) => slot.id === slotId);

/** Paid orders not yet delivered, by delivery window: the ones that need (or have) a driver. */
export const ordersToDeliverQuery = () =>
  queryOptions({
    queryKey: adminOrderKeys.toDeliver(),
    queryFn: async () => {
      const snapshot = await getDocs(query(refs.orders(), where('status', 'in', [...ASSIGNABLE_STATUSES])));
      return snapshot.docs
        .map((doc) => ({ ...doc.data(), id: doc.id }))
        .filter((order) => order.fulfilment === 'delivery')
        .sort(
          (a, b) =>
            a.slot.date.localeCompare(b.slot.date) ||
            slotIndex(a.slot.slotId) - slotIndex(b.slot.slotId) ||
            a.number.localeCompare(b.number),
        );
    },
  });

/** Accounts with the Driver role (the profile mirrors the role claim). */
export const driversQuery = () =>
  queryOptions({
    queryKey: adminOrderKeys.drivers(),
    queryFn: async () => {
      const snapshot = await getDocs(query(refs.users(), where('role', '==', 'Driver')));
      return snapshot.docs.map((doc) => ({ uid: doc.id, name: `${doc.data().name} ${doc.data().surname}` }));
    },
  });

export function assignDriver(input: AssignDriverInput) {
  return callFunction(CALLABLES.assignDriver, input);
}
