import { CATALOGUE_CALLABLES } from './catalogue-callables';
import { CUSTOMER_CALLABLES } from './customer-callables';
import { CUSTOMER_RECORD_CALLABLES } from './customer-record-callables';
import { DATA_RIGHTS_CALLABLES } from './data-rights-callables';
import { DOOR_CALLABLES } from './door-callables';
import { FARMER_ORDER_CALLABLES } from './farmer-order-callables';
import { INVENTORY_CALLABLES } from './inventory-callables';
import { LEFTOVER_CALLABLES } from './leftover-callables';
import { ORDER_CALLABLES } from './order-callables';
import { PHONE_ORDER_CALLABLES } from './phone-order-callables';
import { PUSH_CALLABLES } from './push-callables';
import { SHOP_DAY_CALLABLES } from './shop-day-callables';
import { SUPPLIER_CALLABLES } from './supplier-callables';
import { TAX_CALLABLES } from './tax-callables';
import { USER_CALLABLES } from './user-callables';

/**
 * Every callable, for the functions that serve them and the tests that call them. The PWA imports each
 * area's own registry instead (the dependency-cruiser rule `pages-call-their-areas-callables`): this one
 * builds every area's schemas as it loads, which a page that calls one function should not wait for
 * (decision 077).
 */
export const CALLABLES = {
  ...CUSTOMER_CALLABLES,
  ...PUSH_CALLABLES,
  ...USER_CALLABLES,
  ...ORDER_CALLABLES,
  ...DOOR_CALLABLES,
  ...PHONE_ORDER_CALLABLES,
  ...CATALOGUE_CALLABLES,
  ...INVENTORY_CALLABLES,
  ...FARMER_ORDER_CALLABLES,
  ...LEFTOVER_CALLABLES,
  ...SUPPLIER_CALLABLES,
  ...SHOP_DAY_CALLABLES,
  ...TAX_CALLABLES,
  ...DATA_RIGHTS_CALLABLES,
  ...CUSTOMER_RECORD_CALLABLES,
} as const;
