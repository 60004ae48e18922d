import { isFinalRefundState } from '../orders/refund-state';
import { orderSearchKeys } from '../orders/order-search';
import type { Order } from '../orders/order';
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
export function accountDeletionRefusal(orders: readonly OrderMoney[]): string | null {
  for (const order of orders) {
    if (isUnpaid(order.status)) {
      return `Order ${order.number} is waiting for payment. Cancel it (or let it expire), then delete your account.`;
    }
    if (isToDeliver(order.status)) {
      return `Order ${order.number} is paid and not yet delivered, so money is still in flight. You can delete your account once it is delivered or refunded.`;
    }
    if (order.refunds.some((refund) => !isFinalRefundState(refund.state))) {
      return `A refund on order ${order.number} is still on its way to you. You can delete your account once it arrives.`;
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
