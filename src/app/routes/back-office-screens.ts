import { createRoute, lazyRouteComponent as lazy } from '@tanstack/react-router';
import { PHONE_GROUP_PATHS } from '@nyama/domain/orders/phone-group-paths';
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
import { areaLayout } from './area-layout';
import { backOfficeLayout } from './layouts';

// The screens in the back office's frame, each declared once (docs/decisions/069-one-definition-per-screen.md):
// its path, under the layout of its area (Inner staff, or Admin only), what its address carries
// (`validateSearch`, `$params`, read typed: decision 065), its lazy page and, if the sidebar links to it,
// its link. The sidebar lists its sections in SIDEBAR_SECTIONS' order and, within one, the links in the
// order declared here, the staff's screens before the Admin's.

const inner = areaLayout('inner', backOfficeLayout);
const admin = areaLayout('admin', backOfficeLayout);

const ordersScreens = () => import('../screens/back-office/orders-screens');
const catalogueScreens = () => import('../screens/back-office/catalogue-screens');
const inventoryScreens = () => import('../screens/back-office/inventory-screens');
const productionScreens = () => import('../screens/back-office/production-screens');
const phoneOrders = () => import('../../features/back-office/phone-orders/components/choose-pages');

/** The six /choose<group> screens are one screen, naming its group by its path (PHONE_GROUP_PATHS). */
const chooseGroup = lazy(phoneOrders, 'ChooseGroupPage');

