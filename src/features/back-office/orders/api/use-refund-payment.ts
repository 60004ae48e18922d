import { ORDER_CALLABLES } from '@nyama/domain/callables/order-callables';
import { useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { m } from '../../../../paraglide/messages';

/**
 * Admin: gives part or all of a payment back (refundPayment). The caller makes `requestId` once per
 * refund dialog (crypto.randomUUID()) and sends the same one on every retry, so a repeated tap or a
 * lost answer never refunds twice. The answer's state is usually `pending`: the order's refunds
 * (useOrderRefunds, live) show when the provider has actually sent the money, so nothing is read afresh.
 * It says it was sent itself: the refunds' list reloads as the order changes, and the form with it.
 */
export const useRefundPayment = () =>
  useCallableAction(
    ORDER_CALLABLES.refundPayment,
    () => [],
    () => ({ color: 'green', message: m.staff_done_refund_sent() }),
  );
