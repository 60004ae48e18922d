import { CALLABLES } from '../../../../domain/callables';
import { useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { boardKeys } from './order-board';

/**
 * The staff's actions on orders, one hook each. The order page and the board listen to the orders live,
 * so a success only refreshes the board's counts and pages.
 */
const changedBoard = () => [boardKeys.all()];

export const useAssignDriver = () => useCallableAction(CALLABLES.assignDriver, changedBoard);
export const useStartPacking = () => useCallableAction(CALLABLES.startPacking, changedBoard);
export const useRecordWeights = () => useCallableAction(CALLABLES.recordWeights, changedBoard);
export const useHandToDriver = () => useCallableAction(CALLABLES.handToDriver, changedBoard);
export const useCancelPaidOrder = () => useCallableAction(CALLABLES.cancelPaidOrder, changedBoard);
export const useRequestBalancePayment = () =>
  useCallableAction(CALLABLES.requestBalancePayment, changedBoard);
export const useChangeOrder = () => useCallableAction(CALLABLES.changeOrder, changedBoard);
export const useMoveDeliveryToToday = () => useCallableAction(CALLABLES.moveDeliveryToToday, changedBoard);
export const useResolveDoorUnpaid = () => useCallableAction(CALLABLES.resolveDoorUnpaid, changedBoard);
export const useUnlockDelivery = () => useCallableAction(CALLABLES.unlockDelivery, changedBoard);
