import { useLiveQuery } from 'dexie-react-hooks';
import { driverDb } from './driver-db';

const keyOf = (driverId: string, date: string) => `${driverId}:${date}`;

/** The driver's chosen order of the day's deliveries, kept on the phone (it is nobody else's business). */
export function useRoundSequence(driverId: string, date: string): string[] {
  return useLiveQuery(
    async () => (await driverDb.sequences.get(keyOf(driverId, date)))?.orderIds ?? [],
    [driverId, date],
    [],
  );
}

/** Moves one delivery up or down among those shown, keeping everyone else's place. */
export async function moveDelivery(
  driverId: string,
  date: string,
  shown: string[],
  orderId: string,
  by: -1 | 1,
): Promise<void> {
  const orderIds = [...shown];
  const from = orderIds.indexOf(orderId);
  const to = from + by;
  const neighbour = orderIds[to];
  if (from < 0 || neighbour === undefined) return;
  orderIds[to] = orderId;
  orderIds[from] = neighbour;
  await driverDb.sequences.put({ key: keyOf(driverId, date), orderIds });
}
