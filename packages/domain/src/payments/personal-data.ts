import { isFinalRefundState } from '../orders/refund-state';
import { orderSearchKeys } from '../orders/order-search';
import type { Order } from '../orders/order';
import type { PaymentRefusal } from '../orders/payment-refusals';
import { isToDeliver, isUnpaid } from '../kernel/order-status';

/**
 * Tax Procedures Act 2015 s.23(1)(c): a person keeps the records of a transaction for five years from
 * the end of the reporting period it belongs to; the tax invoices and records the VAT Act 2013 and its
 * regulations ask of a VAT-registered seller are kept for that period too. A deleted account's orders
 * and payments are kept that long (docs/decisions/064-customers-data-rights.md).
 */
export const TAX_RECORDS_RETENTION_YEARS = 5;

/** Who a kept order says it was for, once its customer deleted their account. */
export const DELETED_CUSTOMER = 'Deleted customer';

type OrderMoney = Pick<Order, 'number' | 'status' | 'refunds'>;

/**
 * Why an account cannot be deleted now, or null when it can: an order whose money is still moving
 * (a payment that may land, a paid order not yet delivered, a refund on its way) needs its customer to
 * be reachable and their account to exist, to deliver, refund or answer them.
 */
export function accountDeletionRefusal(orders: readonly OrderMoney[]): PaymentRefusal | null {
  for (const { number, status, refunds } of orders) {
    if (isUnpaid(status)) return { reason: 'deletion-order-unpaid', number };
    if (isToDeliver(status)) return { reason: 'deletion-order-in-flight', number };
    if (refunds.some((refund) => !isFinalRefundState(refund.state))) {
      return { reason: 'deletion-refund-in-flight', number };
    }
  }
  return null;
}

/**
 * The order as the shop keeps it after its customer deleted their account: its lines, money, payments,
 * refunds and status history stay (the tax records), while what says who and where they are goes: the
 * customer's name and phone, the delivery address, the driver's notes at their door, and the search
 * keys made from them.
 */
export function withoutPersonalData(order: Order): Order {
  const { customer: _customer, ...kept } = order;
  const anonymous = { ...kept, address: null };
  return {
    ...anonymous,
    searchKeys: orderSearchKeys(anonymous),
    ...(order.delivery ? { delivery: { ...order.delivery, note: null, failedReason: null } } : {}),
  };
}
