import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { CallableContract } from '../../domain/callable-contract';
import { callFunction } from './call-function';

/**
 * The one way a screen runs a staff action: call the contract, then refresh the queries the action
 * changed. Lists that listen live need no refresh; the ones read once are named by `changed`.
 */
export function useCallableAction<C extends CallableContract>(
  contract: C,
  changed: (input: z.input<C['input']>) => QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<C['input']>) => callFunction(contract, input),
    onSuccess: async (_result, input) => {
      await Promise.all(changed(input).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
