import { describe, expect, it } from 'vitest';
import { AREAS, canEnter } from './access';
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

describe('roleFromClaims', () => {
  it('reads a valid role claim', () => {
    expect(roleFromClaims({ role: 'Driver' })).toBe('Driver');
  });
  it('treats a missing or unknown claim as a customer', () => {
    expect(roleFromClaims({})).toBe('User');
    expect(roleFromClaims({ role: 'Superuser' })).toBe('User');
  });
});
