import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLABLES } from '../../../../domain/callables';
import { callFunction } from '../../../../lib/firebase/call-function';
import { boardKeys } from './order-board';

/**
 * The staff's actions on orders, one hook each. The order page and the board listen to the orders live,
 * so a success only refreshes the board's counts and pages.
 */
function useOrderAction<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all() }),
  });
}

type Input<K extends keyof typeof CALLABLES> = Parameters<typeof callFunction<(typeof CALLABLES)[K]>>[1];

export const useAssignDriver = () =>
  useOrderAction((input: Input<'assignDriver'>) => callFunction(CALLABLES.assignDriver, input));
export const useStartPacking = () =>
  useOrderAction((input: Input<'startPacking'>) => callFunction(CALLABLES.startPacking, input));
export const useRecordWeights = () =>
  useOrderAction((input: Input<'recordWeights'>) => callFunction(CALLABLES.recordWeights, input));
export const useHandToDriver = () =>
  useOrderAction((input: Input<'handToDriver'>) => callFunction(CALLABLES.handToDriver, input));
export const useCancelPaidOrder = () =>
  useOrderAction((input: Input<'cancelPaidOrder'>) => callFunction(CALLABLES.cancelPaidOrder, input));
export const useRequestBalancePayment = () =>
  useOrderAction((input: Input<'requestBalancePayment'>) =>
    callFunction(CALLABLES.requestBalancePayment, input),
  );
export const useChangeOrder = () =>
  useOrderAction((input: Input<'changeOrder'>) => callFunction(CALLABLES.changeOrder, input));
export const useUnlockDelivery = () =>
  useOrderAction((input: Input<'unlockDelivery'>) => callFunction(CALLABLES.unlockDelivery, input));
