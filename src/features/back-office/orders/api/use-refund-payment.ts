import { useMutation } from '@tanstack/react-query';
import { CALLABLES, type RefundPaymentInput } from '../../../../domain/callables';
import { callFunction } from '../../../../lib/firebase/call-function';

/**
 * Admin: gives part or all of a payment back (refundPayment). The caller makes `requestId` once per
 * refund dialog (crypto.randomUUID()) and sends the same one on every retry, so a repeated tap or a
 * lost answer never refunds twice. The answer's state is usually `pending`: the order's refunds
 * (useOrderRefunds) show when the provider has actually sent the money.
 */
export function useRefundPayment() {
  return useMutation({
    mutationFn: (input: RefundPaymentInput) => callFunction(CALLABLES.refundPayment, input),
  });
}
