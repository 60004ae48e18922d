import { ORDER_CALLABLES } from '@nyama/domain/callables/order-callables';
import { done, useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { boardKeys } from './order-board';
import { m } from '../../../../paraglide/messages';

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
export const useAssignDriver = () => useCallableAction(ORDER_CALLABLES.assignDriver, changedBoard);
export const useStartPacking = () =>
  useCallableAction(ORDER_CALLABLES.startPacking, changedBoard, done(m.staff_done_packing()));
export const useRecordWeights = () =>
  useCallableAction(ORDER_CALLABLES.recordWeights, changedBoard, done(m.staff_done_weighed()));
export const useHandToDriver = () =>
  useCallableAction(ORDER_CALLABLES.handToDriver, changedBoard, done(m.staff_done_out()));
export const useCancelPaidOrder = () =>
  useCallableAction(ORDER_CALLABLES.cancelPaidOrder, changedBoard, ({ status, refundId }) => {
    if (status === 'cancelled') return { color: 'green', message: m.staff_done_cancelled() };
    return refundId
      ? { color: 'green', message: m.staff_done_cancelled_refunding() }
      : { color: 'ember', message: m.staff_done_cancelled_no_refund() };
  });
export const useRequestBalancePayment = () =>
  useCallableAction(ORDER_CALLABLES.requestBalancePayment, changedBoard, done(m.staff_done_prompt_sent()));
export const useChangeOrder = () =>
  useCallableAction(ORDER_CALLABLES.changeOrder, changedBoard, done(m.staff_done_changed()));
export const useMoveDeliveryToToday = () =>
  useCallableAction(ORDER_CALLABLES.moveDeliveryToToday, changedBoard, done(m.staff_done_moved()));
export const useResolveDoorUnpaid = () =>
  useCallableAction(ORDER_CALLABLES.resolveDoorUnpaid, changedBoard, done(m.staff_done_settled()));
export const useUnlockDelivery = () =>
  useCallableAction(ORDER_CALLABLES.unlockDelivery, changedBoard, done(m.staff_done_unlocked()));
