import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { CALLABLES } from '../../../../domain/callables';
import type { CallableContract } from '../../../../domain/callable-contract';
import { callFunction } from '../../../../lib/firebase/call-function';
import { catalogKeys } from '../../../storefront/catalog/api/catalog';
import { catalogueKeys } from './catalogue-keys';

/** One catalogue action: calls its contract, then refreshes the lists it changed (and the shop's, on this device). */
function useCatalogueAction<C extends CallableContract>(
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

export const useSaveItem = () =>
  useCatalogueAction(CALLABLES.saveItem, () => [catalogueKeys.items(), catalogKeys.all()]);

export const useSetItemPrice = () =>
  useCatalogueAction(CALLABLES.setItemPrice, ({ itemId }) => [
    catalogueKeys.items(),
    catalogueKeys.priceHistory(itemId),
    catalogKeys.all(),
  ]);

export const useAdjustItemStock = () =>
  useCatalogueAction(CALLABLES.adjustItemStock, () => [catalogueKeys.items(), catalogKeys.all()]);

export const useSaveItemGroup = () =>
  useCatalogueAction(CALLABLES.saveItemGroup, () => [catalogueKeys.groups(), catalogKeys.all()]);

export const useMoveItemGroup = () =>
  useCatalogueAction(CALLABLES.moveItemGroup, () => [catalogueKeys.groups(), catalogKeys.all()]);

export const useSaveCoupon = () =>
  useCatalogueAction(CALLABLES.saveCoupon, ({ previousCode }) => [
    catalogueKeys.coupons(),
    ...(previousCode ? [catalogueKeys.coupon(previousCode)] : []),
  ]);

export const useSaveButcher = () =>
  useCatalogueAction(CALLABLES.saveButcher, () => [catalogueKeys.butchers()]);
