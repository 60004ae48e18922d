import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { formatKes } from '@nyama/domain/kernel/money';
import { paths } from '@nyama/domain/kernel/paths';
import { recordAudit } from '../../lib/audit';
import { onContract } from '../../lib/callable';
import { db } from '../../lib/db';
import { personName } from '../../lib/person-name';
import { PLACING_OPTIONS, placeOrderFor } from '../place-order';
import { quoteOrderFor } from '../quote-order';

/** Admin: a phone order's price, as the customer's own checkout would price it (their coupon uses, their addresses). */
export const quotePhoneOrder = onContract(CALLABLES.quotePhoneOrder, async ({ customerUid, ...request }) => {
  if ((await personName(db(), customerUid)) === null) {
    throw new HttpsError('not-found', 'There is no customer with that id.');
  }
  return quoteOrderFor(customerUid, request);
});

/**
 * Admin: places a phone order for its customer through placeOrder's own path (prices, stock, slot, coupon
 * use, userOrders pointer: all the customer's), recording who took it and auditing it in the same
 * transaction. Pay on delivery confirms it at once; M-Pesa leaves it pending for the prompt.
 */
export const placePhoneOrder = onContract(
  CALLABLES.placePhoneOrder,
  async ({ customerUid, payment, ...request }, caller) => {
    const firestore = db();
    const placedBy = {
      uid: caller.uid,
      name: (await personName(firestore, caller.uid))?.full ?? caller.email ?? caller.uid,
    };
    const { orderId } = await placeOrderFor(customerUid, request, Date.now(), {
      placedBy,
      payOnDelivery: payment === 'onDelivery',
      audit: (tx, placedId, order) =>
        recordAudit(
          firestore,
          tx,
          caller,
          CALLABLES.placePhoneOrder,
          {
            targetPath: paths.order(placedId),
            summary: `Phone order ${order.number} of ${formatKes(order.totalCents)} taken for ${
              order.customer?.name ?? customerUid
            }, ${payment === 'onDelivery' ? 'to be paid on delivery' : 'to be paid by M-Pesa'}`,
            before: null,
            after: { status: order.status, totalCents: order.totalCents, placedBy: placedBy.name, payment },
          },
          order.createdAtMs,
        ),
    });
    return { orderId };
  },
  PLACING_OPTIONS,
);
