import { describe, expect, it } from 'vitest';
import { AREAS, canEnter } from './access';
import { ROUTE_AREAS } from './route-policy';
import { ROLES, roleFromClaims } from './roles';

describe('canEnter', () => {
  it('lets everyone, signed out included, into public pages', () => {
    expect(canEnter('public', null)).toBe(true);
    for (const role of ROLES) expect(canEnter('public', role)).toBe(true);
  });

  it('keeps signed-out visitors out of every gated area', () => {
    for (const area of Object.keys(AREAS) as (keyof typeof AREAS)[]) {
      if (area !== 'public') expect(canEnter(area, null)).toBe(false);
    }
  });

  it.each([
    ['checkout', ['User', 'Inner', 'Admin']],
    ['admin', ['Admin']],
    ['inner', ['Inner', 'Admin']],
    ['farmer', ['Farmer', 'Admin']],
    ['driver', ['Driver', 'Admin']],
  ] as const)('matches the spec table for %s', (area, allowed) => {
    const admitted = ROLES.filter((role) => canEnter(area, role));
    expect([...admitted].sort()).toEqual([...allowed].sort());
  });
});

describe('route policy table', () => {
  it('gates the spec routes as section 2 says', () => {
    expect(ROUTE_AREAS['/allorders']).toBe('admin');
    expect(ROUTE_AREAS['/chooseitem/$group/$id']).toBe('admin');
    expect(ROUTE_AREAS['/coaddress']).toBe('checkout');
    expect(ROUTE_AREAS['/codelivery']).toBe('public');
    expect(ROUTE_AREAS['/inventorytrans/$item/$transaction']).toBe('inner');
    expect(ROUTE_AREAS['/farmerpage']).toBe('farmer');
    expect(ROUTE_AREAS['/customerpush']).toBe('driver');
  });

  it('has every area of the spec', () => {
    const counts = Object.values(ROUTE_AREAS).reduce<Record<string, number>>((acc, area) => {
      acc[area] = (acc[area] ?? 0) + 1;
      return acc;
    }, {});
    expect(counts).toEqual({ public: 19, checkout: 5, admin: 22, inner: 23, farmer: 1, driver: 3 });
  });
});

describe('roleFromClaims', () => {
  it('reads a valid role claim', () => {
    expect(roleFromClaims({ role: 'Driver' })).toBe('Driver');
  });
  it('treats a missing or unknown claim as a customer', () => {
    expect(roleFromClaims({})).toBe('User');
    expect(roleFromClaims({ role: 'Superuser' })).toBe('User');
  });
});
