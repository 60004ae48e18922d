import { CALLABLES } from '@nyama/domain/callables/registry';
import { done, useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { boardKeys } from './order-board';

/**
 * The staff's actions on orders, one hook each, each with what it says once done (said by the action,
 * since the form that started it often leaves the live order page as the order moves on). The order
 * page and the board listen to the orders live, so a success only refreshes the board's counts and pages.
 */
const changedBoard = () => [boardKeys.all()];

/**
 * Assigning is confirmed by the board's bulk bar, which counts the orders it gave; the order page's
 * driver select shows its choice in place and says nothing.
 */
export const useAssignDriver = () => useCallableAction(CALLABLES.assignDriver, changedBoard);
export const useStartPacking = () =>
  useCallableAction(CALLABLES.startPacking, changedBoard, done('Packing started.'));
export const useRecordWeights = () =>
  useCallableAction(CALLABLES.recordWeights, changedBoard, done('Weighed. The customer is told.'));
export const useHandToDriver = () =>
  useCallableAction(CALLABLES.handToDriver, changedBoard, done('Out for delivery.'));
export const useCancelPaidOrder = () =>
  useCallableAction(CALLABLES.cancelPaidOrder, changedBoard, ({ status, refundId }) => {
    if (status === 'cancelled') return { color: 'green', message: 'Cancelled.' };
    return refundId
      ? { color: 'green', message: 'Cancelled; the payment is being refunded.' }
      : { color: 'ember', message: 'Cancelled, but no refund could be sent: refund it below.' };
  });
export const useRequestBalancePayment = () =>
  useCallableAction(CALLABLES.requestBalancePayment, changedBoard, done('M-Pesa prompt sent.'));
export const useChangeOrder = () =>
  useCallableAction(CALLABLES.changeOrder, changedBoard, done('Order changed. The customer is told.'));
export const useMoveDeliveryToToday = () =>
  useCallableAction(
    CALLABLES.moveDeliveryToToday,
    changedBoard,
    done('Moved to today. The customer is told.'),
  );
export const useResolveDoorUnpaid = () =>
  useCallableAction(CALLABLES.resolveDoorUnpaid, changedBoard, done('Settled. It leaves the unpaid list.'));
export const useUnlockDelivery = () =>
  useCallableAction(
    CALLABLES.unlockDelivery,
    changedBoard,
    done('Unlocked: the driver can enter the code again.'),
  );
