import type { Area } from './access';
import type { SPEC_GROUP_IDS } from '../catalogue/catalog';

/**
 * The spec's route table (section 2), path pattern -> area. Parameters use the router's `$name` form.
 * Every route of the app is declared here, so a route cannot exist without a gate.
 */
export const ROUTE_AREAS = {
  '/': 'public',
  '/signin': 'public',
  '/logout': 'public',
  '/usersignup': 'public',
  '/resetpassword': 'public',
  '/user': 'public',
  '/newaddress': 'public',
  '/aboutus': 'public',
  '/ourservicearea': 'public',
  '/contact': 'public',
  '/privacy': 'public',
  '/newsupplier': 'public',
  '/lookingforsuppliers': 'public',
  '/codelivery': 'public',
  '/cologin': 'public',
  '/cocustomer': 'public',
  '/shop/$group': 'public',
  '/shop/$group/$itemId': 'public',
  '/cart': 'public',

  '/coaddress': 'checkout',
  '/copayment': 'checkout',
  '/coopenorder': 'checkout',
  '/paympesa': 'checkout',
  '/paymentprocess': 'checkout',

  '/neworder': 'admin',
  '/choosemeat': 'admin',
  '/choosebeef': 'admin',
  '/choosechicken': 'admin',
  '/choosecheese': 'admin',
  '/choosemutton': 'admin',
  '/chooserabbit': 'admin',
  '/choosespice': 'admin',
  '/chooseitem/$group/$id': 'admin',
  '/checkout': 'admin',
  '/allusers': 'admin',
  '/coupons': 'admin',
  '/coupon/$id': 'admin',
  '/adminorder/$id': 'admin',
  '/allorders': 'admin',
  '/adminchangeorder/$id': 'admin',
  '/archorders': 'admin',
  '/archorder/$id': 'admin',
  '/butchers': 'admin',
  '/items': 'admin',
  '/itemgroups': 'admin',
  // Not in the spec's table: the day's close (docs/decisions/057-a-shop-day-that-balances.md).
  '/dayclose': 'admin',

  '/inventory': 'inner',
  '/inventorytrans/$item/$transaction': 'inner',
  '/inventoryin': 'inner',
  '/inventoryout': 'inner',
  '/inventfarmerorders': 'inner',
  // Not in the spec's table: staff review supplier applications (docs/decisions/042-supplier-applications.md).
  '/supplierapplications': 'inner',
  '/supplierapplication/$id': 'inner',
  '/inventfarmerorder/$id': 'inner',
  '/invarhfarmorders': 'inner',
  '/invarhfarmorder/$id': 'inner',
  '/inventleftoverorders': 'inner',
  '/inventleftoverorder/$id': 'inner',
  '/invarhleftoverorders': 'inner',
  '/invarhleftoverorder/$id': 'inner',
  '/inventorydocs': 'inner',
  '/inventorydoc/$id': 'inner',
  '/inventoryforecast': 'inner',
  '/buyers': 'inner',
  '/productionorders': 'inner',
  '/productionorder/$id': 'inner',
  '/arhprodorders': 'inner',
  '/arhprodorder/$id': 'inner',
  // Not in the spec's table: counting the drivers' cash in (decision 057).
  '/cashup': 'inner',

  '/farmerpage': 'farmer',

  '/driverpage': 'driver',
  '/driverorder': 'driver',
  '/customerpush': 'driver',
} as const satisfies Record<string, Area>;

export type RoutePath = keyof typeof ROUTE_AREAS;

/** The spec's phone-order screen of each of its groups (the route table names them; groups are data). */
export const PHONE_GROUP_PATHS = {
  beef: '/choosebeef',
  chicken: '/choosechicken',
  cheese: '/choosecheese',
  mutton: '/choosemutton',
  rabbit: '/chooserabbit',
  spice: '/choosespice',
} as const satisfies Record<(typeof SPEC_GROUP_IDS)[number], RoutePath>;
