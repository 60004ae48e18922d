import { CATALOGUE_CALLABLES } from '@nyama/domain/callables/catalogue-callables';
import { done, useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { catalogKeys } from '../../../storefront/catalog/public';
import { catalogueKeys } from './catalogue-keys';
import { m } from '../../../../paraglide/messages';

/** Each catalogue action refreshes the lists it changed, and the shop's on this device. */
export const useSaveItem = () =>
  useCallableAction(
    CATALOGUE_CALLABLES.saveItem,
    () => [catalogueKeys.items(), catalogKeys.all()],
    (_saved, { itemId }) => ({
      color: 'green',
      message: itemId ? m.staff_cat_item_saved() : m.staff_cat_item_created(),
    }),
  );

export const useSetItemPrice = () =>
  useCallableAction(
    CATALOGUE_CALLABLES.setItemPrice,
    ({ itemId }) => [catalogueKeys.items(), catalogueKeys.priceHistory(itemId), catalogKeys.all()],
    done(m.staff_cat_price_saved()),
  );

export const useAdjustItemStock = () =>
  useCallableAction(
    CATALOGUE_CALLABLES.adjustItemStock,
    () => [catalogueKeys.items(), catalogKeys.all()],
    done(m.staff_cat_stock_adjusted()),
  );

/**
 * Saving a group is confirmed by the groups' page: its form says so, while showing or hiding a group in
 * its row changes the row and says nothing.
 */
export const useSaveItemGroup = () =>
  useCallableAction(CATALOGUE_CALLABLES.saveItemGroup, () => [catalogueKeys.groups(), catalogKeys.all()]);

export const useMoveItemGroup = () =>
  useCallableAction(CATALOGUE_CALLABLES.moveItemGroup, () => [catalogueKeys.groups(), catalogKeys.all()]);

/**
 * Saving a coupon is confirmed by its page, which says what its button did (enabled, disabled) or that
 * the form was saved; the input alone cannot tell an Enable from a form saved with Enabled ticked.
 */
export const useSaveCoupon = () =>
  useCallableAction(CATALOGUE_CALLABLES.saveCoupon, ({ previousCode }) => [
    catalogueKeys.coupons(),
    ...(previousCode ? [catalogueKeys.coupon(previousCode)] : []),
  ]);

export const useSaveButcher = () =>
  useCallableAction(
    CATALOGUE_CALLABLES.saveButcher,
    () => [catalogueKeys.butchers()],
    done(m.staff_cat_butcher_saved()),
  );
