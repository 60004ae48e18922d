import { lazyRouteComponent } from '@tanstack/react-router';
import { PHONE_GROUP_PATHS, type RoutePath } from '@nyama/domain/people/route-policy';

/** The six /choose<group> screens are one screen, naming its group by its path (PHONE_GROUP_PATHS). */
const chooseGroup = lazyRouteComponent(
  () => import('../../features/back-office/phone-orders/components/choose-pages'),
  'ChooseGroupPage',
);

/** The screens in the back office's frame (Admin and Inner staff). */
export const BACK_OFFICE_SCREENS: Partial<Record<RoutePath, ReturnType<typeof lazyRouteComponent>>> = {
  '/allusers': lazyRouteComponent(
    () => import('../../features/back-office/users/components/all-users-page'),
    'AllUsersPage',
  ),
  '/allorders': lazyRouteComponent(
    () => import('../../features/back-office/orders/components/all-orders-page'),
    'AllOrdersPage',
  ),
  '/adminorder/$id': lazyRouteComponent(
    () => import('../screens/back-office/orders-screens'),
    'AdminOrderScreen',
  ),
  '/adminchangeorder/$id': lazyRouteComponent(
    () => import('../../features/back-office/orders/components/change-order-page'),
    'ChangeOrderPage',
  ),
  '/archorders': lazyRouteComponent(
    () => import('../../features/back-office/orders/components/archive-page'),
    'ArchivePage',
  ),
  '/archorder/$id': lazyRouteComponent(
    () => import('../screens/back-office/orders-screens'),
    'ArchivedOrderScreen',
  ),
  '/items': lazyRouteComponent(() => import('../screens/back-office/catalogue-screens'), 'ItemsScreen'),
  '/itemgroups': lazyRouteComponent(
    () => import('../screens/back-office/catalogue-screens'),
    'ItemGroupsScreen',
  ),
  '/coupons': lazyRouteComponent(
    () => import('../../features/back-office/catalogue/components/coupons-page'),
    'CouponsPage',
  ),
  '/coupon/$id': lazyRouteComponent(() => import('../screens/back-office/catalogue-screens'), 'CouponScreen'),
  '/butchers': lazyRouteComponent(() => import('../screens/back-office/catalogue-screens'), 'ButchersScreen'),
  '/neworder': lazyRouteComponent(
    () => import('../../features/back-office/phone-orders/components/new-order-page'),
    'NewOrderPage',
  ),
  '/choosemeat': lazyRouteComponent(
    () => import('../../features/back-office/phone-orders/components/choose-pages'),
    'ChooseMeatPage',
  ),
  ...Object.fromEntries(Object.values(PHONE_GROUP_PATHS).map((path) => [path, chooseGroup])),
  '/chooseitem/$group/$id': lazyRouteComponent(
    () => import('../../features/back-office/phone-orders/components/choose-item-page'),
    'ChooseItemPage',
  ),
  '/productionorders': lazyRouteComponent(
    () => import('../../features/back-office/production/components/production-orders-page'),
    'ProductionOrdersPage',
  ),
  '/productionorder/$id': lazyRouteComponent(
    () => import('../../features/back-office/production/components/production-order-page'),
    'ProductionOrderPage',
  ),
  '/arhprodorders': lazyRouteComponent(
    () => import('../../features/back-office/production/components/production-archive-page'),
    'ProductionArchivePage',
  ),
  '/arhprodorder/$id': lazyRouteComponent(
    () => import('../../features/back-office/production/components/production-order-page'),
    'ProductionOrderPage',
  ),
  '/inventfarmerorders': lazyRouteComponent(
    () => import('../../features/back-office/farmer-orders/components/farmer-orders-page'),
    'FarmerOrdersPage',
  ),
  '/inventfarmerorder/$id': lazyRouteComponent(
    () => import('../screens/back-office/inventory-screens'),
    'FarmerOrderScreen',
  ),
  '/invarhfarmorders': lazyRouteComponent(
    () => import('../../features/back-office/farmer-orders/components/farmer-archive-page'),
    'FarmerArchivePage',
  ),
  '/invarhfarmorder/$id': lazyRouteComponent(
    () => import('../screens/back-office/inventory-screens'),
    'FarmerOrderScreen',
  ),
  '/buyers': lazyRouteComponent(
    () => import('../../features/back-office/leftovers/components/buyers-page'),
    'BuyersPage',
  ),
  '/inventleftoverorders': lazyRouteComponent(
    () => import('../../features/back-office/leftovers/components/leftover-sales-page'),
    'LeftoverSalesPage',
  ),
  '/inventleftoverorder/$id': lazyRouteComponent(
    () => import('../screens/back-office/inventory-screens'),
    'LeftoverSaleScreen',
  ),
  '/invarhleftoverorders': lazyRouteComponent(
    () => import('../../features/back-office/leftovers/components/leftover-archive-page'),
    'LeftoverArchivePage',
  ),
  '/invarhleftoverorder/$id': lazyRouteComponent(
    () => import('../screens/back-office/inventory-screens'),
    'LeftoverSaleScreen',
  ),
  '/supplierapplications': lazyRouteComponent(
    () => import('../../features/back-office/suppliers/components/supplier-applications-page'),
    'SupplierApplicationsPage',
  ),
  '/supplierapplication/$id': lazyRouteComponent(
    () => import('../screens/back-office/inventory-screens'),
    'SupplierApplicationScreen',
  ),
  '/inventoryforecast': lazyRouteComponent(
    () => import('../../features/back-office/forecast/components/forecast-page'),
    'ForecastPage',
  ),
  '/inventory': lazyRouteComponent(
    () => import('../../features/back-office/inventory/components/inventory-page'),
    'InventoryPage',
  ),
  '/inventoryin': lazyRouteComponent(
    () => import('../../features/back-office/inventory/components/inventory-in-page'),
    'InventoryInPage',
  ),
  '/inventoryout': lazyRouteComponent(
    () => import('../../features/back-office/inventory/components/inventory-out-page'),
    'InventoryOutPage',
  ),
  '/inventorydocs': lazyRouteComponent(
    () => import('../../features/back-office/inventory/components/inventory-docs-page'),
    'InventoryDocsPage',
  ),
  '/inventorydoc/$id': lazyRouteComponent(
    () => import('../screens/back-office/inventory-screens'),
    'InventoryDocScreen',
  ),
  '/inventorytrans/$item/$transaction': lazyRouteComponent(
    () => import('../../features/back-office/inventory/components/inventory-trans-page'),
    'InventoryTransPage',
  ),
  '/cashup': lazyRouteComponent(
    () => import('../../features/back-office/shop-day/components/cash-up-page'),
    'CashUpPage',
  ),
  '/dayclose': lazyRouteComponent(
    () => import('../../features/back-office/shop-day/components/day-close-page'),
    'DayClosePage',
  ),
  '/checkout': lazyRouteComponent(
    () => import('../../features/back-office/phone-orders/components/phone-checkout-page'),
    'PhoneCheckoutPage',
  ),
};
