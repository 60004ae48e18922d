import { CALLABLES } from '@nyama/domain/callables/registry';
import { useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { catalogKeys } from '../../../storefront/catalog/public';
import { catalogueKeys } from './catalogue-keys';

/** Each catalogue action refreshes the lists it changed, and the shop's on this device. */
export const useSaveItem = () =>
  useCallableAction(CALLABLES.saveItem, () => [catalogueKeys.items(), catalogKeys.all()]);

export const useSetItemPrice = () =>
  useCallableAction(CALLABLES.setItemPrice, ({ itemId }) => [
    catalogueKeys.items(),
    catalogueKeys.priceHistory(itemId),
    catalogKeys.all(),
  ]);

export const useAdjustItemStock = () =>
  useCallableAction(CALLABLES.adjustItemStock, () => [catalogueKeys.items(), catalogKeys.all()]);

export const useSaveItemGroup = () =>
  useCallableAction(CALLABLES.saveItemGroup, () => [catalogueKeys.groups(), catalogKeys.all()]);

export const useMoveItemGroup = () =>
  useCallableAction(CALLABLES.moveItemGroup, () => [catalogueKeys.groups(), catalogKeys.all()]);

export const useSaveCoupon = () =>
  useCallableAction(CALLABLES.saveCoupon, ({ previousCode }) => [
    catalogueKeys.coupons(),
    ...(previousCode ? [catalogueKeys.coupon(previousCode)] : []),
  ]);

export const useSaveButcher = () =>
  useCallableAction(CALLABLES.saveButcher, () => [catalogueKeys.butchers()]);
