import { createRoute, lazyRouteComponent as lazy } from '@tanstack/react-router';
import { PHONE_GROUP_PATHS } from '@nyama/domain/people/route-policy';
import {
  archiveSearchSchema,
  boardSearchSchema,
  chooseMeatSearchSchema,
  couponSearchSchema,
  dayCloseSearchSchema,
  documentSearchSchema,
  itemSearchSchema,
  receiptSearchSchema,
  userSearchSchema,
  writeOffSearchSchema,
} from '../../lib/route-search';
import { areaLayout, pathIn, servesItsArea } from './area-layout';
import { backOfficeLayout } from './layouts';

// The screens in the back office's frame, under the layout of the area the route table (the domain's
// ROUTE_AREAS) gives each path: Admin, or Inner staff. A screen that reads its address declares it here
// (`validateSearch`, `$params`) and reads it typed (docs/decisions/065-typed-routes.md).

const admin = areaLayout('admin', backOfficeLayout);
const adminPath = pathIn('admin');
const inner = areaLayout('inner', backOfficeLayout);
const innerPath = pathIn('inner');

const ordersScreens = () => import('../screens/back-office/orders-screens');
const catalogueScreens = () => import('../screens/back-office/catalogue-screens');
const inventoryScreens = () => import('../screens/back-office/inventory-screens');
const productionScreens = () => import('../screens/back-office/production-screens');
const phoneOrders = () => import('../../features/back-office/phone-orders/components/choose-pages');

/** The six /choose<group> screens are one screen, naming its group by its path (PHONE_GROUP_PATHS). */
const chooseGroup = lazy(phoneOrders, 'ChooseGroupPage');

const adminRoutes = [
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/allusers'),
    validateSearch: userSearchSchema,
    component: lazy(() => import('../screens/back-office/users-screens'), 'AllUsersScreen'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/allorders'),
    validateSearch: boardSearchSchema,
    component: lazy(
      () => import('../../features/back-office/orders/components/all-orders-page'),
      'AllOrdersPage',
    ),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/adminorder/$id'),
    component: lazy(ordersScreens, 'AdminOrderScreen'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/adminchangeorder/$id'),
    component: lazy(
      () => import('../../features/back-office/orders/components/change-order-page'),
      'ChangeOrderPage',
    ),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/archorders'),
    validateSearch: archiveSearchSchema,
    component: lazy(() => import('../../features/back-office/orders/components/archive-page'), 'ArchivePage'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/archorder/$id'),
    component: lazy(ordersScreens, 'ArchivedOrderScreen'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/items'),
    validateSearch: itemSearchSchema,
    component: lazy(catalogueScreens, 'ItemsScreen'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/itemgroups'),
    component: lazy(catalogueScreens, 'ItemGroupsScreen'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/coupons'),
    validateSearch: couponSearchSchema,
    component: lazy(
      () => import('../../features/back-office/catalogue/components/coupons-page'),
      'CouponsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/coupon/$id'),
    component: lazy(catalogueScreens, 'CouponScreen'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/butchers'),
    component: lazy(catalogueScreens, 'ButchersScreen'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/neworder'),
    component: lazy(
      () => import('../../features/back-office/phone-orders/components/new-order-page'),
      'NewOrderPage',
    ),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/choosemeat'),
    validateSearch: chooseMeatSearchSchema,
    component: lazy(phoneOrders, 'ChooseMeatPage'),
  }),
  ...Object.values(PHONE_GROUP_PATHS).map((path) =>
    createRoute({ getParentRoute: () => admin, path, component: chooseGroup }),
  ),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/chooseitem/$group/$id'),
    component: lazy(
      () => import('../../features/back-office/phone-orders/components/choose-item-page'),
      'ChooseItemPage',
    ),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/checkout'),
    component: lazy(
      () => import('../../features/back-office/phone-orders/components/phone-checkout-page'),
      'PhoneCheckoutPage',
    ),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: adminPath('/dayclose'),
    validateSearch: dayCloseSearchSchema,
    component: lazy(
      () => import('../../features/back-office/shop-day/components/day-close-page'),
      'DayClosePage',
    ),
  }),
] as const;

const innerRoutes = [
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/productionorders'),
    component: lazy(
      () => import('../../features/back-office/production/components/production-orders-page'),
      'ProductionOrdersPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/productionorder/$id'),
    component: lazy(productionScreens, 'ProductionOrderScreen'),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/arhprodorders'),
    component: lazy(
      () => import('../../features/back-office/production/components/production-archive-page'),
      'ProductionArchivePage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/arhprodorder/$id'),
    component: lazy(productionScreens, 'ArchivedProductionOrderScreen'),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/inventfarmerorders'),
    component: lazy(
      () => import('../../features/back-office/farmer-orders/components/farmer-orders-page'),
      'FarmerOrdersPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/inventfarmerorder/$id'),
    component: lazy(inventoryScreens, 'FarmerOrderScreen'),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/invarhfarmorders'),
    component: lazy(
      () => import('../../features/back-office/farmer-orders/components/farmer-archive-page'),
      'FarmerArchivePage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/invarhfarmorder/$id'),
    component: lazy(inventoryScreens, 'ArchivedFarmerOrderScreen'),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/buyers'),
    component: lazy(
      () => import('../../features/back-office/leftovers/components/buyers-page'),
      'BuyersPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/inventleftoverorders'),
    component: lazy(
      () => import('../../features/back-office/leftovers/components/leftover-sales-page'),
      'LeftoverSalesPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/inventleftoverorder/$id'),
    component: lazy(inventoryScreens, 'LeftoverSaleScreen'),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/invarhleftoverorders'),
    component: lazy(
      () => import('../../features/back-office/leftovers/components/leftover-archive-page'),
      'LeftoverArchivePage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/invarhleftoverorder/$id'),
    component: lazy(inventoryScreens, 'ArchivedLeftoverSaleScreen'),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/supplierapplications'),
    component: lazy(
      () => import('../../features/back-office/suppliers/components/supplier-applications-page'),
      'SupplierApplicationsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/supplierapplication/$id'),
    component: lazy(inventoryScreens, 'SupplierApplicationScreen'),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/inventoryforecast'),
    component: lazy(
      () => import('../../features/back-office/forecast/components/forecast-page'),
      'ForecastPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/inventory'),
    component: lazy(
      () => import('../../features/back-office/inventory/components/inventory-page'),
      'InventoryPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/inventoryin'),
    validateSearch: receiptSearchSchema,
    component: lazy(
      () => import('../../features/back-office/inventory/components/inventory-in-page'),
      'InventoryInPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/inventoryout'),
    validateSearch: writeOffSearchSchema,
    component: lazy(
      () => import('../../features/back-office/inventory/components/inventory-out-page'),
      'InventoryOutPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/inventorydocs'),
    validateSearch: documentSearchSchema,
    component: lazy(
      () => import('../../features/back-office/inventory/components/inventory-docs-page'),
      'InventoryDocsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/inventorydoc/$id'),
    component: lazy(inventoryScreens, 'InventoryDocScreen'),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/inventorytrans/$item/$transaction'),
    component: lazy(
      () => import('../../features/back-office/inventory/components/inventory-trans-page'),
      'InventoryTransPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: innerPath('/cashup'),
    component: lazy(
      () => import('../../features/back-office/shop-day/components/cash-up-page'),
      'CashUpPage',
    ),
  }),
] as const;

/** The back office's areas, each checked at start to serve every path the route table gives it. */
export const backOfficeRoutes = [
  servesItsArea('admin', admin.addChildren(adminRoutes)),
  servesItsArea('inner', inner.addChildren(innerRoutes)),
] as const;
