import { notifications, type NotificationData } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { CallableContract } from '@nyama/domain/callables/callable-contract';
import { callFunction } from './call-function';

/**
 * What an action says once it succeeded, from its answer and what was asked. It is shown by the action
 * itself, not by the screen that started it: a live screen often leaves the form that started an action
 * as soon as the action lands (a weighed order has no weighing form), and a toast asked for by a form
 * that is gone never shows (docs/decisions/057-a-shop-day-that-balances.md).
 */
export type Confirmation<C extends CallableContract> = (
  result: z.output<C['output']>,
  input: z.input<C['input']>,
) => Pick<NotificationData, 'color' | 'message'>;

/** The confirmation of an action that says the same whatever it answered. */
export const done = (message: string) => () => ({ color: 'green', message });

/**
 * The one way a screen runs a staff action: call the contract, then refresh the queries the action
 * changed and say that it succeeded. Lists that listen live need no refresh; the ones read once are
 * named by `changed`.
 */
export function useCallableAction<C extends CallableContract>(
  contract: C,
  changed: (input: z.input<C['input']>) => QueryKey[],
  confirm?: Confirmation<C>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<C['input']>) => callFunction(contract, input),
    onSuccess: async (result, input) => {
      if (confirm) notifications.show(confirm(result, input));
      await Promise.all(changed(input).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
