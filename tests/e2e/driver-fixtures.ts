import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { DeliveryCodeDoc, DeliveryEvent } from '@nyama/domain/delivery/delivery';
import { deliveryPhotoSchema } from '@nyama/domain/delivery/delivery-photo';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import { orderSearchKeys } from '@nyama/domain/orders/order-search';
import { paymentSchema, type Payment } from '@nyama/domain/payments/payment';
import type { OrderStatus } from '@nyama/domain/kernel/order-status';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { profileSchema, type Profile } from '@nyama/domain/people/user';
import { userSearchKeys } from '@nyama/domain/people/user-search';
import { addressSchema, type Address } from '@nyama/domain/delivery/address';
import { PROJECT_ID, useEmulatorsInThisProcess } from '../../scripts/lib/local';
import { ORDERS } from '../../scripts/seed/orders';
import { DEMO_PASSWORD } from '../../scripts/seed/people';

/** The Admin SDK on the demo emulators: what the server holds, to check that every update landed once. */
export function serverView() {
  useEmulatorsInThisProcess();
  const app =
    getApps().find((candidate) => candidate.name === 'e2e') ??
    initializeApp({ projectId: PROJECT_ID }, 'e2e');
  const db = getFirestore(app);
  return {
    order: async (orderId: string) => orderSchema.parse((await db.doc(paths.order(orderId)).get()).data()),
    reports: async (orderId: string) =>
      (await db.collection(COLLECTIONS.deliveryEvents).where('orderId', '==', orderId).get()).docs.map(
        (doc) => ({ ...(doc.data() as DeliveryEvent), id: doc.id }),
      ),
    /**
     * Deliveries of the demo driver's round made for one test (the seeded ones stay as seeded, since other
     * journeys read them): a copy of seeded order-1005 with its own id, number, status and code, for
     * Brian, or for `customer` (made by addCustomer), whose current order it then becomes; for today, or
     * for `daysAgo` days before.
     */
    async addDelivery(
      status: OrderStatus,
      deliveryCode: string,
      {
        customer,
        daysAgo = 0,
        changes = {},
      }: { customer?: { uid: string }; daysAgo?: number; changes?: Partial<Order> } = {},
    ): Promise<{ id: string; number: string }> {
      const template = ORDERS.find((seeded) => seeded.id === 'order-1005')?.order;
      if (!template) throw new Error('The seed has no order-1005');
      const id = `e2e-${randomUUID().slice(0, 8)}`;
      const number = `NY-E2E-${id.slice(4, 8).toUpperCase()}`;
      const uid = customer?.uid ?? template.uid;
      const slot = { ...template.slot, date: nairobiDate(Date.now() - daysAgo * 86_400_000) };
      const made: Order = { ...template, uid, number, status, slot, driverId: 'demo-driver', ...changes };
      // Found on the board by its own number, not the template's.
      const order: Order = { ...made, searchKeys: orderSearchKeys(made) };
      await db.doc(paths.order(id)).set(orderSchema.parse(order));
      await db.doc(paths.deliveryCode(id)).set({ uid, code: deliveryCode } satisfies DeliveryCodeDoc);
      if (customer) await db.doc(paths.userOrder(uid)).set({ order: id });
      return { id, number };
    },
    /**
     * A customer of one test, with a complete profile (found by staff's search) and a Westlands address,
     * who signs in with `email` and the demo password.
     */
    async addCustomer(mob = '254711000999'): Promise<{ uid: string; email: string }> {
      const email = `photo-${randomUUID().slice(0, 8)}@nyama.test`;
      const { uid } = await getAuth(app).createUser({ email, password: DEMO_PASSWORD });
      const profile: Profile = { name: 'Wairimu', surname: 'Njeri', mob, email };
      await db
        .doc(paths.user(uid))
        .set({ ...profileSchema.parse(profile), searchKeys: userSearchKeys(profile) });
      const address: Address = {
        label: 'Home',
        recipient: 'Wairimu Njeri',
        phone: mob,
        zoneId: 'westlands',
        area: 'Kileleshwa',
        street: 'Othaya Road',
        building: '',
        notes: '',
      };
      await db.collection(paths.addresses(uid)).add(addressSchema.parse(address));
      return { uid, email };
    },
    /**
     * A paid order of its own for one test: a copy of seeded order-1006 (2 kg of sirloin, paid by M-Pesa)
     * with no driver yet, for a new customer whose current order it is, and its succeeded M-Pesa payment,
     * so staff can weigh it, prompt the customer's `phone` (2547…) for a balance or refund the payment.
     */
    async addPaidOrder(phone: string): Promise<{ id: string; number: string; order: Order; email: string }> {
      const template = ORDERS.find((seeded) => seeded.id === 'order-1006')?.order;
      if (!template?.address) throw new Error('The seed has no order-1006 with an address');
      const id = `e2e-${randomUUID().slice(0, 8)}`;
      const number = `NY-E2E-${id.slice(4, 8).toUpperCase()}`;
      const email = `paid-${id.slice(4)}@nyama.test`;
      const { uid } = await getAuth(app).createUser({ email, password: DEMO_PASSWORD });
      const profile: Profile = { name: 'Njoki', surname: 'Wambui', mob: phone, email };
      await db.doc(paths.user(uid)).set(profileSchema.parse(profile));
      const nowMs = Date.now();
      const paymentId = `e2e-pay-${id.slice(4)}`;
      const payment: Payment = {
        orderId: id,
        uid,
        provider: 'mpesa',
        purpose: 'order',
        amountCents: template.totalCents,
        phone,
        state: 'succeeded',
        providerRef: `ws_CO_${id.slice(4)}`,
        receipt: `E2E${id.slice(4, 11).toUpperCase()}`,
        resultCode: '0',
        message: null,
        callbackSecret: randomUUID(),
        needsRefund: false,
        createdAtMs: nowMs,
        updatedAtMs: nowMs,
      };
      const placed: Order = {
        ...template,
        uid,
        number,
        driverId: null,
        address: { ...template.address, recipient: 'Njoki Wambui', phone },
        customer: { name: 'Njoki Wambui', phone },
        payment: {
          paymentId,
          provider: 'mpesa',
          state: 'succeeded',
          message: null,
          receipt: payment.receipt,
        },
        paidCents: payment.amountCents,
        createdAtMs: nowMs,
        updatedAtMs: nowMs,
      };
      const order = { ...placed, searchKeys: orderSearchKeys(placed) };
      await db.doc(paths.payment(paymentId)).set(paymentSchema.parse(payment));
      await db.doc(paths.order(id)).set(orderSchema.parse(order));
      await db.doc(paths.deliveryCode(id)).set({ uid, code: '6604' } satisfies DeliveryCodeDoc);
      await db.doc(paths.userOrder(uid)).set({ order: id });
      return { id, number, order, email };
    },
    /**
     * A delivery a journey does not follow: the order becomes delivered as the driver's report makes it,
     * and its triggers (the sale's tax invoice among them) run as they would.
     */
    async markDelivered(orderId: string): Promise<void> {
      const ref = db.doc(paths.order(orderId));
      const { statusHistory } = orderSchema.parse((await ref.get()).data());
      const atMs = Date.now();
      await ref.update({
        status: 'delivered',
        statusHistory: [...statusHistory, { status: 'delivered', atMs }],
        updatedAtMs: atMs,
      });
    },
    /** Every order delivered (or to be) on `day`, as the server holds it. */
    ordersOf: async (day: string) =>
      (await db.collection(COLLECTIONS.orders).where('slot.date', '==', day).get()).docs.map((doc) =>
        orderSchema.parse(doc.data()),
      ),
    /** What an Admin does while the driver is offline: gives the delivery to another driver. */
    reassign: (orderId: string, driverId: string) => db.doc(paths.order(orderId)).update({ driverId }),
    photo: async (reportId: string) =>
      deliveryPhotoSchema.parse((await db.doc(paths.deliveryPhoto(reportId)).get()).data()),
  };
}
