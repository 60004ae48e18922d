import { queryOptions } from '@tanstack/react-query';
import { onSnapshot, query, where, type DocumentSnapshot, type QuerySnapshot } from 'firebase/firestore';
import { ORDER_CALLABLES } from '@nyama/domain/callables/order-callables';
import type { DeliveryEvent } from '@nyama/domain/delivery/delivery';
import type { Order } from '@nyama/domain/orders/order';
import type { PushRequest } from '@nyama/domain/orders/push';
import { callFunction } from '../../../../lib/firebase/call-function';
import { refs } from '../../../../lib/firebase/refs';
import { useLive, type Live } from '../../../../lib/live-read';
import type { OrderWithId } from './order-pages';
import { m } from '../../../../paraglide/messages';

const adminOrderKeys = {
  payments: (orderId: string, version: number) => ['admin', 'orders', orderId, 'payments', version] as const,
};

/** One order, live: staff watch it move as the customer pays and the driver reports. Null: no such order. */
export function useAdminOrder(orderId: string): Live<OrderWithId | null> {
  return useLive(`admin-order:${orderId}`, {
    listen: (next, fail) => onSnapshot(refs.order(orderId), next, fail),
    read: (snapshot: DocumentSnapshot<Order>) => {
      const order = snapshot.data();
      return { data: order ? { ...order, id: snapshot.id } : null, fromCache: snapshot.metadata.fromCache };
    },
    failure: m.staff_order_not_loaded(),
  });
}

/**
 * Every payment attempt with the provider's references (through a function: payments hold secrets).
 * `version` is the order's updatedAtMs: a payment's news changes the order, so the list is read again.
 */
export const orderPaymentsQuery = (orderId: string, version: number) =>
  queryOptions({
    queryKey: adminOrderKeys.payments(orderId, version),
    queryFn: async () => (await callFunction(ORDER_CALLABLES.listOrderPayments, { orderId })).payments,
  });

/** The customer's delivery code (staff read it to help a driver at the door). */
export function useDeliveryCode(orderId: string): Live<string | null> {
  return useLive(`admin-order-code:${orderId}`, {
    listen: (next, fail) => onSnapshot(refs.deliveryCode(orderId), next, fail),
    read: (snapshot: DocumentSnapshot<{ code: string }>) => ({
      data: snapshot.data()?.code ?? null,
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.staff_code_not_loaded(),
  });
}

type DeliveryRecord = {
  reports: (DeliveryEvent & { id: string })[];
  messages: (PushRequest & { id: string })[];
  photos: string[];
};

const byTap = <T extends { clientAtMs: number }>(a: T, b: T) => a.clientAtMs - b.clientAtMs;

/** What the driver reported, sent and photographed for this order, live. */
export function useDeliveryRecord(orderId: string): {
  reports: Live<DeliveryRecord['reports']>;
  messages: Live<DeliveryRecord['messages']>;
  photos: Live<string[]>;
} {
  const reports = useLive(`admin-order-reports:${orderId}`, {
    listen: (next, fail) =>
      onSnapshot(query(refs.deliveryEvents(), where('orderId', '==', orderId)), next, fail),
    read: (snapshot: QuerySnapshot<DeliveryEvent>) => ({
      data: snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id })).sort(byTap),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.staff_reports_not_loaded(),
  });
  const messages = useLive(`admin-order-messages:${orderId}`, {
    listen: (next, fail) =>
      onSnapshot(query(refs.pushRequests(), where('orderId', '==', orderId)), next, fail),
    read: (snapshot: QuerySnapshot<PushRequest>) => ({
      data: snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id })).sort(byTap),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.staff_messages_not_loaded(),
  });
  const photos = useLive(`admin-order-photos:${orderId}`, {
    listen: (next, fail) =>
      onSnapshot(query(refs.deliveryPhotos(), where('orderId', '==', orderId)), next, fail),
    read: (snapshot: QuerySnapshot<{ jpeg: string }>) => ({
      data: snapshot.docs.map((doc) => doc.data().jpeg),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.staff_photo_not_loaded(),
  });
  return { reports, messages, photos };
}
