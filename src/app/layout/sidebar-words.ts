import { m } from '../../paraglide/messages';

/**
 * The sidebar's links in the page's language. A staff screen's route names its link's message
 * (`staticData.sidebar.label`, one of these keys): the route tree is built at every start, a visitor's
 * too, so it carries the names and the back office, loaded when staff open it, carries the words
 * (decision 072). A name missing here does not compile.
 */
export const SIDEBAR_WORDS = {
  staff_inv_nav_stock: m.staff_inv_nav_stock,
  staff_inv_nav_goods_in: m.staff_inv_nav_goods_in,
  staff_inv_nav_write_off: m.staff_inv_nav_write_off,
  staff_inv_nav_documents: m.staff_inv_nav_documents,
  staff_fo_nav_orders: m.staff_fo_nav_orders,
  staff_fo_nav_archive: m.staff_fo_nav_archive,
  staff_sup_title: m.staff_sup_title,
  staff_left_nav_buyers: m.staff_left_nav_buyers,
  staff_left_nav_sales: m.staff_left_nav_sales,
  staff_left_nav_archive: m.staff_left_nav_archive,
  staff_prod_nav_orders: m.staff_prod_nav_orders,
  staff_prod_archive: m.staff_prod_archive,
  staff_nav_cash_up: m.staff_nav_cash_up,
  staff_fc_title: m.staff_fc_title,
  staff_nav_all_orders: m.staff_nav_all_orders,
  staff_phone_order: m.staff_phone_order,
  staff_nav_archive: m.staff_nav_archive,
  staff_cat_items: m.staff_cat_items,
  staff_cat_item_groups: m.staff_cat_item_groups,
  staff_cat_coupons: m.staff_cat_coupons,
  staff_cat_butchers: m.staff_cat_butchers,
  staff_users_title: m.staff_users_title,
  staff_nav_day_close: m.staff_nav_day_close,
  staff_tax_nav_invoices: m.staff_tax_nav_invoices,
  staff_tax_nav_setup: m.staff_tax_nav_setup,
  staff_sms_title: m.staff_sms_title,
} satisfies Record<string, () => string>;

export type SidebarLabel = keyof typeof SIDEBAR_WORDS;