const innerRoutes = [
  createRoute({
    getParentRoute: () => inner,
    path: '/inventory',
    staticData: { sidebar: { section: 'Inventory', label: 'staff_inv_nav_stock' } },
    component: lazy(
      () => import('../../features/back-office/inventory/components/inventory-page'),
      'InventoryPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/inventoryin',
    validateSearch: receiptSearchSchema,
    staticData: { sidebar: { section: 'Inventory', label: 'staff_inv_nav_goods_in' } },
    component: lazy(
      () => import('../../features/back-office/inventory/components/inventory-in-page'),
      'InventoryInPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/inventoryout',
    validateSearch: writeOffSearchSchema,
    staticData: { sidebar: { section: 'Inventory', label: 'staff_inv_nav_write_off' } },
    component: lazy(
      () => import('../../features/back-office/inventory/components/inventory-out-page'),
      'InventoryOutPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/inventorydocs',
    validateSearch: documentSearchSchema,
    staticData: { sidebar: { section: 'Inventory', label: 'staff_inv_nav_documents' } },
    component: lazy(
      () => import('../../features/back-office/inventory/components/inventory-docs-page'),
      'InventoryDocsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/inventorydoc/$id',
    component: lazy(inventoryScreens, 'InventoryDocScreen'),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/inventorytrans/$item/$transaction',
    component: lazy(
      () => import('../../features/back-office/inventory/components/inventory-trans-page'),
      'InventoryTransPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/inventfarmerorders',
    staticData: { sidebar: { section: 'Purchasing', label: 'staff_fo_nav_orders' } },
    component: lazy(
      () => import('../../features/back-office/farmer-orders/components/farmer-orders-page'),
      'FarmerOrdersPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/inventfarmerorder/$id',
    component: lazy(inventoryScreens, 'FarmerOrderScreen'),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/invarhfarmorders',
    staticData: { sidebar: { section: 'Purchasing', label: 'staff_fo_nav_archive' } },
    component: lazy(
      () => import('../../features/back-office/farmer-orders/components/farmer-archive-page'),
      'FarmerArchivePage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/invarhfarmorder/$id',
    component: lazy(inventoryScreens, 'ArchivedFarmerOrderScreen'),
  }),
  // Not in the spec's table: staff review supplier applications (docs/decisions/042-supplier-applications.md).
  createRoute({
    getParentRoute: () => inner,
    path: '/supplierapplications',
    staticData: { sidebar: { section: 'Purchasing', label: 'staff_sup_title' } },
    component: lazy(
      () => import('../../features/back-office/suppliers/components/supplier-applications-page'),
      'SupplierApplicationsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/supplierapplication/$id',
    component: lazy(inventoryScreens, 'SupplierApplicationScreen'),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/buyers',
    staticData: { sidebar: { section: 'Purchasing', label: 'staff_left_nav_buyers' } },
    component: lazy(
      () => import('../../features/back-office/leftovers/components/buyers-page'),
      'BuyersPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/inventleftoverorders',
    staticData: { sidebar: { section: 'Purchasing', label: 'staff_left_nav_sales' } },
    component: lazy(
      () => import('../../features/back-office/leftovers/components/leftover-sales-page'),
      'LeftoverSalesPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/inventleftoverorder/$id',
    component: lazy(inventoryScreens, 'LeftoverSaleScreen'),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/invarhleftoverorders',
    staticData: { sidebar: { section: 'Purchasing', label: 'staff_left_nav_archive' } },
    component: lazy(
      () => import('../../features/back-office/leftovers/components/leftover-archive-page'),
      'LeftoverArchivePage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/invarhleftoverorder/$id',
    component: lazy(inventoryScreens, 'ArchivedLeftoverSaleScreen'),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/productionorders',
    staticData: { sidebar: { section: 'Production', label: 'staff_prod_nav_orders' } },
    component: lazy(
      () => import('../../features/back-office/production/components/production-orders-page'),
      'ProductionOrdersPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/productionorder/$id',
    component: lazy(productionScreens, 'ProductionOrderScreen'),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/arhprodorders',
    staticData: { sidebar: { section: 'Production', label: 'staff_prod_archive' } },
    component: lazy(
      () => import('../../features/back-office/production/components/production-archive-page'),
      'ProductionArchivePage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/arhprodorder/$id',
    component: lazy(productionScreens, 'ArchivedProductionOrderScreen'),
  }),
  // Not in the spec's table: counting the drivers' cash in (docs/decisions/057-a-shop-day-that-balances.md).
  createRoute({
    getParentRoute: () => inner,
    path: '/cashup',
    staticData: { sidebar: { section: 'Money', label: 'staff_nav_cash_up' } },
    component: lazy(
      () => import('../../features/back-office/shop-day/components/cash-up-page'),
      'CashUpPage',
    ),
  }),
  createRoute({
    getParentRoute: () => inner,
    path: '/inventoryforecast',
    staticData: { sidebar: { section: 'Reports', label: 'staff_fc_title' } },
    component: lazy(
      () => import('../../features/back-office/forecast/components/forecast-page'),
      'ForecastPage',
    ),
  }),
] as const;

const adminRoutes = [
  createRoute({
    getParentRoute: () => admin,
    path: '/allorders',
    validateSearch: boardSearchSchema,
    staticData: { sidebar: { section: 'Orders', label: 'staff_nav_all_orders' } },
    component: lazy(
      () => import('../../features/back-office/orders/components/all-orders-page'),
      'AllOrdersPage',
    ),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: '/adminorder/$id',
    component: lazy(ordersScreens, 'AdminOrderScreen'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: '/adminchangeorder/$id',
    component: lazy(
      () => import('../../features/back-office/orders/components/change-order-page'),
      'ChangeOrderPage',
    ),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: '/neworder',
    staticData: { sidebar: { section: 'Orders', label: 'staff_phone_order' } },
    component: lazy(
      () => import('../../features/back-office/phone-orders/components/new-order-page'),
      'NewOrderPage',
    ),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: '/choosemeat',
    validateSearch: chooseMeatSearchSchema,
    component: lazy(phoneOrders, 'ChooseMeatPage'),
  }),
  ...Object.values(PHONE_GROUP_PATHS).map((path) =>
    createRoute({ getParentRoute: () => admin, path, component: chooseGroup }),
  ),
  createRoute({
    getParentRoute: () => admin,
    path: '/chooseitem/$group/$id',
    component: lazy(
      () => import('../../features/back-office/phone-orders/components/choose-item-page'),
      'ChooseItemPage',
    ),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: '/checkout',
    component: lazy(
      () => import('../../features/back-office/phone-orders/components/phone-checkout-page'),
      'PhoneCheckoutPage',
    ),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: '/archorders',
    validateSearch: archiveSearchSchema,
    staticData: { sidebar: { section: 'Orders', label: 'staff_nav_archive' } },
    component: lazy(() => import('../../features/back-office/orders/components/archive-page'), 'ArchivePage'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: '/archorder/$id',
    component: lazy(ordersScreens, 'ArchivedOrderScreen'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: '/items',
    validateSearch: itemSearchSchema,
    staticData: { sidebar: { section: 'Catalogue', label: 'staff_cat_items' } },
    component: lazy(catalogueScreens, 'ItemsScreen'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: '/itemgroups',
    staticData: { sidebar: { section: 'Catalogue', label: 'staff_cat_item_groups' } },
    component: lazy(catalogueScreens, 'ItemGroupsScreen'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: '/coupons',
    validateSearch: couponSearchSchema,
    staticData: { sidebar: { section: 'Catalogue', label: 'staff_cat_coupons' } },
    component: lazy(
      () => import('../../features/back-office/catalogue/components/coupons-page'),
      'CouponsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: '/coupon/$id',
    component: lazy(catalogueScreens, 'CouponScreen'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: '/butchers',
    staticData: { sidebar: { section: 'Catalogue', label: 'staff_cat_butchers' } },
    component: lazy(catalogueScreens, 'ButchersScreen'),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: '/allusers',
    validateSearch: userSearchSchema,
    staticData: { sidebar: { section: 'Customers', label: 'staff_users_title' } },
    component: lazy(() => import('../screens/back-office/users-screens'), 'AllUsersScreen'),
  }),
  // Not in the spec's table: the day's close (docs/decisions/057-a-shop-day-that-balances.md).
  createRoute({
    getParentRoute: () => admin,
    path: '/dayclose',
    validateSearch: dayCloseSearchSchema,
    staticData: { sidebar: { section: 'Money', label: 'staff_nav_day_close' } },
    component: lazy(
      () => import('../../features/back-office/shop-day/components/day-close-page'),
      'DayClosePage',
    ),
  }),
  // Not in the spec's table: the tax invoices owed to KRA's eTIMS and its setup
  // (docs/decisions/074-etims-through-oscu.md).
  createRoute({
    getParentRoute: () => admin,
    path: '/admintax',
    staticData: { sidebar: { section: 'Money', label: 'staff_tax_nav_invoices' } },
    component: lazy(
      () => import('../../features/back-office/tax/components/tax-invoices-page'),
      'TaxInvoicesPage',
    ),
  }),
  createRoute({
    getParentRoute: () => admin,
    path: '/admintaxsetup',
    staticData: { sidebar: { section: 'Money', label: 'staff_tax_nav_setup' } },
    component: lazy(
      () => import('../../features/back-office/tax/components/etims-settings-page'),
      'EtimsSettingsPage',
    ),
  }),
  // Not in the spec's table: what the texts cost (docs/decisions/066-sms-through-africas-talking.md).
  createRoute({
    getParentRoute: () => admin,
    path: '/adminsms',
    staticData: { sidebar: { section: 'Reports', label: 'staff_sms_title' } },
    component: lazy(() => import('../../features/back-office/sms/components/sms-costs-page'), 'SmsCostsPage'),
  }),
] as const;

/** The back office's areas: the staff's first, so a section the two share lists the staff's links first. */
export const backOfficeRoutes = [inner.addChildren(innerRoutes), admin.addChildren(adminRoutes)] as const;
