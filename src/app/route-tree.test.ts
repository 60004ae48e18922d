import { describe, expect, it } from 'vitest';
import { PHONE_GROUP_PATHS } from '@nyama/domain/orders/phone-group-paths';
import type { Area } from '@nyama/domain/people/access';
import { routeTree } from './route-tree';
import { screensOf } from './routes/screen-table';

/** The route table of the specification we were given: each path and the area whose gate it is behind. */
const SPEC_ROUTES: Record<string, Area> = {
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
  '/newsupplier': 'public',
  '/lookingforsuppliers': 'public',
  '/codelivery': 'public',
  '/cologin': 'public',
  '/cocustomer': 'public',
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
  '/inventory': 'inner',
  '/inventorytrans/$item/$transaction': 'inner',
  '/inventoryin': 'inner',
  '/inventoryout': 'inner',
  '/inventfarmerorders': 'inner',
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
  '/farmerpage': 'farmer',
  '/driverpage': 'driver',
  '/driverorder': 'driver',
  '/customerpush': 'driver',
};

const screens = screensOf(routeTree);
const areaOf = new Map(screens.map((screen) => [screen.path as string, screen.area]));

describe('the route tree', () => {
  it('serves every route of the specification behind the gate it names', () => {
    const served = Object.keys(SPEC_ROUTES).map((path) => [path, areaOf.get(path)]);
    expect(Object.fromEntries(served)).toEqual(SPEC_ROUTES);
  });

  it('declares each screen once', () => {
    expect(new Set(screens.map((screen) => screen.path)).size).toBe(screens.length);
  });

  it('puts the screens the shop added behind the gates of their work', () => {
    expect(areaOf.get('/dayclose')).toBe('admin');
    expect(areaOf.get('/cashup')).toBe('inner');
    expect(areaOf.get('/adminsms')).toBe('admin');
    expect(areaOf.get('/supplierapplications')).toBe('inner');
    expect(areaOf.get('/shop/$group/$itemId')).toBe('public');
    expect(areaOf.get('/privacy')).toBe('public');
  });

  it('lists each of the spec’s groups for phone orders on an Admin’s screen', () => {
    for (const path of Object.values(PHONE_GROUP_PATHS)) expect(areaOf.get(path)).toBe('admin');
  });
});
